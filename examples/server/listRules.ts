// What the reference backend's list queries take from the library itself, so that a list the
// server pages (issue 34) matches the one the screens page in the browser: the texts a search
// looks in, lower-cased as the list engine lower-cases them (JavaScript's toLowerCase, which
// PostgreSQL's lower() under the C locale does not match beyond ASCII), the keys that tell which
// deals conflict (src/domain/conflicts.ts), the search needle, and the CSV export's columns and
// formula protection (src/export). Compiled by esbuild when the server starts, as seed.mjs
// compiles the demo data (listRules.mjs loads it), so the server never runs a copy of these rules.
import type { Certification, Deal, Member, Variant } from '../../src/api/types.js';
import { companyKey, countryKey, emailDomain } from '../../src/domain/conflicts.js';
import { dealOwnerName, type AnyDeal } from '../../src/domain/dealRow.js';
import { certificationExportColumns, dealExportColumns, partnerExportColumns, type ExportColumn } from '../../src/export/columns.js';
import { datesIn } from '../../src/export/cells.js';
import { csvField, xlsParts } from '../../src/export/formats.js';
import { streamXlsx } from '../../src/export/xlsx.js';
import { fullName, textOf } from '../../src/format/index.js';
import { normaliseNeedle, rangeBounds } from '../../src/list/listEngine.js';

export { normaliseNeedle, rangeBounds, csvField, companyKey };

/** A field as the list engine's search reads it: text as it is, numbers as text, anything else nothing; lower-cased. */
function searched(value: unknown): string | null {
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
  return text === '' ? null : text.toLowerCase();
}

/** The columns a deal's search, conflicts and owner are read from, filled when the deal is stored. */
export interface DealKeys {
  /** The registering member's name as the deal lists show it, lower-cased. */
  searchName: string | null;
  /** The customer company as sent, lower-cased. */
  searchCompany: string | null;
  /** `companyKey(customerCompany)`, null when empty (never conflicts). */
  companyKey: string | null;
  /** The country as conflicts compare it, null when empty. */
  countryKey: string | null;
  /** The decision maker's e-mail domain, null when missing or a free-mail domain. */
  domainKey: string | null;
  /** Who registered it: '#' and the member's id, or the member's name where there is no id. */
  ownerKey: string;
}

/** @example dealKeys({ id: 1, partnerId: 4, partnerFirstName: 'Ada', customerCompany: 'ACME Ltd.' }, 'partner').companyKey // 'acme' */
export function dealKeys(deal: Deal, variant: Variant): DealKeys {
  const d = deal as AnyDeal;
  const id = variant === 'distributor' ? d.distributorId : d.partnerId;
  const owner = typeof id === 'number' || (typeof id === 'string' && id !== '') ? `#${id}` : dealOwnerName(deal, variant, '').toLowerCase();
  return {
    searchName: searched(dealOwnerName(deal, variant, '')),
    searchCompany: searched(deal.customerCompany),
    companyKey: companyKey(deal.customerCompany) || null,
    countryKey: countryKey(deal.country) || null,
    domainKey: emailDomain(deal.dmEmail) || null,
    ownerKey: owner,
  };
}

/** The columns a member's search reads: the full name (which holds the first and the last), the e-mail and the company. */
export interface MemberKeys {
  searchName: string | null;
  searchEmail: string | null;
  searchCompany: string | null;
}

export function memberKeys(member: Member): MemberKeys {
  return {
    searchName: searched(fullName(member.firstName, member.lastName, '')),
    searchEmail: searched(member.email),
    searchCompany: searched(member.companyName),
  };
}

/** The columns Certifications' search reads: the partner's name and the type as sent (the type's label is the request's). */
export interface CertificationKeys {
  searchName: string | null;
  searchType: string | null;
}

export function certificationKeys(certification: Certification): CertificationKeys {
  return { searchName: searched(certification.name), searchType: searched(certification.type) };
}

/** Whether a certification's type is Sales (anything else is Technical), as the screens read it. */
export const isSalesType = (type: unknown): boolean => textOf(type).toUpperCase() === 'SALES';

/** The lists that export, by the area of the API. */
export type ExportedList = 'partnerDeals' | 'distributorDeals' | 'partners' | 'distributors' | 'certifications';

/** The export's columns of each list that has an export (the same the screens write), and its file's name. */
const EXPORTS: Readonly<Record<ExportedList, { columns: readonly ExportColumn<never>[]; kind: string }>> = {
  partnerDeals: { columns: dealExportColumns('partner'), kind: 'deals' },
  distributorDeals: { columns: dealExportColumns('distributor'), kind: 'deals' },
  partners: { columns: partnerExportColumns, kind: 'partners' },
  distributors: { columns: partnerExportColumns, kind: 'distributors' },
  certifications: { columns: certificationExportColumns, kind: 'certifications' },
};

/** Whether `timeZone` is one the runtime knows (an IANA name such as 'Europe/Berlin', or 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A list's export written as the screens write it (src/export: the same columns, headers and
 * cells, dates in `timeZone`, the user's), a batch of rows at a time, so the server can stream a
 * file of any length:
 * - `csv(separator)`: a head and a line per row, each field through `csvField`, which keeps
 *   formulas from running, quoted where it holds a separator, a quote or a line break; a BOM
 *   first, CRLF after each line;
 * - `xls`: the screens' .xls (an HTML table, every cell typed, values escaped) as a head, a row
 *   per record and a tail;
 * - `xlsx(batches, sheetName)`: the workbook's bytes as the batches arrive (`streamXlsx`: string
 *   cells, which no spreadsheet runs as a formula).
 *
 * @example const file = listExport('partnerDeals', 'Europe/Berlin'); const csv = file.csv(';'); stream(csv.head); stream(csv.line(deal));
 */
export function listExport(list: ExportedList, timeZone: string, today: Date = new Date()) {
  const { columns, kind } = EXPORTS[list];
  const dateOf = datesIn(timeZone);
  const cell = (column: ExportColumn<never>, row: never) => {
    const text = column.value(row);
    return column.type === 'date' ? (dateOf(text)?.text ?? text) : text;
  };
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(today);
  return {
    fileName: (extension: 'csv' | 'xls' | 'xlsx') => `${kind}_export_${day}.${extension}`,
    csv: (separator: ',' | ';') => ({
      head: `\uFEFF${columns.map((column) => csvField(column.header)).join(separator)}\r\n`,
      line: (row: Record<string, unknown>) => `${columns.map((column) => csvField(cell(column, row as never))).join(separator)}\r\n`,
    }),
    xls: xlsParts(columns as readonly ExportColumn<Record<string, unknown>>[], dateOf),
    xlsx: (batches: AsyncIterable<readonly Record<string, unknown>[]>, sheetName: string | undefined) =>
      streamXlsx(batches, columns as readonly ExportColumn<Record<string, unknown>>[], { sheetName, dateOf }),
  };
}
