// The optional list query over HTTP (`ApiExtensions.query`): the query string and the check of the
// answer, loaded on the first `query` call (createHttpAdminApi).
import type { ExportFileFormat, ExportFileOptions, ListPage, ListPageQuery, RequestOptions } from '../AdminApi.js';
import { rangeBounds } from '../dateRange.js';
import type { HttpClient } from './httpClient.js';
import { isObject, describe, listProblem, type Problem } from './validate.js';

/**
 * The query string of a list page (the reference backend's GET .../query): page and pageSize
 * always, the rest when it differs from the default; the range as the instants that start its
 * first local day and end its last, so the server filters the days the user sees.
 */
function listPageSearchParams(query: ListPageQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search !== undefined && query.search.trim() !== '') params.set('q', query.search);
  if (query.sort !== undefined && query.sort !== 'default') params.set('sort', query.sort);
  if (query.status !== undefined && query.status !== 'all') params.set('status', query.status);
  const bounds = rangeBounds(query.range);
  if (bounds) {
    params.set('from', new Date(bounds[0]).toISOString());
    params.set('to', new Date(bounds[1]).toISOString());
  }
  if (query.conflictsOnly) params.set('conflicts', 'only');
  if (query.typeLabels) {
    params.set('salesLabel', query.typeLabels.sales);
    params.set('technicalLabel', query.typeLabels.technical);
  }
  if (query.parts) params.set('parts', query.parts);
  return params;
}

const isCount = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * One page of a list (the optional `query` calls): {rows: records, total, page, pageSize}, with
 * statusCounts (counts by status) and conflictCounts (a count per row) when sent.
 */
export function listPageProblem(value: unknown): Problem {
  if (!isObject(value)) return `expected {rows, total, page, pageSize}, got ${describe(value)}`;
  const rows = listProblem(value.rows);
  if (rows) return `rows: ${rows}`;
  for (const field of ['total', 'page', 'pageSize'] as const) if (!isCount(value[field])) return `expected ${field} to be a whole number, got ${describe(value[field])}`;
  const { statusCounts, conflictCounts, parts, more } = value;
  if (parts !== undefined && parts !== 'rows' && parts !== 'counts') return `expected parts to be rows or counts, got ${describe(parts)}`;
  if (more !== undefined && typeof more !== 'boolean') return `expected more to be true or false, got ${describe(more)}`;
  if (statusCounts !== undefined && !(isObject(statusCounts) && Object.values(statusCounts).every(isCount))) return 'expected statusCounts to be counts by status';
  if (conflictCounts !== undefined && !(Array.isArray(conflictCounts) && conflictCounts.length === (value.rows as unknown[]).length && conflictCounts.every(isCount))) {
    return 'expected conflictCounts to be a count per row';
  }
  return null;
}

/** GET `{base}/query?…`: one page of the list at `base`. */
export function fetchListPage<Row>(http: HttpClient, base: string, query: ListPageQuery, options?: RequestOptions): Promise<ListPage<Row>> {
  return http.receive<ListPage<Row>>('GET', `${base}/query?${listPageSearchParams(query)}`, listPageProblem, options);
}

/** The ticket's answer: {ticket} (the reference backend adds expiresAt). */
const ticketProblem = (value: unknown): Problem =>
  isObject(value) && typeof value.ticket === 'string' && /^[\w.~+/=-]{1,4096}$/.test(value.ticket) ? null : `expected {ticket}, got ${describe(value)}`;

const EXPORT_FILE_FORMATS: readonly string[] = ['csv', 'xls', 'xlsx'] satisfies ExportFileFormat[];

/** Where download tickets are asked for: one for every export of the admin signed in. */
export const DOWNLOAD_TICKETS_PATH = '/partner/admin/download-tickets';

/**
 * The address of a list's file (`ApiExtensions.exportFile`): POST /partner/admin/download-tickets
 * (with the bearer header: the ticket names the admin and lasts a minute), then
 * `{baseUrl}{base}/export.{csv|xls|xlsx}?…&separator&timeZone&title&ticket`, the list state's filters as the query
 * sends them, without its page. The address is built here from the base URL, never taken from the
 * answer, so nothing the server sends becomes a link.
 */
export async function exportAddress(http: HttpClient, base: string, query: ListPageQuery, { format = 'csv', separator, timeZone, title, ...options }: ExportFileOptions): Promise<string> {
  if (!EXPORT_FILE_FORMATS.includes(format)) throw new TypeError(`exportUrl: format must be 'csv', 'xls' or 'xlsx', not ${String(format)}`);
  const { ticket } = await http.receive<{ ticket: string }>('POST', DOWNLOAD_TICKETS_PATH, ticketProblem, options);
  const params = listPageSearchParams(query);
  params.delete('page');
  params.delete('pageSize');
  params.delete('parts');
  params.set('separator', separator);
  params.set('timeZone', timeZone);
  if (title !== undefined) params.set('title', title);
  params.set('ticket', ticket);
  return `${http.baseUrl}${base}/export.${format}?${params}`;
}
