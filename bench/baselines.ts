/**
 * The straightforward implementations the benchmark compares against: what a list screen does
 * without the list engine (filter on every keystroke over freshly joined and lower-cased
 * fields, `new Date` inside the sort comparator), a CSV built by string concatenation, and an
 * .xlsx from a workbook library's one-shot call.
 */
import writeXlsxFile from 'write-excel-file/browser';
import type { DateRange, Member } from '../src/api/types.js';
import type { ExportColumn } from '../src/export/index.js';
import type { ListState } from '../src/list/index.js';

/** What the baseline reads of a row: the fields its search box matches, the date it sorts and filters by, and its sortable columns. */
export interface NaiveFields<Row> {
  search: (row: Row) => readonly unknown[];
  date: (row: Row) => string | null | undefined;
  columns?: Readonly<Record<string, (row: Row) => unknown>>;
}

/** The partner search of a typical hand-written list screen (SPEC 5 fields). */
export const naiveMemberFields: NaiveFields<Member> = {
  search: (r) => [r.firstName, r.lastName, r.email, r.companyName],
  date: (r) => r.createdAt,
  columns: { companyName: (r) => r.companyName, email: (r) => r.email },
};

/**
 * A column header's sort as a hand-written screen does it: one collator, made once, but the
 * field read and compared inside the comparator (two reads and a collator call per comparison),
 * missing values last.
 */
export function naiveColumnSort<Row>(rows: readonly Row[], sort: string, columns: NaiveFields<Row>['columns']): Row[] | null {
  const descending = sort.startsWith('-');
  const key = columns?.[descending ? sort.slice(1) : sort];
  if (!key) return null;
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  const text = (row: Row) => {
    const value = key(row);
    return typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
  };
  return [...rows].sort((a, b) => {
    const x = text(a);
    const y = text(b);
    if (x === '' || y === '') return x === y ? 0 : x === '' ? 1 : -1;
    return (descending ? -1 : 1) * collator.compare(x, y);
  });
}

/** The search of a typical hand-written list screen, run on every keystroke. */
export function naiveSearch<Row>(rows: readonly Row[], search: string, fields: NaiveFields<Row>['search']): Row[] {
  const q = search.trim().toLowerCase();
  if (!q) return rows.slice();
  return rows.filter((r) => fields(r).join(' ').toLowerCase().includes(q));
}

/** Sorting by date with `new Date` in the comparator (two Date objects per comparison), or by a column (`naiveColumnSort`). */
export function naiveSort<Row>(rows: readonly Row[], sort: ListState['sort'], date: NaiveFields<Row>['date'], columns?: NaiveFields<Row>['columns']): Row[] {
  if (sort === 'default') return rows.slice();
  if (sort !== 'oldToNew' && sort !== 'newToOld') return naiveColumnSort(rows, sort, columns) ?? rows.slice();
  const direction = sort === 'oldToNew' ? 1 : -1;
  return [...rows].sort((a, b) => direction * (new Date(date(a) ?? '').getTime() - new Date(date(b) ?? '').getTime()));
}

/** The date filter parsing every row's date on every apply (end date inclusive). */
export function naiveRange<Row>(rows: readonly Row[], range: DateRange | null, date: NaiveFields<Row>['date']): Row[] {
  if (!range) return rows.slice();
  const start = new Date(`${range.start}T00:00:00`).getTime();
  const end = new Date(`${range.end}T23:59:59.999`).getTime();
  return rows.filter((r) => {
    const t = new Date(date(r) ?? '').getTime();
    return t >= start && t <= end;
  });
}

/** search → range → sort → page, all recomputed from scratch for every state. */
export function naiveQuery<Row>(rows: readonly Row[], state: ListState, fields: NaiveFields<Row>, pageSize = 10) {
  const filtered = naiveSort(naiveRange(naiveSearch(rows, state.search, fields.search), state.range, fields.date), state.sort, fields.date, fields.columns);
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const page = Math.min(Math.max(1, state.page), pageCount);
  return { rows: filtered.slice((page - 1) * pageSize, page * pageSize), total: filtered.length, page, pageCount, filteredRows: filtered };
}

/** CSV by string concatenation: every cell quoted, no formula neutralising, built in one go. */
export function naiveCsv<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): string {
  let out = columns.map((c) => c.header).join(',') + '\n';
  for (const row of rows) {
    let line = '';
    for (let k = 0; k < columns.length; k++) {
      if (k > 0) line += ',';
      line += '"' + String((columns[k] as ExportColumn<Row>).value(row)).replace(/"/g, '""') + '"';
    }
    out += line + '\n';
  }
  return out;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An .xls HTML table by string concatenation, in one go. */
export function naiveXls<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): string {
  let out = '<html><head><meta charset="utf-8"></head><body><table><tr>';
  for (const c of columns) out += '<th>' + escape(c.header) + '</th>';
  out += '</tr>';
  for (const row of rows) {
    out += '<tr>';
    for (const c of columns) out += '<td>' + escape(String(c.value(row))) + '</td>';
    out += '</tr>';
  }
  return out + '</table></body></html>';
}

/** A print page (one section per record) by string concatenation, in one go. */
export function naivePrintHtml<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[], title: string): string {
  let out = '<!DOCTYPE html><html><head><meta charset="utf-8"><title>' + escape(title) + '</title></head><body><h1>' + escape(title) + '</h1>';
  for (const row of rows) {
    out += '<section><dl>';
    for (const c of columns) out += '<dt>' + escape(c.header) + '</dt><dd>' + escape(String(c.value(row)) || '-') + '</dd>';
    out += '</dl></section>';
  }
  return out + '<footer>Total items: ' + rows.length + '</footer></body></html>';
}

/**
 * An .xlsx as an app would make it with a workbook library: write-excel-file (the smallest of
 * exceljs, SheetJS and write-excel-file, README Performance), its one-shot call on the rows'
 * texts: it builds the sheet on this thread at once and zips it (fflate, in workers).
 */
export async function naiveXlsx<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): Promise<Blob> {
  const data = [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.value(row)))];
  return writeXlsxFile(data).toBlob();
}
