/**
 * Exports the filtered rows of a list in the browser: CSV, .xls and .xlsx files
 * downloaded through an object URL, PDF through a print window. The .xlsx writer (xlsx.ts) is
 * loaded by `import()` on first use. Failures surface as `ExportError` carrying the catalogue
 * text, which screens show in the red banner.
 */
import { isoDate } from '../format/index.js';
import type { Messages } from '../i18n/messages.js';
import type { ExportColumn } from './columns.js';
import type { ChunkWriter } from './formats.js';
import type { CsvSeparator } from './csvSeparator.js';
import { ExportError } from './exportError.js';
import { clickDownloadLink } from './downloadLink.js';

// The file writers load on the first export (import()), so a screen's first bundle carries only
// the menu: an app whose users never export never downloads them.
const writers = () => import('./formats.js');

/** The print window prints this long after its page is written. */
export const PRINT_DELAY_MS = 500;

/** How long a download's object URL lives; some browsers read it after `click()` returns. */
export const OBJECT_URL_LIFETIME_MS = 30_000;

/** The export formats: csv, excel (the .xls HTML table), pdf (the print page) and xlsx (a real Excel workbook). */
export type ExportFormat = 'csv' | 'excel' | 'xlsx' | 'pdf';

/** What is exported; it names the file: partners_export_{date}, distributors_export_{date}, deals_export_{date}, certifications_export_{date}. */
export type ExportKind = 'partners' | 'distributors' | 'deals' | 'certifications';

/** The extension of each downloaded format. */
export const EXPORT_EXTENSIONS = { csv: 'csv', excel: 'xls', xlsx: 'xlsx' } as const;

type FileExtension = (typeof EXPORT_EXTENSIONS)[keyof typeof EXPORT_EXTENSIONS];

export { ExportError, type ExportErrorReason } from './exportError.js';

/** '{kind}_export_{YYYY-MM-DD}.{extension}' with today's local date. */
export function exportFileName(kind: ExportKind, extension: FileExtension, date: Date = new Date()): string {
  return `${kind}_export_${isoDate(date)}.${extension}`;
}

type BrowserWindow = Window & typeof globalThis;

/**
 * Saves a file: a Blob (of text, or of parts such as the Blobs of an export's slices), an object
 * URL and a temporary `<a download>`, revoked afterwards.
 */
export function downloadFile(content: string | readonly BlobPart[], fileName: string, mimeType: string, win: BrowserWindow = window): void {
  const blob = new win.Blob(typeof content === 'string' ? [content] : [...content], { type: mimeType });
  const url = win.URL.createObjectURL(blob);
  try {
    clickDownloadLink(win, url, fileName);
  } finally {
    win.setTimeout(() => win.URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}

export interface ExportOptions<Row> {
  format: ExportFormat;
  /** The rows to export: the list's filtered rows (every page, not only the shown one) in their current order. */
  rows: readonly Row[];
  columns: readonly ExportColumn<Row>[];
  /** Columns of the PDF when they differ (certifications omit ID). @default columns */
  pdfColumns?: readonly ExportColumn<Row>[];
  kind: ExportKind;
  /**
   * The file name without its extension, when it is not '{kind}_export_{YYYY-MM-DD}' (a member's
   * own export: 'partner_jane-doe_2026-01-09'). @default undefined
   */
  fileName?: string;
  /** The texts in use (`useMessages({ export: exportMessages })`); only the `export` section is read. */
  messages: Pick<Messages, 'export'>;
  /** The print page heading and the .xlsx sheet's name. @default the kind's title from messages ('Partners', 'Distributors', 'Deals', 'Certifications') */
  title?: string;
  /** The browser window to act in. @default window */
  window?: BrowserWindow;
  /** For PDF: a print window the caller already opened inside the click (see `startExport`). @default a new one */
  popup?: Window | undefined;
  /** Today, for the file name. @default new Date() */
  now?: Date;
  /**
   * The CSV's separator: ';' for spreadsheets that split on it (much of Europe), else ','. The
   * headers stay SPEC 7's. @default ','; a screen's export defaults to its locale's (`csvSeparatorFor`)
   */
  csvSeparator?: CsvSeparator;
}

export interface ExportResult {
  format: ExportFormat;
  /** Rows exported. */
  count: number;
  /** The downloaded file's name (CSV, .xls and .xlsx). */
  fileName?: string;
}

const TITLE_KEYS = { partners: 'partnersTitle', distributors: 'distributorsTitle', deals: 'dealsTitle', certifications: 'certificationsTitle' } as const;

const MIME_TYPES = {
  csv: 'text/csv;charset=utf-8',
  excel: 'application/vnd.ms-excel;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const FAILED_KEYS = { csv: 'csvFailed', excel: 'excelFailed', xlsx: 'excelFailed' } as const;

function wait(win: BrowserWindow, ms: number): Promise<void> {
  return new Promise((resolve) => win.setTimeout(resolve, ms));
}

async function printRows<Row>(options: ExportOptions<Row>, win: BrowserWindow): Promise<ExportResult> {
  const texts = options.messages.export;
  // Opened before any await, still inside the click, so pop-up blockers let it through.
  const popup = options.popup ?? win.open('', '_blank');
  if (!popup) throw new ExportError(texts.popupBlocked, 'popupBlocked', 'pdf');
  try {
    // Written slice by slice: the page parses as it goes, and no string of every row is built.
    const { writePrintHtmlInChunks } = await writers();
    popup.document.open();
    await writePrintHtmlInChunks(
      options.rows,
      options.pdfColumns ?? options.columns,
      { title: options.title ?? texts[TITLE_KEYS[options.kind]], totalItems: texts.totalItems },
      (html) => popup.document.write(html),
    );
    popup.document.close();
    await wait(win, PRINT_DELAY_MS);
    // The page runs no script (its CSP forbids it): printing is started from here.
    if (!popup.closed) {
      popup.focus();
      popup.print();
    }
    return { format: 'pdf', count: options.rows.length };
  } catch (error) {
    try {
      popup.close();
    } catch {
      // Already gone.
    }
    throw new ExportError(texts.pdfFailed, 'failed', 'pdf', { cause: error });
  }
}

/**
 * Exports rows as CSV, Excel (.xls), an Excel workbook (.xlsx) or PDF (print window). Call it
 * straight from the click handler: the print window must open before anything is awaited. Large
 * lists are built in chunks, yielding to the event loop, so the page stays responsive.
 *
 * @throws ExportError 'No data to export' for no rows; the pop-up text when the print window is
 * blocked; 'Failed to export data to CSV/Excel/PDF. Please try again.' for anything else (Excel
 * for both .xls and .xlsx).
 *
 * @example
 * try {
 *   await exportRows({ format: 'xlsx', rows: list.filteredRows, columns: partnerExportColumns, kind: 'partners', messages });
 * } catch (error) {
 *   setError(error instanceof ExportError ? error.message : messages.export.prepareFailed);
 * }
 */
export async function exportRows<Row>(options: ExportOptions<Row>): Promise<ExportResult> {
  const { format, rows, columns, kind, messages } = options;
  const texts = messages.export;
  const win = options.window ?? window;
  if (!Array.isArray(rows) || rows.length === 0) throw new ExportError(texts.noData, 'noData', format);
  if (format === 'pdf') return printRows(options, win);
  if (format !== 'csv' && format !== 'excel' && format !== 'xlsx') throw new ExportError(texts.prepareFailed, 'failed', format);
  const extension = EXPORT_EXTENSIONS[format];
  const fileName = options.fileName ? `${options.fileName}.${extension}` : exportFileName(kind, extension, options.now);
  try {
    // Each slice of text becomes a Blob as it is built (encoding a little at a time); the file is
    // a Blob of those, which copies nothing. The workbook's parts are bytes already, a few hundred
    // small ones: they go into one Blob at the end, not into a Blob each (each a copy to the
    // browser's blob store).
    const slices: BlobPart[] = [];
    if (format === 'xlsx') {
      const { writeXlsxInChunks } = await import('./xlsx.js');
      const sheetName = options.title ?? texts[TITLE_KEYS[kind]];
      await writeXlsxInChunks(rows, columns, { sheetName }, (bytes) => void slices.push(bytes as Uint8Array<ArrayBuffer>));
    } else {
      const collect: ChunkWriter = (text) => void slices.push(new win.Blob([text]));
      const { writeCsvInChunks, writeXlsInChunks } = await writers();
      if (format === 'csv') await writeCsvInChunks(rows, columns, collect, undefined, options.csvSeparator);
      else await writeXlsInChunks(rows, columns, collect);
    }
    downloadFile(slices, fileName, MIME_TYPES[format], win);
    return { format, count: rows.length, fileName };
  } catch (error) {
    throw new ExportError(texts[FAILED_KEYS[format]], 'failed', format, { cause: error });
  }
}
