/**
 * Pure builders of the export files: CSV, an Excel-compatible HTML table (.xls) and a print page
 * for PDF; the .xlsx workbook is xlsx.ts, loaded when used. No DOM access. Each format
 * has a synchronous builder and async ones that yield to the event loop between slices of rows,
 * so 100,000 rows never freeze the page: `write*InChunks` hand each slice's text to a writer
 * (a Blob part, a print window's `document.write`) so that no string of the whole file is ever
 * built: joining or encoding a string that large would itself block the page.
 *
 * Safety (cells.ts): every value is HTML-escaped in the .xls and the print page. In CSV, a value
 * that is strictly a number stays as it is ('-5'); other text that a spreadsheet would run as a
 * formula (=, +, -, @, tab or CR first, also after a separator or line break inside the field)
 * gets an apostrophe, and fields holding a comma, semicolon, tab, quote or line break are quoted,
 * so the file is safe whichever separator the reader uses (and whichever it is written with:
 * ',' or, for much of Europe, ';'). In the .xls every cell is typed: text
 * cells carry the text format (`mso-number-format:"\@"`, through a class, which LibreOffice
 * honours too), so text shows as written ('+44', '=1+1') and is never run; strict numbers of
 * number columns are number cells and readable dates of date columns date cells.
 */
import { yieldToEventLoop } from '../platform/yieldToEventLoop.js';
import { formatMessage } from '../i18n/messages.js';
import { exportDate, isStrictNumber, neutraliseFormula, startsFormula, type ExportDateReader } from './cells.js';
import type { ExportColumn } from './columns.js';
import type { CsvSeparator } from './csvSeparator.js';
import { exportMessages } from '../i18n/texts/export.js';

/** At most this many rows are built between two yields to the event loop. */
export const EXPORT_CHUNK_ROWS = 1000;

/**
 * A slice also ends once it has taken this long, whatever the row count, so wide rows or a slow
 * machine never make a long task (50 ms): input waits at most about this long during an export.
 */
export const EXPORT_SLICE_MS = 12;

/** Rows between two looks at the clock inside a slice. */
const CLOCK_EVERY_ROWS = 16;

const BOM = '\uFEFF';
const CRLF = '\r\n';
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_SPECIAL = /[&<>"']/;
const HTML_SPECIALS = /[&<>"']/g;

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  // Most values hold none of these: one scan, no copy.
  return HTML_SPECIAL.test(text) ? text.replace(HTML_SPECIALS, (char) => HTML_ESCAPES[char] as string) : text;
}

const CSV_SPECIAL = /[",;\t\r\n]/;
const QUOTES = /"/g;

/**
 * One field of a CSV record (RFC 4180): neutralised (`neutraliseFormula`), then quoted when it
 * holds a comma, semicolon, tab, quote, CR or LF, so a reader splitting on ';' or tabs keeps it whole.
 */
export function csvField(text: string): string {
  // Without a separator, quote or line break inside, only the start can be a formula.
  if (!CSV_SPECIAL.test(text)) return startsFormula(text) ? `'${text}` : text;
  return `"${neutraliseFormula(text).replace(QUOTES, '""')}"`;
}

function cell<Row>(column: ExportColumn<Row>, row: Row): string {
  const value: unknown = column.value(row);
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

/** A cell's text in CSV, .xls and the print page: a date column's dates as 'YYYY-MM-DD HH:MM', else the value. */
export function cellTextOf<Row>(column: ExportColumn<Row>, row: Row): string {
  const text = cell(column, row);
  return column.type === 'date' ? (exportDate(text)?.text ?? text) : text;
}

/** A document as a head, one piece per row, and a tail. */
export interface DocumentParts<Row> {
  head: string;
  row: (row: Row) => string;
  tail: string;
}

function build<Row>(rows: readonly Row[], parts: DocumentParts<Row>): string {
  const pieces = new Array<string>(rows.length + 2);
  pieces[0] = parts.head;
  for (let i = 0; i < rows.length; i++) pieces[i + 1] = parts.row(rows[i] as Row);
  pieces[rows.length + 1] = parts.tail;
  return pieces.join('');
}

export { yieldToEventLoop };

/** Receives a document slice by slice, in order; it may be async (the next slice waits for it). */
export type ChunkWriter = (text: string) => void | Promise<void>;

/**
 * Builds a document in slices of at most `chunkRows` rows and about EXPORT_SLICE_MS each,
 * handing every slice's text to `write` and yielding to the event loop between slices. The head
 * goes with the first slice and the tail with the last, so a short list is a single write.
 */
async function writeInChunks<Row>(rows: readonly Row[], parts: DocumentParts<Row>, write: ChunkWriter, chunkRows: number): Promise<void> {
  const limit = Math.max(1, Math.floor(chunkRows) || 1);
  // Pieces joined once per slice: appending with += would build a rope that costs more to flatten.
  const pieces: string[] = [parts.head];
  let i = 0;
  while (i < rows.length) {
    const sliceStart = performance.now();
    const end = Math.min(rows.length, i + limit);
    for (let n = 1; i < end; i++, n++) {
      pieces.push(parts.row(rows[i] as Row));
      if (n % CLOCK_EVERY_ROWS === 0 && performance.now() - sliceStart >= EXPORT_SLICE_MS) {
        i++;
        break;
      }
    }
    if (i < rows.length) {
      await write(pieces.join(''));
      pieces.length = 0;
      await yieldToEventLoop();
    }
  }
  pieces.push(parts.tail);
  await write(pieces.join(''));
}

function csvParts<Row>(columns: readonly ExportColumn<Row>[], separator: CsvSeparator): DocumentParts<Row> {
  // Only the two separators are written: anything else a caller passes is read as the comma.
  const between = separator === ';' ? ';' : ',';
  return {
    head: BOM + columns.map((column) => csvField(column.header)).join(between) + CRLF,
    row: (row) => columns.map((column) => csvField(cellTextOf(column, row))).join(between) + CRLF,
    tail: '',
  };
}

/** Text cells (class t) show what they hold; dates (class d) read as dates with this format. */
const XLS_STYLE = '.t{mso-number-format:"\\@";}.d{mso-number-format:"yyyy\\-mm\\-dd\\ hh\\:mm";}';

/**
 * One .xls cell: a strict number of a number column as a number, a date of a date column as a
 * date, else text. Classes are unquoted, as in Excel's own HTML, which keeps a large file
 * noticeably shorter.
 */
function xlsCell<Row>(column: ExportColumn<Row>, row: Row, dateOf: ExportDateReader): string {
  const text = cell(column, row);
  if (column.type === 'number' && isStrictNumber(text)) return `<td>${text}</td>`;
  if (column.type === 'date') {
    const date = dateOf(text);
    if (date) return `<td class=d>${date.text}</td>`;
  }
  return `<td class=t>${escapeHtml(text)}</td>`;
}

/**
 * The .xls document as a head, its rows and a tail, so a server can stream it a batch at a time;
 * `dateOf` reads the date columns (the browser's local time, or the user's time zone on a server).
 */
export function xlsParts<Row>(columns: readonly ExportColumn<Row>[], dateOf: ExportDateReader = exportDate): DocumentParts<Row> {
  return {
    head:
      '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns="http://www.w3.org/TR/REC-html40">' +
      '<head><meta charset="utf-8"><meta http-equiv="Content-Type" content="text/html; charset=utf-8">' +
      `<style>${XLS_STYLE}</style></head><body><table><thead><tr>` +
      columns.map((column) => `<th class=t>${escapeHtml(column.header)}</th>`).join('') +
      '</tr></thead><tbody>\n',
    row: (row) => `<tr>${columns.map((column) => xlsCell(column, row, dateOf)).join('')}</tr>\n`,
    tail: '</tbody></table></body></html>\n',
  };
}

export interface PrintPageOptions {
  /** Heading and window title. */
  title: string;
  /** The footer template with a {count} placeholder. @default messages `export.totalItems` ('Total items: {count}') */
  totalItems?: string;
  /** Shown for an empty value. @default '-' */
  emptyValue?: string;
  /** The page language. @default 'en' */
  lang?: string;
}

/** Scripts are refused outright: the page is static, and the opener calls print(). */
export const PRINT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const PRINT_STYLE =
  'body{font-family:system-ui,sans-serif;font-size:12px;color:#111;margin:24px}' +
  'h1{font-size:18px;margin:0 0 16px}' +
  'section{border:1px solid #ccc;border-radius:4px;padding:8px 12px;margin:0 0 12px;break-inside:avoid}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0}' +
  'dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}' +
  'footer{margin-top:16px;font-weight:600}';

function printParts<Row>(count: number, columns: readonly ExportColumn<Row>[], options: PrintPageOptions): DocumentParts<Row> {
  const title = escapeHtml(options.title);
  const empty = options.emptyValue ?? '-';
  const headers = columns.map((column) => `<dt>${escapeHtml(column.header)}</dt>`);
  const total = formatMessage(options.totalItems ?? exportMessages.totalItems, { count });
  return {
    head:
      `<!DOCTYPE html><html lang="${escapeHtml(options.lang ?? 'en')}"><head><meta charset="utf-8">` +
      `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(PRINT_PAGE_CSP)}">` +
      `<meta name="referrer" content="no-referrer"><title>${title}</title><style>${PRINT_STYLE}</style></head>` +
      `<body><h1>${title}</h1>\n`,
    row: (row) =>
      `<section><dl>${columns
        .map((column, k) => `${headers[k]}<dd>${escapeHtml(cellTextOf(column, row) || empty)}</dd>`)
        .join('')}</dl></section>\n`,
    tail: `<footer>${escapeHtml(total)}</footer></body></html>\n`,
  };
}

/**
 * CSV: UTF-8 byte order mark, CRLF line ends, RFC 4180 quoting, formulas neutralised (`csvField`),
 * fields separated by `separator` (',' by default; ';' for spreadsheets in much of Europe).
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[], separator: CsvSeparator = ','): string {
  return build(rows, csvParts(columns, separator));
}

/** An HTML table document that Excel opens as .xls; values escaped, every cell typed (text, number or date). */
export function toXls<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): string {
  return build(rows, xlsParts(columns));
}

/** A static print page: one section per record, a 'Total items: N' footer, no scripts allowed. */
export function toPrintHtml<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[], options: PrintPageOptions): string {
  return build(rows, printParts(rows.length, columns, options));
}

/** `toCsv` handed to `write` slice by slice, never as one string. */
export function writeCsvInChunks<Row>(
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
  write: ChunkWriter,
  chunkRows = EXPORT_CHUNK_ROWS,
  separator: CsvSeparator = ',',
): Promise<void> {
  return writeInChunks(rows, csvParts(columns, separator), write, chunkRows);
}

/** `toXls` handed to `write` slice by slice, never as one string. */
export function writeXlsInChunks<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[], write: ChunkWriter, chunkRows = EXPORT_CHUNK_ROWS): Promise<void> {
  return writeInChunks(rows, xlsParts(columns), write, chunkRows);
}

/** `toPrintHtml` handed to `write` slice by slice (e.g. a print window's `document.write`), never as one string. */
export function writePrintHtmlInChunks<Row>(
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
  options: PrintPageOptions,
  write: ChunkWriter,
  chunkRows = EXPORT_CHUNK_ROWS,
): Promise<void> {
  return writeInChunks(rows, printParts(rows.length, columns, options), write, chunkRows);
}
