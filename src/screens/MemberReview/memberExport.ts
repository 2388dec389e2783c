/**
 * The review pages' 'Export Partner Data' file: one row per registered
 * deal, each carrying the member's profile and then the deal, so a single CSV, Excel or PDF
 * file holds both. A member without deals exports one row with the profile alone.
 */
import type { Deal, Member, Variant } from '../../api/types.js';
import { dealExportColumns, partnerExportColumns, type ExportColumn } from '../../export/index.js';
import { fullName, isoDate, textOf, toTimestamp } from '../../format/index.js';

/** One exported row: the member and one of their deals (null when they have none). */
export interface MemberExportRow {
  member: Member;
  deal: Deal | null;
}

/** The rows of a member's export: one per deal, or one with the profile alone. */
export function memberExportRows(member: Member, deals: readonly Deal[]): MemberExportRow[] {
  return deals.length > 0 ? deals.map((deal) => ({ member, deal })) : [{ member, deal: null }];
}

const PROFILE_PREFIX: Record<Variant, string> = { partner: 'Partner', distributor: 'Distributor' };

/**
 * The columns: the 18 columns of the partners' export prefixed 'Partner ' (or 'Distributor '), then
 * the columns of the deals' export without the registering member's own block (it repeats the profile),
 * i.e. the deal columns both programmes share.
 *
 * @example memberExportColumns('partner').map((c) => c.header) // ['Partner ID', ..., 'Registration Number', 'Customer Company', ...]
 */
export function memberExportColumns(variant: Variant): ExportColumn<MemberExportRow>[] {
  const prefix = PROFILE_PREFIX[variant];
  const profile = partnerExportColumns.map<ExportColumn<MemberExportRow>>((column) => ({
    ...column,
    header: `${prefix} ${column.header}`,
    value: (row) => column.value(row.member),
  }));
  const otherHeaders = new Set(dealExportColumns(variant === 'partner' ? 'distributor' : 'partner').map((column) => column.header));
  const deal = dealExportColumns(variant)
    .filter((column) => otherHeaders.has(column.header))
    .map<ExportColumn<MemberExportRow>>((column) => ({
      ...column,
      value: (row) => (row.deal ? column.value(row.deal) : ''),
    }));
  return [...profile, ...deal];
}

/** Characters file systems refuse (Windows is the strictest), controls and white space. */
// eslint-disable-next-line no-control-regex -- control characters are among what is replaced
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f\u007f\s]+/g;
/** Enough of a name to recognise the file by. */
const MAX_NAME_LENGTH = 60;

/**
 * A member's own export file name, without its extension: the programme, the member's name and
 * today, e.g. 'partner_jane-doe_2026-01-09' or 'distributor_zoë-ng_2026-01-09'. The name is lower
 * case, with runs of white space and characters file systems refuse as one '-' (letters of any
 * script are kept), at most 60 characters; a member without a name is named by id.
 *
 * @example memberExportFileName('partner', { id: 7, firstName: 'Jane', lastName: 'Doe / Ltd' }) // 'partner_jane-doe-ltd_2026-01-09'
 */
export function memberExportFileName(variant: Variant, member: Member, date: Date = new Date()): string {
  const name = [...fullName(member.firstName, member.lastName, '').normalize('NFC').toLowerCase().replace(UNSAFE_IN_FILE_NAMES, '-')]
    .slice(0, MAX_NAME_LENGTH)
    .join('')
    .replace(/^[-.]+|[-.]+$/g, '');
  const id = textOf(member.id).replace(UNSAFE_IN_FILE_NAMES, '-').slice(0, MAX_NAME_LENGTH);
  return [variant, name || id, isoDate(date)].filter(Boolean).join('_');
}

/**
 * The earliest and latest registration dates (createdAt) among the deals, as timestamps; null when
 * no deal has a readable date. It replaces the spec's fixed period text in the export dialog.
 */
export function dealPeriod(deals: readonly Deal[]): { start: number; end: number } | null {
  let start = Infinity;
  let end = -Infinity;
  for (const deal of deals) {
    const time = toTimestamp(deal.createdAt);
    if (Number.isNaN(time)) continue;
    start = Math.min(start, time);
    end = Math.max(end, time);
  }
  return start <= end ? { start, end } : null;
}
