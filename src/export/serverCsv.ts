import type { ExportFileOptions, ListPageQuery } from '../api/AdminApi.js';
import type { CsvSeparator } from './csvSeparator.js';

/**
 * A list's `csvUrl` for its export (`ExportSource.csvUrl`): in server mode, when the list's API
 * writes the CSV itself (`exportUrl`, `ApiExtensions.exportFile`), the address of the CSV of the
 * list state shown, in the user's time zone; otherwise undefined (the rows are read and written in
 * the browser).
 *
 * @example const csvUrl = serverCsvUrl(source.serverMode ? api.partnerDeals : undefined, request);
 */
export function serverCsvUrl(
  area: { exportUrl?: (query: ListPageQuery, options: ExportFileOptions) => Promise<string> } | undefined,
  request: ListPageQuery,
): ((separator: CsvSeparator) => Promise<string>) | undefined {
  const exportUrl = area?.exportUrl;
  if (!exportUrl) return undefined;
  return (separator) => exportUrl.call(area, request, { separator, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
}
