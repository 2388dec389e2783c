/**
 * Client-side list state (search text, sort, date range, page) as a plain reducer, with no React.
 * Every list screen uses it through `useListController`; the rules live here once:
 * - every change of search, sort or range goes back to page 1 (SPEC 2.13);
 * - the page is clamped to the last page when rows go away (SPEC 4, "clamped to the remaining page count").
 */
import type { DateRange } from '../api/types.js';

/** Rows per page on every list (SPEC 9). */
export const PAGE_SIZE = 10;

/** Sort options of every list (SPEC 9): server order, or by createdAt ascending / descending. */
export type SortOrder = 'default' | 'oldToNew' | 'newToOld';

export const SORT_ORDERS: readonly SortOrder[] = ['default', 'oldToNew', 'newToOld'];

export interface ListState {
  /** The search box text as typed (trimmed and lower-cased only when matching). */
  search: string;
  sort: SortOrder;
  /** An applied date range (both dates 'YYYY-MM-DD'), or null for no date filter. */
  range: DateRange | null;
  /** 1-based page number. */
  page: number;
}

export type ListAction =
  | { type: 'setSearch'; search: string }
  | { type: 'setSort'; sort: SortOrder }
  | { type: 'applyRange'; range: DateRange }
  | { type: 'clearRange' }
  | { type: 'setPage'; page: number }
  | { type: 'clampPage'; totalRows: number };

export const initialListState: ListState = { search: '', sort: 'default', range: null, page: 1 };

/** A fresh state, optionally starting from some values (page 1 unless given). */
export function createListState(initial?: Partial<ListState>): ListState {
  return { ...initialListState, ...initial };
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
 * `endOfDay` (SPEC 5: the end date is inclusive). NaN when the text is not a real calendar date.
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

/** True when both dates are present real 'YYYY-MM-DD' dates (SPEC 5: Apply needs both). */
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
    case 'clampPage':
      return clampPage(state, action.totalRows);
    default:
      return state;
  }
}
