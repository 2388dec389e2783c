/**
 * Pure builders of the export files: CSV, an Excel-compatible HTML table (.xls) and a print page
 * for PDF (SPEC 7, 9). No DOM access. Each format has a synchronous builder and async ones that
 * yield to the event loop between slices of rows, so 100,000 rows never freeze the page:
 * `to*Async` resolve with the whole text, `write*InChunks` hand each slice's text to a writer
 * (a Blob part, a print window's `document.write`) so that no string of the whole file is ever
 * built: joining or encoding a 100 MB string is itself a block of hundreds of milliseconds.
 *
 * Safety: every value is HTML-escaped in the .xls and the print page, and values that a
 * spreadsheet would run as a formula (a leading =, +, -, @, tab or carriage return) get a leading
 * apostrophe in the CSV and the .xls, as OWASP recommends against CSV injection. That includes
 * plain negative numbers: '-5' exports as "'-5". It is the safe choice; a number column that must
 * stay numeric should be formatted without the sign by its column.
 */
import { formatMessage } from '../i18n/messages.js';
import type { ExportColumn } from './columns.js';
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
/** True when a spreadsheet would read text starting so as a formula: =, +, -, @, tab or CR. */
function startsFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13;
}

/** Prefixes an apostrophe to text a spreadsheet would read as a formula (CSV injection). */
export function neutraliseFormula(text: string): string {
  return startsFormula(text) ? `'${text}` : text;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_SPECIAL = /[&<>"']/;
const HTML_SPECIALS = /[&<>"']/g;

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  // Most values hold none of these: one scan, no copy.
  return HTML_SPECIAL.test(text) ? text.replace(HTML_SPECIALS, (char) => HTML_ESCAPES[char] as string) : text;
}

const CSV_SPECIAL = /[",\r\n]/;
const QUOTES = /"/g;

/** One field of a CSV record (RFC 4180): neutralised, then quoted when it holds a comma, quote, CR or LF. */
export function csvField(text: string): string {
  const safe = neutraliseFormula(text);
  return CSV_SPECIAL.test(safe) ? `"${safe.replace(QUOTES, '""')}"` : safe;
}

function cell<Row>(column: ExportColumn<Row>, row: Row): string {
  const value: unknown = column.value(row);
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

/** A document as a head, one piece per row, and a tail. */
interface DocumentParts<Row> {
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

/** Lets the browser paint and handle input: `scheduler.yield()` where it exists, else a macrotask. */
export function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

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

function csvParts<Row>(columns: readonly ExportColumn<Row>[]): DocumentParts<Row> {
  return {
    head: BOM + columns.map((column) => csvField(column.header)).join(',') + CRLF,
    row: (row) => columns.map((column) => csvField(cell(column, row))).join(',') + CRLF,
    tail: '',
  };
}

function xlsParts<Row>(columns: readonly ExportColumn<Row>[]): DocumentParts<Row> {
  const htmlText = (text: string) => escapeHtml(neutraliseFormula(text));
  return {
    head:
      '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns="http://www.w3.org/TR/REC-html40">' +
      '<head><meta charset="utf-8"><meta http-equiv="Content-Type" content="text/html; charset=utf-8">' +
      // Every cell is text: phone numbers keep leading zeros and '+', nothing is evaluated.
      '<style>td{mso-number-format:"\\@";}</style></head><body><table><thead><tr>' +
      columns.map((column) => `<th>${htmlText(column.header)}</th>`).join('') +
      '</tr></thead><tbody>\n',
    row: (row) => `<tr>${columns.map((column) => `<td>${htmlText(cell(column, row))}</td>`).join('')}</tr>\n`,
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
        .map((column, k) => `${headers[k]}<dd>${escapeHtml(cell(column, row) || empty)}</dd>`)
        .join('')}</dl></section>\n`,
    tail: `<footer>${escapeHtml(total)}</footer></body></html>\n`,
  };
}

/** CSV: UTF-8 byte order mark, CRLF line ends, RFC 4180 quoting, formulas neutralised. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): string {
  return build(rows, csvParts(columns));
}

/** An HTML table document that Excel opens as .xls; values escaped and formulas neutralised. */
export function toXls<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): string {
  return build(rows, xlsParts(columns));
}

/** A static print page: one section per record, a 'Total items: N' footer, no scripts allowed. */
export function toPrintHtml<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[], options: PrintPageOptions): string {
  return build(rows, printParts(rows.length, columns, options));
}

/** `toCsv` handed to `write` slice by slice, never as one string. */
export function writeCsvInChunks<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[], write: ChunkWriter, chunkRows = EXPORT_CHUNK_ROWS): Promise<void> {
  return writeInChunks(rows, csvParts(columns), write, chunkRows);
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
