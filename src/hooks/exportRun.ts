// What `useExportAction` does once an export was asked for, loaded by import() on the first export
// (issue 33: a list's first bundle holds only the hook's state and what must happen inside the
// click): the print limit's text, the server's file, the export code's start, and every text of
// the failures.
import { ExportError } from '../export/exportError.js';
import type { ExportFormat } from '../export/index.js';
import { downloadAddress, startExport } from '../export/startExport.js';
import { csvSeparatorFor } from '../export/csvSeparator.js';
import { formatNumber } from '../format/index.js';
import { formatMessage } from '../i18n/messages.js';
import { exportMessages } from '../i18n/texts/export.js';
import type { Messages } from '../i18n/messages.js';
import { PRINT_LIMIT, type ExportSource } from './useExportAction.js';

/** The file the server writes for each format of the menu (the print page is the browser's). */
const SERVER_FORMATS = { csv: 'csv', excel: 'xls', xlsx: 'xlsx' } as const;

export interface ExportRun<Row> {
  format: ExportFormat;
  /** The rows given to `exportAs` (the selected rows), or undefined for the source's. */
  rows: readonly Row[] | undefined;
  /** The print window opened inside the click (null: refused by the browser); undefined when none was opened. */
  popup: Window | null | undefined;
  /** The host's overrides of the export texts, over the defaults (`useMessages`). */
  texts: Partial<Messages['export']>;
  locale: string;
}

/** Runs one export of `source`; resolves with the text of its failure, or undefined. */
export async function runExport<Row>(source: ExportSource<Row>, { format, rows, popup, texts, locale }: ExportRun<Row>): Promise<string | undefined> {
  const messages = { export: { ...exportMessages, ...texts } };
  try {
    const csvSeparator = source.csvSeparator ?? csvSeparatorFor(locale);
    const { loadRows, fileUrl, rowCount, ...rest } = source;
    if (format === 'pdf' && !rows && loadRows && rowCount !== undefined && rowCount > PRINT_LIMIT) {
      const count = (value: number) => formatNumber(value, locale);
      throw new ExportError(formatMessage(messages.export.printTooMany, { limit: count(PRINT_LIMIT), count: count(rowCount) }), 'tooMany', 'pdf');
    }
    if (format !== 'pdf' && !rows && fileUrl) {
      await downloadAddress(fileUrl({ format: SERVER_FORMATS[format], separator: csvSeparator, title: source.title }), format, messages);
      return undefined;
    }
    await startExport({ format, messages, ...rest, csvSeparator, rows: rows ?? (loadRows ? [] : source.rows) }, rows ? undefined : loadRows, popup);
    return undefined;
  } catch (failure) {
    return failure instanceof ExportError ? failure.message : messages.export.prepareFailed;
  }
}
