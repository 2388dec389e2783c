/**
 * Client-side list state (search text, sort, date range, page, and a screen's own filters such as
 * a tab) as a plain reducer, with no React. Every list screen uses it through `useListController`;
 * the rules live here once:
 * - every change of search, sort, range or a facet goes back to page 1;
 * - the page is clamped to the last page that still exists when rows go away.
 */
import type { DateRange } from '../api/types.js';

/** Rows per page on every list: ten. */
export const PAGE_SIZE = 10;

/** Sort options of every list: server order, or by createdAt ascending / descending. */
export type SortOrder = 'default' | 'oldToNew' | 'newToOld';

export const SORT_ORDERS: readonly SortOrder[] = ['default', 'oldToNew', 'newToOld'];

/** A screen's own filter values beside search, sort and range: a tab, a quiz bank, ticked content types. */
export type FacetValue = string | readonly string[];

/** The facets of one list, by name. */
export type ListFacets = { readonly [name: string]: FacetValue };

export interface ListState<F extends ListFacets = ListFacets> {
  /** The search box text as typed (trimmed and lower-cased only when matching). */
  search: string;
  sort: SortOrder;
  /** An applied date range (both dates 'YYYY-MM-DD'), or null for no date filter. */
  range: DateRange | null;
  /** 1-based page number. */
  page: number;
  /** The screen's own filters (for example `{ tab: 'SALES' }`); `{}` on a list without any. */
  facets: F;
}

/**
 * What a change of list state was, so a host keeping the state somewhere (the URL) can tell typing
 * (`search`: replace the history entry) from a step worth going Back to (`page`, `sort`, ...).
 * `clamp` is the list correcting a page that does not exist; `reset` a new `resetKey`.
 */
export type ListChange = 'search' | 'sort' | 'range' | 'page' | 'facet' | 'clamp' | 'reset';

export type ListAction =
  | { type: 'setSearch'; search: string }
  | { type: 'setSort'; sort: SortOrder }
  | { type: 'applyRange'; range: DateRange }
  | { type: 'clearRange' }
  | { type: 'setPage'; page: number }
  | { type: 'setFacet'; name: string; value: FacetValue; clearSearch?: boolean; alsoSet?: ListFacets }
  | { type: 'clampPage'; totalRows: number };

export const initialListState: ListState = { search: '', sort: 'default', range: null, page: 1, facets: {} };

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
    case 'setFacet':
      return 'facet';
    case 'clampPage':
      return 'clamp';
  }
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
  const last = pageCountFor(totalRows);
  const page = Math.min(Math.max(1, state.page), last);
  return page === state.page ? state : { ...state, page };
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A 'YYYY-MM-DD' date as a local-time timestamp: 00:00:00.000 of that day, or 23:59:59.999 with
 * `endOfDay` (the end date of a range is inclusive). NaN when the text is not a real calendar date.
 */
export function parseDateOnly(text: unknown, endOfDay = false): number {
  if (typeof text !== 'string') return NaN;
  const match = DATE_ONLY.exec(text.trim());
  if (!match) return NaN;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  const date = endOfDay ? new Date(year, month, day, 23, 59, 59, 999) : new Date(year, month, day);
  // Years 0..99 are mapped to 1900+ by the constructor; setFullYear puts them back.
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) return NaN;
  return date.getTime();
}

/** Local-time bounds of a complete range (start 00:00:00.000, end 23:59:59.999), or null. */
export function rangeBounds(range: DateRange | null | undefined): [number, number] | null {
  if (!range) return null;
  const start = parseDateOnly(range.start);
  const end = parseDateOnly(range.end, true);
  return Number.isNaN(start) || Number.isNaN(end) ? null : [start, end];
}

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
      return action.sort === state.sort || !SORT_ORDERS.includes(action.sort)
        ? state
        : { ...state, sort: action.sort, page: 1 };
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
}

/** The specs of every facet of a list. */
export type FacetSpecs<F extends ListFacets> = { readonly [K in keyof F]: FacetSpec<F[K]> };

/** A facet that is one of `values`. @example oneOf(['tech', 'sales'], 'tech') */
export function oneOf<V extends string>(
  values: readonly V[],
  fallback: V,
  options: Pick<FacetSpec, 'clearsSearch' | 'resets'> = {},
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

/**
 * A list state from outside (a URL, a host's store) made valid, never throwing: a search that is not
 * text becomes '', an unknown sort 'default', an incomplete, invalid or reversed date range none, a
 * page that is not a positive number 1 (a page past the end is clamped once the rows are there),
 * each facet through its spec (the default when invalid), facets the list does not know dropped.
 */
export function sanitizeListState<F extends ListFacets>(input: Partial<ListState> | null | undefined, specs: FacetSpecs<F>): ListState<F> {
  const given = (input ?? {}) as Partial<Record<keyof ListState, unknown>>;
  const search = typeof given.search === 'string' ? given.search.slice(0, MAX_SEARCH_LENGTH) : '';
  const sort = SORT_ORDERS.includes(given.sort as SortOrder) ? (given.sort as SortOrder) : 'default';
  const range = given.range as Partial<DateRange> | null | undefined;
  const validRange =
    isCompleteRange(range) && parseDateOnly(range.start) <= parseDateOnly(range.end) ? { start: range.start, end: range.end } : null;
  const pageNumber = typeof given.page === 'number' ? given.page : Number(given.page);
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? Math.floor(pageNumber) : 1;
  const rawFacets = (given.facets && typeof given.facets === 'object' ? given.facets : {}) as Record<string, unknown>;
  const facets = {} as Record<string, FacetValue>;
  for (const name of Object.keys(specs) as Array<keyof F & string>) {
    const spec = specs[name];
    facets[name] = Object.hasOwn(rawFacets, name) ? (spec.parse(rawFacets[name]) ?? spec.default) : spec.default;
  }
  return { search, sort, range: validRange, page, facets: facets as F };
}
