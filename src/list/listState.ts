/**
 * Client-side list state (search text, sort, date range, page, rows per page, and a screen's own
 * filters such as a tab or a status) as a plain reducer, with no React. Every list screen uses it
 * through `useListController`; the rules live here once:
 * - every change of search, sort, range or a facet goes back to page 1;
 * - a new page size keeps the first row of the page in view;
 * - the page is clamped to the last page that still exists when rows go away.
 */
import type { DateRange } from '../api/types.js';
import { parseDateOnly } from '../api/dateRange.js';

/** Rows per page until the user picks another size: ten (SPEC 9). */
export const PAGE_SIZE = 10;

/** The rows-per-page choices of every list; SPEC 9's ten is the default. */
export const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** The Sort By menu's options (SPEC): server order, or by the list's date ascending / descending. */
export type SortOrder = 'default' | 'oldToNew' | 'newToOld';

export const SORT_ORDERS: readonly SortOrder[] = ['default', 'oldToNew', 'newToOld'];

/**
 * A list's order: one of the Sort By menu's (`SortOrder`), or a column's, named as JSON:API names
 * sorts: the column id for ascending, '-' and the id for descending ('customerCompany',
 * '-customerCompany'). The date column's two orders are the menu's 'oldToNew' and 'newToOld'.
 */
export type ListSort = SortOrder | (string & {});

export type SortDirection = 'asc' | 'desc';

/** A column's order: which column, which way. */
export interface ColumnSort {
  /** The column's id. */
  column: string;
  /** 'asc': smallest first (A to Z, oldest first); 'desc': the other way. */
  direction: SortDirection;
}

/** A screen's own filter values beside search, sort and range: a tab, a quiz bank, ticked content types. */
export type FacetValue = string | readonly string[];

/** The facets of one list, by name. */
export type ListFacets = { readonly [name: string]: FacetValue };

export interface ListState<F extends ListFacets = ListFacets> {
  /** The search box text as typed (trimmed and lower-cased only when matching). */
  search: string;
  /** The Sort By menu's order or a column's (`ListSort`). */
  sort: ListSort;
  /** An applied date range (both dates 'YYYY-MM-DD'), or null for no date filter. */
  range: DateRange | null;
  /** 1-based page number. */
  page: number;
  /** Rows per page: one of PAGE_SIZES. */
  pageSize: number;
  /** The screen's own filters (for example `{ tab: 'SALES' }`); `{}` on a list without any. */
  facets: F;
}

/**
 * What a change of list state was, so a host keeping the state somewhere (the URL) can tell typing
 * (`search`: replace the history entry) from a step worth going Back to (`page`, `sort`, ...).
 * `clamp` is the list correcting a page that does not exist; `reset` a new `resetKey`.
 */
export type ListChange = 'search' | 'sort' | 'range' | 'page' | 'pageSize' | 'facet' | 'clamp' | 'reset';

export type ListAction =
  | { type: 'setSearch'; search: string }
  | { type: 'setSort'; sort: ListSort }
  | { type: 'applyRange'; range: DateRange }
  | { type: 'clearRange' }
  | { type: 'setPage'; page: number }
  | { type: 'setPageSize'; pageSize: number }
  | { type: 'setFacet'; name: string; value: FacetValue; clearSearch?: boolean; alsoSet?: ListFacets }
  | { type: 'clampPage'; totalRows: number }
  /** The list correcting a sort it cannot apply (a column it does not sort by, from a URL). */
  | { type: 'resetSort' };

export const initialListState: ListState = { search: '', sort: 'default', range: null, page: 1, pageSize: PAGE_SIZE, facets: {} };

/** A fresh state, optionally starting from some values (page 1 unless given). */
export function createListState<F extends ListFacets = ListFacets>(initial?: Partial<ListState<F>>): ListState<F> {
  return { ...initialListState, ...initial, facets: { ...initial?.facets } as F } as ListState<F>;
}

/** The change an action makes, for `onStateChange`. */
export function changeOf(action: ListAction): ListChange {
  switch (action.type) {
    case 'setSearch':
      return 'search';
    case 'setSort':
      return 'sort';
    case 'applyRange':
    case 'clearRange':
      return 'range';
    case 'setPage':
      return 'page';
    case 'setPageSize':
      return 'pageSize';
    case 'setFacet':
      return 'facet';
    case 'clampPage':
    case 'resetSort':
      return 'clamp';
  }
}

/** True for one of PAGE_SIZES. */
export function isPageSize(value: unknown): value is number {
  return typeof value === 'number' && PAGE_SIZES.includes(value);
}

/** A column id as a sort names it: a letter, then letters, digits, '_', '.' or '-', at most 64 characters. */
const SORT_COLUMN = /^[A-Za-z][\w.-]{0,63}$/;

/** True when `sort` is a Sort By option or names a column the way `ListSort` does (whether the list has that column is the list's to say). */
export function isListSort(sort: unknown): sort is ListSort {
  if (typeof sort !== 'string') return false;
  return SORT_ORDERS.includes(sort as SortOrder) || SORT_COLUMN.test(sort.startsWith('-') ? sort.slice(1) : sort);
}

/**
 * The column and direction of a sort: a column's own, or the date column's for Old to New / New to
 * Old (when the list names one); null for the server's order.
 */
export function columnSortOf(sort: ListSort, dateColumn?: string): ColumnSort | null {
  if (sort === 'default') return null;
  if (sort === 'oldToNew' || sort === 'newToOld') return dateColumn ? { column: dateColumn, direction: sort === 'oldToNew' ? 'asc' : 'desc' } : null;
  return sort.startsWith('-') ? { column: sort.slice(1), direction: 'desc' } : { column: sort, direction: 'asc' };
}

/** The sort of a column and direction: the date column's are the Sort By menu's Old to New and New to Old. */
export function sortOfColumn({ column, direction }: ColumnSort, dateColumn?: string): ListSort {
  if (column === dateColumn) return direction === 'asc' ? 'oldToNew' : 'newToOld';
  return direction === 'asc' ? column : `-${column}`;
}

/**
 * The sort after a click on a column's header: ascending first, then descending, then the
 * server's order again.
 */
export function nextColumnSort(current: ListSort, column: string, dateColumn?: string): ListSort {
  const sorted = columnSortOf(current, dateColumn);
  if (sorted?.column !== column) return sortOfColumn({ column, direction: 'asc' }, dateColumn);
  return sorted.direction === 'asc' ? sortOfColumn({ column, direction: 'desc' }, dateColumn) : 'default';
}

/** True when two facet values are equal (lists item by item). */
export function sameFacetValue(a: FacetValue | undefined, b: FacetValue): boolean {
  if (typeof a === 'string' || typeof b === 'string' || a === undefined) return a === b;
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** The number of pages for `totalRows` rows; an empty list still has one (empty) page. */
export function pageCountFor(totalRows: number, pageSize: number = PAGE_SIZE): number {
  const total = Number.isFinite(totalRows) && totalRows > 0 ? Math.floor(totalRows) : 0;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The state with its page moved into 1..pageCount; the same object when nothing changes. */
export function clampPage(state: ListState, totalRows: number): ListState {
  const last = pageCountFor(totalRows, state.pageSize);
  const page = Math.min(Math.max(1, state.page), last);
  return page === state.page ? state : { ...state, page };
}

// parseDateOnly and rangeBounds live with the data (src/api/dateRange.ts): the HTTP client's list
// query reads the range's bounds, and the Data layer imports no list code.
export { parseDateOnly, rangeBounds } from '../api/dateRange.js';
/** True when both dates are present real 'YYYY-MM-DD' dates (a range applies only with both). */
export function isCompleteRange(range: Partial<DateRange> | null | undefined): range is DateRange {
  return !!range && !Number.isNaN(parseDateOnly(range.start)) && !Number.isNaN(parseDateOnly(range.end));
}

/**
 * The list reducer. An action that changes nothing returns the same state object, so React skips
 * the re-render; an incomplete date range is ignored (the Apply button is disabled anyway).
 */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'setSearch':
      return action.search === state.search ? state : { ...state, search: action.search, page: 1 };
    case 'setSort':
      return action.sort === state.sort || !isListSort(action.sort) ? state : { ...state, sort: action.sort, page: 1 };
    case 'resetSort':
      return state.sort === 'default' ? state : { ...state, sort: 'default' };
    case 'applyRange': {
      if (!isCompleteRange(action.range)) return state;
      const { start, end } = action.range;
      if (state.range && state.range.start === start && state.range.end === end) return state;
      return { ...state, range: { start, end }, page: 1 };
    }
    case 'clearRange':
      return state.range === null ? state : { ...state, range: null, page: 1 };
    case 'setPage': {
      if (!Number.isFinite(action.page)) return state;
      const page = Math.max(1, Math.floor(action.page));
      return page === state.page ? state : { ...state, page };
    }
    case 'setPageSize': {
      if (!isPageSize(action.pageSize) || action.pageSize === state.pageSize) return state;
      // The page that holds the first row shown now.
      const page = Math.floor(((state.page - 1) * state.pageSize) / action.pageSize) + 1;
      return { ...state, pageSize: action.pageSize, page };
    }
    case 'setFacet': {
      if (sameFacetValue(state.facets[action.name], action.value)) return state;
      const facets = { ...state.facets, ...action.alsoSet, [action.name]: action.value };
      return { ...state, facets, page: 1, search: action.clearSearch ? '' : state.search };
    }
    case 'clampPage':
      return clampPage(state, action.totalRows);
    default:
      return state;
  }
}

/** How a list reads one of its facets: the default, and which values are valid. */
export interface FacetSpec<V extends FacetValue = FacetValue> {
  /** The value when none is given, or the given one is not valid. */
  default: V;
  /** The value read from an untrusted source (a URL, a host), or undefined when it is not valid. */
  parse: (value: unknown) => V | undefined;
  /** Choosing another value also empties the search box (each quiz bank starts afresh). @default false */
  clearsSearch?: boolean;
  /** Other facets that go back to their defaults when this one changes (a new tab clears its filters). @default none */
  resets?: readonly string[];
  /**
   * An older facet this one replaces, so a state (a bookmarked URL) that still names it keeps
   * working: when this facet is not given, the old one's value is looked up in `values`.
   * @example { name: 'show', values: { pending: 'pending' } } // ?show=pending reads as ?status=pending
   * @default none
   */
  replaces?: { name: string; values: Readonly<Record<string, V>> };
}

/** The specs of every facet of a list. */
export type FacetSpecs<F extends ListFacets> = { readonly [K in keyof F]: FacetSpec<F[K]> };

/** A facet that is one of `values`. @example oneOf(['tech', 'sales'], 'tech') */
export function oneOf<V extends string>(
  values: readonly V[],
  fallback: V,
  options: Pick<FacetSpec<V>, 'clearsSearch' | 'resets' | 'replaces'> = {},
): FacetSpec<V> {
  return {
    default: fallback,
    parse: (value) => (typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as V) : undefined),
    ...options,
  };
}

/** A facet holding several texts (ticked filter options), at most `max`, no duplicates, empty by default. */
export function textList(max = 50): FacetSpec<readonly string[]> {
  return {
    default: [],
    parse: (value) => {
      const items = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
      if (!items) return undefined;
      return [...new Set(items.filter((item): item is string => typeof item === 'string' && item !== ''))].slice(0, max);
    },
  };
}

/** The longest search text read from outside: longer ones are cut (a URL can be of any length). */
const MAX_SEARCH_LENGTH = 500;

/** The values a state from outside falls back to where it names none, beyond each facet's default. */
export interface ListStateDefaults {
  /** Rows per page where the state names none (a size the user picked before). @default PAGE_SIZE */
  pageSize?: number;
}

/** A status filter's values: every row, or those of one status. */
export type StatusFilterValue = 'all' | 'pending' | 'approved' | 'rejected';

export const STATUS_FILTER_VALUES: readonly StatusFilterValue[] = ['all', 'pending', 'approved', 'rejected'];

/** The facet of a status filter (`status=pending` in a URL): every status by default. */
export function statusFacet(options: Pick<FacetSpec<StatusFilterValue>, 'replaces'> = {}): FacetSpec<StatusFilterValue> {
  return oneOf(STATUS_FILTER_VALUES, 'all', options);
}

/**
 * A list state from outside (a URL, a host's store) made valid, never throwing: a search that is not
 * text becomes '', a sort that is neither a Sort By option nor a column's 'default' (a column the
 * list does not sort by is reset by the list), an incomplete, invalid or reversed date range none, a
 * page that is not a positive number 1 (a page past the end is clamped once the rows are there), a
 * page size that is not one of PAGE_SIZES the default, each facet through its spec (the default
 * when invalid, or the value of the older facet it `replaces`), facets the list does not know dropped.
 */
export function sanitizeListState<F extends ListFacets>(
  input: Partial<ListState> | null | undefined,
  specs: FacetSpecs<F>,
  defaults: ListStateDefaults = {},
): ListState<F> {
  const given = (input ?? {}) as Partial<Record<keyof ListState, unknown>>;
  const search = typeof given.search === 'string' ? given.search.slice(0, MAX_SEARCH_LENGTH) : '';
  const sort = isListSort(given.sort) ? given.sort : 'default';
  const range = given.range as Partial<DateRange> | null | undefined;
  const validRange =
    isCompleteRange(range) && parseDateOnly(range.start) <= parseDateOnly(range.end) ? { start: range.start, end: range.end } : null;
  const pageNumber = typeof given.page === 'number' ? given.page : Number(given.page);
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? Math.floor(pageNumber) : 1;
  const sizeNumber = typeof given.pageSize === 'number' ? given.pageSize : Number(given.pageSize ?? NaN);
  const pageSize = isPageSize(sizeNumber) ? sizeNumber : isPageSize(defaults.pageSize) ? defaults.pageSize : PAGE_SIZE;
  const rawFacets = (given.facets && typeof given.facets === 'object' ? given.facets : {}) as Record<string, unknown>;
  const facets = {} as Record<string, FacetValue>;
  for (const name of Object.keys(specs) as Array<keyof F & string>) {
    const spec: FacetSpec = specs[name];
    const old = spec.replaces;
    const value = Object.hasOwn(rawFacets, name)
      ? rawFacets[name]
      : old && Object.hasOwn(rawFacets, old.name) && typeof rawFacets[old.name] === 'string' && Object.hasOwn(old.values, rawFacets[old.name] as string)
        ? old.values[rawFacets[old.name] as string]
        : undefined;
    facets[name] = value === undefined ? spec.default : (spec.parse(value) ?? spec.default);
  }
  return { search, sort, range: validRange, page, pageSize, facets: facets as F };
}
