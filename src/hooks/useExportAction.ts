import { useCallback, useRef, useState } from 'react';
import type { ExportColumns, ExportFormat, ExportKind } from '../export/index.js';
import type { ServerFileUrl } from '../export/serverFile.js';
import type { CsvSeparator } from '../export/csvSeparator.js';
import { useLocale, useMessages } from '../i18n/MessagesProvider.js';
import type { Messages } from '../i18n/messages.js';
import { exportLoadMessages } from '../i18n/texts/exportLoad.js';
import { lazyModule } from '../platform/lazyPart.js';

// The export itself loads by import() on the first export (issue 33): a list's first bundle holds
// the hook's state and what must happen inside the click, no more. A failed load ends as 'Failed to
// prepare export data. Please try again.', and the next export asks for the code again.
const exportRun = lazyModule(() => import('./exportRun.js'));

/**
 * The most rows a print page of a filter the server pages is made of: a record prints as a block
 * of its fields, so 5,000 are some 2,500 pages, beyond what anyone prints, and the browser's
 * print preview of more stalls. A larger filter is narrowed, or exported as a file.
 */
export const PRINT_LIMIT = 5000;

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
  // The host's overrides of the section come along (`useMessages` merges the whole section); the defaults come with the export code.
  const texts = useMessages({ export: exportLoadMessages } as unknown as Pick<Messages, 'export'>).export as Partial<Messages['export']> & typeof exportLoadMessages;
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
      // Inside the click, before anything is awaited: the print window (pop-up blockers allow only
      // windows the click opens), unless the export is refused anyway (no rows, or a print page of
      // more than PRINT_LIMIT rows), which then opens none.
      const { loadRows, rowCount } = source;
      const shown = rows ?? (loadRows ? undefined : source.rows);
      const refused = shown ? shown.length === 0 : rowCount !== undefined && rowCount > PRINT_LIMIT;
      const popup = format === 'pdf' && !refused ? window.open('', '_blank') : undefined;
      try {
        const { runExport } = await exportRun.load();
        setError(await runExport(source, { format, rows, popup, texts, locale }));
      } catch {
        popup?.close();
        setError(texts.prepareFailed);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [texts, source, locale],
  );

  const clearError = useCallback(() => setError(undefined), []);
  return { exportAs, busy, error, clearError };
}
