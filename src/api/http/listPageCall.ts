// The optional list query over HTTP (`ApiExtensions.query`): the query string and the check of the
// answer, loaded on the first `query` call (createHttpAdminApi).
import type { ListPage, ListPageQuery, RequestOptions } from '../AdminApi.js';
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
  const { statusCounts, conflictCounts } = value;
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
