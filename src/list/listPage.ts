/**
 * One page of a list fetched in full, answered as a backend's optional `query` call answers it
 * (`ListPageQuery` in, `ListPage` out): the list engine's search, date range and date sorts, then
 * the conflicts and status filters, the status counts, a column's sort and the page. The memory API
 * answers its `query` calls with it, and the reference backend's SQL (examples/server/listQuery.mjs)
 * is tested against it (tests/server/listQuery.test.ts), so both page a list alike.
 */
import type { ListPage, ListPageQuery, ListStatus } from '../api/AdminApi.js';
import type { MemoryListPages } from '../api/memory/createMemoryAdminApi.js';
import { certificationPageRules, dealPageRules, memberPageRules, requestPageRules } from './listPageRules.js';
import { createListIndex, query, type SearchField } from './listEngine.js';
import type { SortOrder } from './listState.js';

/** What a sortable column sorts a row by: text (compared as `TEXT_ORDER` does), a number, a boolean (false first), or null for none. */
export type ListPageSortKey<Row> = (row: Row) => string | number | boolean | null;

/** How one list is searched, filtered and sorted. */
export interface ListPageRules<Row> {
  /** The fields the search box matches (as the list's screen searches them). */
  searchText: (row: Row) => ReadonlyArray<SearchField>;
  /** The date the range and the date sorts read. */
  date: (row: Row) => unknown;
  /** The row's status, on a list with a status filter. */
  status?: (row: Row) => ListStatus;
  /** Whether the default order puts the pending rows first. */
  pendingFirst?: boolean;
  /** The sortable columns by id. */
  sortKeys: Readonly<Record<string, ListPageSortKey<Row>>>;
  /** How many deals of other members conflict with a row, on the deal lists. */
  conflictCount?: (row: Row) => number;
}

/** The rows-per-page choices a query may ask for. */
export const LIST_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

const STATUSES: readonly ListStatus[] = ['pending', 'approved', 'rejected'];

/**
 * Text in the order the lists sort it: numbers by value, case and accents aside (what the
 * backend's `list_order` collation does in SQL).
 */
const TEXT_ORDER = new Intl.Collator('und', { numeric: true, sensitivity: 'base' });

/** A sort key, or null when it is blank (blank keys come last either way). */
function keyOf<Row>(key: ListPageSortKey<Row>, row: Row): string | number | null {
  const value = key(row);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return null;
}

function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return TEXT_ORDER.compare(String(a), String(b));
}

/** The rows sorted by a column, blanks last either way, ties in the rows' order (the server's). */
function sortedByColumn<Row>(rows: readonly Row[], key: ListPageSortKey<Row>, descending: boolean): Row[] {
  const keyed = rows.map((row, position) => ({ row, position, key: keyOf(key, row) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.position - b.position : a.key === null ? 1 : -1;
    const order = compareKeys(a.key, b.key);
    return order !== 0 ? (descending ? -order : order) : a.position - b.position;
  });
  return keyed.map((entry) => entry.row);
}

/** What is wrong with a query for these rules, or null. */
export function listPageQueryProblem(request: ListPageQuery, rules: ListPageRules<never>): string | null {
  if (!Number.isSafeInteger(request.page) || request.page < 1) return 'page must be a whole number from 1';
  if (!LIST_PAGE_SIZES.includes(request.pageSize)) return `pageSize must be one of ${LIST_PAGE_SIZES.join(', ')}`;
  const sort = request.sort ?? 'default';
  const column = sort.startsWith('-') ? sort.slice(1) : sort;
  if (!['default', 'oldToNew', 'newToOld'].includes(sort) && !Object.hasOwn(rules.sortKeys, column)) return `sort must be default, oldToNew, newToOld or a column of this list`;
  const status = request.status ?? 'all';
  if (status !== 'all' && !(rules.status && STATUSES.includes(status))) return 'status is not a status of this list';
  if (request.conflictsOnly && !rules.conflictCount) return 'This list has no conflicts filter';
  return null;
}

/**
 * One page of `rows` (the whole list, in the server's order) for `request`. The status counts are
 * those of the rows the search, the date range and the conflicts filter keep, whatever status is
 * chosen. A page past the end answers the last page. `parts: 'rows'` answers the page's rows
 * without the counts (its total a lower bound, `more` whether rows follow), `parts: 'counts'` the
 * total and counts without the rows, as the reference backend does.
 *
 * @example listPageOf(deals, { page: 2, pageSize: 25, search: 'acme', sort: '-customerCompany' }, rules).total
 */
export function listPageOf<Row>(rows: readonly Row[], request: ListPageQuery, rules: ListPageRules<Row>): ListPage<Row> {
  const sort = request.sort ?? 'default';
  const dateSort: SortOrder = sort === 'oldToNew' || sort === 'newToOld' ? sort : 'default';
  const index = createListIndex(rows, { searchText: rules.searchText, date: rules.date });
  const matched = query(index, { search: request.search ?? '', sort: dateSort, range: request.range ?? null, page: 1 }).filteredRows;
  const { conflictCount, status: statusOf } = rules;
  const kept = request.conflictsOnly && conflictCount ? matched.filter((row) => conflictCount(row) > 0) : matched;
  const status = request.status ?? 'all';
  let statusCounts: ListPage<Row>['statusCounts'];
  let chosen: readonly Row[] = kept;
  if (statusOf) {
    const statuses = kept.map(statusOf);
    statusCounts = { all: kept.length, pending: 0, approved: 0, rejected: 0 };
    for (const each of statuses) statusCounts[each]++;
    if (status !== 'all') chosen = kept.filter((_, position) => statuses[position] === status);
  }
  let ordered: readonly Row[] = chosen;
  if (sort === 'default' && rules.pendingFirst && statusOf) {
    ordered = [...chosen.filter((row) => statusOf(row) === 'pending'), ...chosen.filter((row) => statusOf(row) !== 'pending')];
  } else if (dateSort === 'default' && sort !== 'default') {
    const descending = sort.startsWith('-');
    const key = rules.sortKeys[descending ? sort.slice(1) : sort];
    if (key) ordered = sortedByColumn(chosen, key, descending);
  }
  if (request.parts === 'rows') {
    // The rows alone: what follows the page says whether there is more; a page past the end is answered whole.
    const pageRows = ordered.slice((request.page - 1) * request.pageSize, request.page * request.pageSize);
    if (pageRows.length > 0 || request.page === 1) {
      const more = ordered.length > request.page * request.pageSize;
      const total = (request.page - 1) * request.pageSize + pageRows.length + (more ? 1 : 0);
      return { rows: pageRows, total, page: request.page, pageSize: request.pageSize, parts: 'rows', more, ...(conflictCount ? { conflictCounts: pageRows.map(conflictCount) } : {}) };
    }
  }
  const total = ordered.length;
  const page = Math.min(request.page, Math.max(1, Math.ceil(total / request.pageSize)));
  if (request.parts === 'counts') return { rows: [], total, page, pageSize: request.pageSize, ...(statusCounts ? { statusCounts } : {}), parts: 'counts' };
  const pageRows = ordered.slice((page - 1) * request.pageSize, page * request.pageSize);
  return {
    rows: pageRows,
    total,
    page,
    pageSize: request.pageSize,
    ...(statusCounts ? { statusCounts } : {}),
    ...(conflictCount ? { conflictCounts: pageRows.map(conflictCount) } : {}),
  };
}

/** The rules of each list a memory API pages. */
function rulesOf(list: Parameters<MemoryListPages['page']>[0], rows: readonly unknown[], request: ListPageQuery): ListPageRules<never> {
  switch (list) {
    case 'members':
      return memberPageRules as ListPageRules<never>;
    case 'requests':
      return requestPageRules as ListPageRules<never>;
    case 'partnerDeals':
    case 'distributorDeals':
      return dealPageRules(rows as never[], list === 'partnerDeals' ? 'partner' : 'distributor') as ListPageRules<never>;
    case 'certifications':
      return certificationPageRules(request.typeLabels) as ListPageRules<never>;
  }
}

/**
 * The memory API's `query` calls answered as the screens page in the browser; pass it to offer them:
 * `createMemoryAdminApi({ extensions: true, listPages })`.
 */
export const listPages: MemoryListPages = {
  page<Row>(list: Parameters<MemoryListPages['page']>[0], rows: readonly Row[], request: ListPageQuery): ListPage<Row> | string {
    const rules = rulesOf(list, rows, request);
    return listPageQueryProblem(request, rules) ?? listPageOf(rows, request, rules as ListPageRules<Row>);
  },
};
