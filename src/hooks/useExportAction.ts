import { useCallback, useRef, useState } from 'react';
import { ExportError } from '../export/exportError.js';
import type { ExportColumns, ExportFormat, ExportKind } from '../export/index.js';
import type { ServerFileUrl } from '../export/serverFile.js';
import { downloadAddress, startExport } from '../export/startExport.js';
import { csvSeparatorFor, type CsvSeparator } from '../export/csvSeparator.js';
import { formatMessage, useLocale, useMessages } from '../i18n/index.js';
import { formatNumber } from '../format/index.js';
import { exportMessages } from '../i18n/texts/export.js';

/**
 * The most rows a print page of a filter the server pages is made of: a record prints as a block
 * of its fields, so 5,000 are some 2,500 pages, beyond what anyone prints, and the browser's
 * print preview of more stalls. A larger filter is narrowed, or exported as a file.
 */
export const PRINT_LIMIT = 5000;

/** The file the server writes for each format of the menu (the print page is the browser's). */
const SERVER_FORMATS = { csv: 'csv', excel: 'xls', xlsx: 'xlsx' } as const;

export interface ExportSource<Row> {
  /** The rows to export: the list's filtered rows (an export covers what the search, sort and date range show, on every page). */
  rows: readonly Row[];
  /**
   * Reads the rows when an export starts instead (a list the server pages: every page through its
   * query); `rows` are then unused. @default undefined
   */
  loadRows?: () => Promise<readonly Row[]>;
  /**
   * A list the server pages, when its API writes the files itself (`ApiExtensions.exportFile`):
   * the address of the filtered list's CSV, .xls or .xlsx (`serverFileUrl`). An export of every
   * filtered row in one of those formats then downloads it as a plain file, streamed by the server
   * and saved by the browser's downloads, so no row is held in the page; the print page is still
   * made in the browser. @default undefined
   */
  fileUrl?: ServerFileUrl;
  /**
   * With `loadRows`: how many rows the filter holds (the server's total), so a print page of more
   * than PRINT_LIMIT rows is refused before any is read. @default undefined
   */
  rowCount?: number | undefined;
  /** The columns, or a function that loads them on the first export (`() => import(...)`), so a screen's first bundle carries none. */
  columns: ExportColumns<Row>;
  /** PDF columns when they differ (certifications omit ID). */
  pdfColumns?: ExportColumns<Row>;
  /** Names the file: partners_export_..., deals_export_..., certifications_export_... */
  kind: ExportKind;
  /** The print page heading. */
  title?: string;
  /** The CSV's separator. @default the locale's (`MessagesProvider`): ';' where decimals take a comma (German, French, ...), else ',' */
  csvSeparator?: CsvSeparator;
}

export interface ExportAction<Row = unknown> {
  /**
   * Starts an export of the source's rows, or of `rows` when given (e.g. the selected rows); call
   * it straight from the click so the PDF window is not blocked.
   */
  exportAs: (format: ExportFormat, rows?: readonly Row[]) => Promise<void>;
  busy: boolean;
  /** The text of the last failure, e.g. 'Pop-up blocked. Please allow pop-ups for PDF export.' */
  error: string | undefined;
  clearError: () => void;
}

/**
 * Binds a list's export menu to `exportRows`: one export at a time, and failures as the
 * catalogue's texts ('No data to export', 'Pop-up blocked...', 'Failed to export data to CSV...').
 *
 * @example
 * const exporter = useExportAction({ rows: list.filteredRows, columns: partnerExportColumns, kind: 'partners' });
 * <ExportMenu onExport={(format) => void exporter.exportAs(format)} busy={exporter.busy} />
 * // The selected rows only:
 * <ExportMenu onExport={(format) => void exporter.exportAs(format, selectedRows)} busy={exporter.busy} />
 */
export function useExportAction<Row>(source: ExportSource<Row>): ExportAction<Row> {
  const messages = useMessages({ export: exportMessages });
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const running = useRef(false);

  const exportAs = useCallback(
    async (format: ExportFormat, rows?: readonly Row[]) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(undefined);
      try {
        const csvSeparator = source.csvSeparator ?? csvSeparatorFor(locale);
        const { loadRows, fileUrl, rowCount, ...rest } = source;
        if (format === 'pdf' && !rows && loadRows && rowCount !== undefined && rowCount > PRINT_LIMIT) {
          const count = (value: number) => formatNumber(value, locale);
          throw new ExportError(formatMessage(messages.export.printTooMany, { limit: count(PRINT_LIMIT), count: count(rowCount) }), 'tooMany', 'pdf');
        }
        if (format !== 'pdf' && !rows && fileUrl) {
          await downloadAddress(fileUrl({ format: SERVER_FORMATS[format], separator: csvSeparator, title: source.title }), format, messages);
          return;
        }
        await startExport({ format, messages, ...rest, csvSeparator, rows: rows ?? (loadRows ? [] : source.rows) }, rows ? undefined : loadRows);
      } catch (failure) {
        setError(failure instanceof ExportError ? failure.message : messages.export.prepareFailed);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [messages, source, locale],
  );

  const clearError = useCallback(() => setError(undefined), []);
  return { exportAs, busy, error, clearError };
}
