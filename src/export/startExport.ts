import { ExportError } from './exportError.js';
import type { ExportColumns } from './columns.js';
import { clickDownloadLink } from './downloadLink.js';
import type { Messages } from '../i18n/messages.js';
import type { ExportOptions, ExportResult } from './exportRows.js';

/** `exportRows`' options, with the columns as lists or as functions that load them. */
export type StartExportOptions<Row> = Omit<ExportOptions<Row>, 'columns' | 'pdfColumns'> & { columns: ExportColumns<Row>; pdfColumns?: ExportColumns<Row> | undefined };

const loaded = <Row>(columns: ExportColumns<Row>) => (typeof columns === 'function' ? columns() : columns);

/**
 * `exportRows` for a click handler, with the export code loaded on first use: a screen's first
 * bundle carries only this (the columns may load with the code: `ExportColumns`). What must happen
 * inside the click happens here, before anything is awaited: the check for rows, and the print window for PDF (pop-up blockers allow only windows
 * opened by the click itself).
 */
export function startExport<Row>(options: StartExportOptions<Row>, loadRows?: () => Promise<readonly Row[]>, opened?: Window | null): Promise<ExportResult> {
  const texts = options.messages.export;
  if (!loadRows && (!Array.isArray(options.rows) || options.rows.length === 0)) return Promise.reject(new ExportError(texts.noData, 'noData', options.format));
  // `opened`: the print window a caller opened inside the click itself, before it loaded this code (`useExportAction`); null if the browser refused it.
  const popup = options.format !== 'pdf' ? undefined : opened !== undefined ? opened : (options.window ?? window).open('', '_blank');
  if (popup === null) return Promise.reject(new ExportError(texts.popupBlocked, 'popupBlocked', 'pdf'));
  // Rows read after the click (every page of a list the server pages): the print window is open already.
  const rowsReady = loadRows
    ? loadRows().then((rows) => {
        if (rows.length === 0) throw new ExportError(texts.noData, 'noData', options.format);
        return rows;
      })
    : Promise.resolve(options.rows);
  const { pdfColumns } = options;
  return Promise.all([import('./exportRows.js'), rowsReady, loaded(options.columns), pdfColumns && loaded(pdfColumns)]).then(
    ([{ exportRows }, rows, columns, pdf]) => exportRows({ ...options, rows, columns, pdfColumns: pdf, popup }),
    (failure: unknown) => {
      popup?.close();
      throw failure instanceof ExportError ? failure : new ExportError(texts.prepareFailed, 'failed', options.format, { cause: failure });
    },
  );
}

/** The failure's text for each format a server writes. */
const FAILED_KEYS = { csv: 'csvFailed', excel: 'excelFailed', xlsx: 'excelFailed' } as const;

/**
 * Downloads a file the server writes (a list's CSV, .xls or .xlsx, `ApiExtensions.exportFile`): the address is
 * opened by a temporary `<a download>`, so the browser's own downloads stream it to disk and the
 * page holds none of it. The address comes from the API client, which builds it from its base URL
 * (never from an answer); one that is not http(s) is refused.
 */
export async function downloadAddress(
  address: Promise<string>,
  format: keyof typeof FAILED_KEYS,
  messages: Pick<Messages, 'export'>,
  win: Window & typeof globalThis = window,
): Promise<void> {
  const failed = messages.export[FAILED_KEYS[format]];
  let url: URL;
  try {
    url = new win.URL(await address, win.location.href);
  } catch (failure) {
    throw new ExportError(failed, 'failed', format, { cause: failure });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ExportError(failed, 'failed', format);
  // The server names the file (Content-Disposition); no referrer, as the address holds a ticket.
  clickDownloadLink(win, url.href, '', 'noopener noreferrer');
}
