/**
 * The one React binding of the list engine: list state in a reducer, the index memoised per data
 * set, the visible rows derived (never filtered in an effect). Every list screen's controller uses it.
 */
import { useDeferredValue, useEffect, useMemo, useReducer, useState } from 'react';
import type { DateRange } from '../api/types.js';
import { createListIndex, prepareListIndex, query, type ListIndex } from './listEngine.js';
import type { ListIndexConfig } from './listEngine.js';
import { createListState, listReducer } from './listState.js';
import type { ListState, SortOrder } from './listState.js';

export interface UseListControllerConfig<Row> extends ListIndexConfig<Row> {
  /** Where the list starts (for example a page restored from the URL). @default search '', sort 'default', no range, page 1 */
  initialState?: Partial<ListState>;
}

export interface ListController<Row> {
  /** The list state; `search` is what the box shows, the rows may briefly lag behind it while typing. */
  state: ListState;
  setSearch: (search: string) => void;
  setSort: (sort: SortOrder) => void;
  /** Ignored unless both dates are set (SPEC 5). */
  applyRange: (range: DateRange) => void;
  clearRange: () => void;
  setPage: (page: number) => void;
  /** The rows of the current page. */
  pageRows: Row[];
  /** Rows passing search and date range. */
  total: number;
  pageCount: number;
  /** Every filtered row in sort order: what the exports cover. Built when first read (so read it only to use it). Do not mutate. */
  filteredRows: readonly Row[];
  /** True while the rows still answer an older search text (the new one is computed in the background). */
  isStale: boolean;
}

/**
 * Lists up to this length answer a new search text in the keystroke's own render, even before
 * their index is prepared: their search takes a few milliseconds at most.
 */
const ANSWER_AT_ONCE_UNPREPARED_ROWS = 5000;

/**
 * Once its index is prepared, a list up to this length answers in the keystroke's own render too:
 * `npm run bench` measured a prepared 100,000-row list reaching its new rows in about 5 ms
 * (median) and 10-16 ms (p95) that way, while a deferred render first waits for a frame to be
 * painted (about 10 ms more on every keystroke). Longer lists, and any list over
 * ANSWER_AT_ONCE_UNPREPARED_ROWS whose search texts are still being built, answer in a deferred
 * render, so the box never waits for them.
 */
const ANSWER_AT_ONCE_PREPARED_ROWS = 150_000;

/** Longest slice of index preparation per idle callback, in ms. */
const PREPARE_SLICE_MS = 8;

type IdleWindow = typeof globalThis & {
  requestIdleCallback?: (callback: (deadline: { timeRemaining: () => number }) => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Prepares an index in idle time, a slice at a time (requestIdleCallback, or a timer where there
 * is none), so the first render shows rows without waiting for it and the first keystroke
 * usually finds the search texts ready. Returns the cancel function.
 */
function prepareWhenIdle(index: ListIndex<unknown>, onPrepared: () => void): () => void {
  const host = globalThis as IdleWindow;
  let cancel = () => {};
  const step = (budgetMs: number) => {
    if (prepareListIndex(index, Math.min(PREPARE_SLICE_MS, Math.max(1, budgetMs)))) return onPrepared();
    schedule();
  };
  const schedule = () => {
    if (host.requestIdleCallback && host.cancelIdleCallback) {
      const handle = host.requestIdleCallback((deadline) => step(deadline.timeRemaining()), { timeout: 500 });
      cancel = () => host.cancelIdleCallback?.(handle);
    } else {
      const handle = setTimeout(() => step(PREPARE_SLICE_MS), 0);
      cancel = () => clearTimeout(handle);
    }
  };
  schedule();
  return () => cancel();
}

/**
 * Binds `rows` to a list state. The index is rebuilt only when the `rows` array changes identity;
 * the accessors of `config` are read at that moment, so they need not be memoised. The query re-runs
 * only when the state or the index changes, and the page is clamped when rows go away.
 *
 * @example
 * const list = useListController(partners, {
 *   searchText: (p) => [p.firstName, p.lastName, p.email, p.companyName],
 *   date: (p) => p.createdAt,
 * });
 */
export function useListController<Row>(rows: readonly Row[], config: UseListControllerConfig<Row>): ListController<Row> {
  const [state, dispatch] = useReducer(listReducer, config.initialState, createListState);
  // Deliberately keyed on `rows` alone: accessors are usually inline arrow functions, and
  // rebuilding the index on every render is exactly the cost this hook exists to avoid.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const index = useMemo(() => createListIndex(rows, config), [rows]);
  const [preparedIndex, setPreparedIndex] = useState<ListIndex<Row> | null>(null);
  // Only a list whose way of answering changes with preparation renders again when it ends.
  const preparationMatters = index.rows.length > ANSWER_AT_ONCE_UNPREPARED_ROWS && index.rows.length <= ANSWER_AT_ONCE_PREPARED_ROWS;
  useEffect(() => prepareWhenIdle(index, () => preparationMatters && setPreparedIndex(index)), [index, preparationMatters]);
  // Keystrokes update the box at once; over a list too long to search within the keystroke's
  // render the search follows at lower priority. A list that answers in the same render keeps its
  // deferred value constant: a changing one would schedule a second, useless render per keystroke.
  const length = index.rows.length;
  const deferring = length > (preparedIndex === index ? ANSWER_AT_ONCE_PREPARED_ROWS : ANSWER_AT_ONCE_UNPREPARED_ROWS);
  const deferredSearch = useDeferredValue(deferring ? state.search : '');
  const search = deferring ? deferredSearch : state.search;
  const { sort, range, page } = state;
  const result = useMemo(() => query(index, { search, sort, range, page }), [index, search, sort, range, page]);

  // Rows went away (a removal, a narrower list): move to the last page that still exists.
  // A render-phase update of this component's own state, applied before anything is committed.
  if (result.page !== page) dispatch({ type: 'clampPage', totalRows: result.total });

  const actions = useMemo(
    () => ({
      setSearch: (value: string) => dispatch({ type: 'setSearch', search: value }),
      setSort: (value: SortOrder) => dispatch({ type: 'setSort', sort: value }),
      applyRange: (value: DateRange) => dispatch({ type: 'applyRange', range: value }),
      clearRange: () => dispatch({ type: 'clearRange' }),
      setPage: (value: number) => dispatch({ type: 'setPage', page: value }),
    }),
    [],
  );

  return {
    state,
    ...actions,
    pageRows: result.rows,
    total: result.total,
    pageCount: result.pageCount,
    get filteredRows() {
      return result.filteredRows;
    },
    isStale: search !== state.search,
  };
}
