/**
 * The review pages' 'Export Partner Data' file (SPEC 2.5, made to work): one row per registered
 * deal, each carrying the member's profile and then the deal, so a single CSV, Excel or PDF
 * file holds both. A member without deals exports one row with the profile alone.
 */
import type { Deal, Member, Variant } from '../../api/types.js';
import { dealExportColumns, partnerExportColumns, type ExportColumn } from '../../export/index.js';
import { toTimestamp } from '../../format/index.js';

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
 * The columns: the 18 partner columns of SPEC 7 prefixed 'Partner ' (or 'Distributor '), then
 * the deal columns of SPEC 7 without the registering member's own block (it repeats the profile),
 * i.e. the deal columns both programmes share.
 *
 * @example memberExportColumns('partner').map((c) => c.header) // ['Partner ID', ..., 'Registration Number', 'Customer Company', ...]
 */
export function memberExportColumns(variant: Variant): ExportColumn<MemberExportRow>[] {
  const prefix = PROFILE_PREFIX[variant];
  const profile = partnerExportColumns.map<ExportColumn<MemberExportRow>>((column) => ({
    header: `${prefix} ${column.header}`,
    value: (row) => column.value(row.member),
  }));
  const otherHeaders = new Set(dealExportColumns(variant === 'partner' ? 'distributor' : 'partner').map((column) => column.header));
  const deal = dealExportColumns(variant)
    .filter((column) => otherHeaders.has(column.header))
    .map<ExportColumn<MemberExportRow>>((column) => ({
      header: column.header,
      value: (row) => (row.deal ? column.value(row.deal) : ''),
    }));
  return [...profile, ...deal];
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
