import type { ExportFileFormat, ExportFileOptions, ListPageQuery } from '../api/AdminApi.js';
import type { CsvSeparator } from './csvSeparator.js';

/** A file a list's server writes for its export (`ExportSource.fileUrl`): which, and how. */
export interface ServerFile {
  format: ExportFileFormat;
  /** The CSV's separator. */
  separator: CsvSeparator;
  /** The .xlsx sheet's name (the screen's title). */
  title?: string | undefined;
}

/** The address of a file the server writes of the list state shown (`ExportSource.fileUrl`). */
export type ServerFileUrl = (file: ServerFile) => Promise<string>;

/**
 * A list's `fileUrl` for its export (`ExportSource.fileUrl`): in server mode, when the list's API
 * writes its files itself (`exportUrl`, `ApiExtensions.exportFile`), the address of the CSV, .xls
 * or .xlsx of the list state shown, in the user's time zone; otherwise undefined (the rows are
 * read and written in the browser).
 *
 * @example const fileUrl = serverFileUrl(source.serverMode ? api.partnerDeals : undefined, request);
 */
export function serverFileUrl(
  area: { exportUrl?: (query: ListPageQuery, options: ExportFileOptions) => Promise<string> } | undefined,
  request: ListPageQuery,
): ServerFileUrl | undefined {
  const exportUrl = area?.exportUrl;
  if (!exportUrl) return undefined;
  return ({ format, separator, title }) =>
    exportUrl.call(area, request, { format, separator, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, ...(title === undefined ? {} : { title }) });
}
