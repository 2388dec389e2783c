/**
 * A list state as the optional `query` call asks for it (server mode, issue 34): the same page,
 * rows per page, search, sort, status, dates and 'Conflicts only' the URL holds, with the sorts
 * the list cannot take put back to the default, as the browser's list does.
 */
import type { ListPageQuery } from '../api/AdminApi.js';
import { columnSortOf, isCompleteRange, type ListSort, type ListState } from './listState.js';

/** What a list takes beyond its state. */
export interface ListPageQueryOptions {
  /** The list's sortable columns by id (its `sortKeys`). */
  sortKeys: Readonly<Record<string, unknown>>;
  /** The column that shows the date, whose sorts are Old to New and New to Old. */
  dateColumn?: string;
  /** Whether the list has a status filter (its `status` facet). */
  hasStatus?: boolean;
  /** The facet that holds 'Conflicts only' ('only'), on the deal lists. */
  conflictsFacet?: string;
  /** Certifications: the type's labels as shown. */
  typeLabels?: ListPageQuery['typeLabels'];
}

/** The sort a list answers for `sort`: the date column's is the menu's order, an unknown column the default. */
export function listSortOf(sort: ListSort, sortKeys: Readonly<Record<string, unknown>>, dateColumn?: string): ListSort {
  const sorted = columnSortOf(sort, dateColumn);
  if (sorted === null) return sort;
  if (sorted.column === dateColumn) return sorted.direction === 'asc' ? 'oldToNew' : 'newToOld';
  return Object.hasOwn(sortKeys, sorted.column) ? sort : 'default';
}

/** @example listPageQueryOf(state, { sortKeys, hasStatus: true, conflictsFacet: 'conflicts' }) // { page: 1, pageSize: 10, status: 'pending', ... } */
export function listPageQueryOf(state: ListState, options: ListPageQueryOptions): ListPageQuery {
  const status = state.facets.status;
  const request: ListPageQuery = {
    page: state.page,
    pageSize: state.pageSize,
    search: state.search,
    sort: listSortOf(state.sort, options.sortKeys, options.dateColumn),
    range: isCompleteRange(state.range) ? state.range : null,
  };
  if (options.hasStatus && (status === 'pending' || status === 'approved' || status === 'rejected')) request.status = status;
  if (options.conflictsFacet && state.facets[options.conflictsFacet] === 'only') request.conflictsOnly = true;
  if (options.typeLabels) request.typeLabels = options.typeLabels;
  return request;
}
