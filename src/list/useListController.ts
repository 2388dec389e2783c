/**
 * The one React binding of the list engine: list state in a reducer, the index memoised per data
 * set, the visible rows derived (never filtered in an effect). Every list screen's controller uses it.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { DateRange } from '../api/types.js';
import { useIsomorphicLayoutEffect } from '../components/useIsomorphicLayoutEffect.js';
import { createListIndex, prepareListIndex, query, type ListIndex } from './listEngine.js';
import type { ListIndexConfig } from './listEngine.js';
import { changeOf, listReducer, sanitizeListState } from './listState.js';
import type { FacetSpecs, ListAction, ListChange, ListFacets, ListState, SortOrder } from './listState.js';

/**
 * The list state props every list screen takes, as form fields do: uncontrolled with an optional
 * `defaultState`, or controlled with `state` and `onStateChange` (the reference console keeps the
 * state in the URL this way). Any value is accepted and made valid (`sanitizeListState`).
 */
export interface ListStateProps<F extends ListFacets = ListFacets> {
  /** The list state (controlled); keep it in step through `onStateChange`. @default undefined (uncontrolled) */
  state?: Partial<ListState>;
  /** Where an uncontrolled list starts. @default search '', sort 'default', no range, page 1, each facet's default */
  defaultState?: Partial<ListState>;
  /** Every change of the list state, with what changed (`search` while typing, `page`, `clamp`, ...). @default undefined */
  onStateChange?: (state: ListState<F>, change: ListChange) => void;
}

export interface UseListControllerConfig<Row, F extends ListFacets = ListFacets> extends ListIndexConfig<Row>, ListStateProps<F> {
  /** The list's own filters and their valid values; a module-level constant. @default no facets */
  facets?: FacetSpecs<F>;
  /**
   * False while the rows are still loading: a page asked for (from a URL) is kept until they are
   * there, instead of being clamped against an empty list. @default true
   */
  ready?: boolean;
  /** A new value starts the list afresh from `defaultState` (another member, another variant). @default undefined */
  resetKey?: unknown;
  /** The state from `useListState`, for a screen that needs it before its rows; the state props above are then unused. @default its own */
  store?: ListStateStore<F>;
}

export interface ListController<Row, F extends ListFacets = ListFacets> {
  /** The list state; `search` is what the box shows, the rows may briefly lag behind it while typing. */
  state: ListState<F>;
  setSearch: (search: string) => void;
  setSort: (sort: SortOrder) => void;
  /** Ignored unless both dates are set (SPEC 5). */
  applyRange: (range: DateRange) => void;
  clearRange: () => void;
  setPage: (page: number) => void;
  /** Sets one of the list's own filters; back to page 1 (and an empty search where the facet says so). */
  setFacet: <K extends keyof F & string>(name: K, value: F[K]) => void;
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

const NO_FACETS = {} as FacetSpecs<never>;
const NO_CONFIG = {};

/** The list state props out of a screen's props, to hand to `useListController`. */
export function listStateOf<F extends ListFacets>({ state, defaultState, onStateChange }: ListStateProps<F>): ListStateProps<F> {
  return { state, defaultState, onStateChange };
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

/** The list's own state and its changes, before any rows: what `useListState` returns. */
export interface ListStateStore<F extends ListFacets = ListFacets> {
  /** The (valid) state; its page may still be past the end until the rows clamp it. */
  state: ListState<F>;
  setSearch: (search: string) => void;
  setSort: (sort: SortOrder) => void;
  applyRange: (range: DateRange) => void;
  clearRange: () => void;
  setPage: (page: number) => void;
  setFacet: <K extends keyof F & string>(name: K, value: F[K]) => void;
  /** Moves the page into the list's pages (the rows side calls it). */
  clampPage: (totalRows: number) => void;
}

/**
 * The state half of the list controller: uncontrolled or controlled, made valid, with its actions.
 * A screen whose rows depend on the state (a tab chooses what loads) calls it first and hands the
 * result to `useListController` as `store`.
 *
 * @example
 * const store = useListState({ facets: QUIZ_FACETS, ...listStateOf(props) });
 * const loader = useLoader((signal) => api.quiz.list(store.state.facets.bank, { signal }), ...);
 * const list = useListController(loader.state.data ?? [], { searchText, store });
 */
export function useListState<F extends ListFacets = ListFacets>(
  config: ListStateProps<F> & Pick<UseListControllerConfig<unknown, F>, 'facets' | 'resetKey'>,
): ListStateStore<F> {
  const specs = (config.facets ?? NO_FACETS) as FacetSpecs<F>;
  const { state: stateProp, defaultState, onStateChange, resetKey } = config;
  const controlled = stateProp !== undefined;
  const [inner, setInner] = useState(() => sanitizeListState(defaultState, specs));
  // A controlled state is checked once per value the host hands in (the host keeps it stable, e.g.
  // memoised on the URL's query string).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const outer = useMemo(() => (controlled ? sanitizeListState(stateProp, specs) : undefined), [controlled, stateProp]);

  // A host may apply a controlled state in a transition (react-router's navigations do), so the
  // search it hands back can lag behind the keyboard. Until it catches up, the list shows the state
  // it sent while typing (the typed search, page 1): an older value would undo the keystrokes typed
  // since. Other changes (a page, a tab) wait for the host as before. `sent` holds the search the host
  // had and every one handed to it since; a search from the host that is none of them (Back, a
  // reset) wins over the typing.
  const [typed, setTyped] = useState<{ state: ListState<F>; sent: readonly string[] } | null>(null);
  if (typed && outer && (outer.search === typed.state.search || !typed.sent.includes(outer.search))) setTyped(null);
  const state = (outer && typed?.state) || outer || inner;

  // A new reset key: an uncontrolled list starts again at once, a controlled one asks its host.
  const [seenKey, setSeenKey] = useState(resetKey);
  const [resets, setResets] = useState(0);
  if (!Object.is(seenKey, resetKey)) {
    setSeenKey(resetKey);
    if (controlled) setResets((count) => count + 1);
    else setInner(sanitizeListState(defaultState, specs));
  }

  const latest = useRef({ state, controlled, onStateChange, specs, defaultState });
  useIsomorphicLayoutEffect(() => {
    latest.current = { state, controlled, onStateChange, specs, defaultState };
  });
  useEffect(() => {
    if (resets === 0) return;
    const current = latest.current;
    current.onStateChange?.(sanitizeListState(current.defaultState, current.specs), 'reset');
  }, [resets]);

  const actions = useMemo(() => {
    const dispatch = (action: ListAction) => {
      const current = latest.current;
      const next = listReducer(current.state, action) as ListState<F>;
      if (next === current.state) return;
      // Two changes in one event build on each other.
      const previousSearch = current.state.search;
      current.state = next;
      if (!current.controlled) setInner(next);
      else if (action.type === 'setSearch' && next.search !== previousSearch) {
        setTyped((held) => ({ state: next, sent: [...(held?.sent ?? [previousSearch]), next.search] }));
      }
      current.onStateChange?.(next, changeOf(action));
    };
    return {
      setSearch: (value: string) => dispatch({ type: 'setSearch', search: value }),
      setSort: (value: SortOrder) => dispatch({ type: 'setSort', sort: value }),
      applyRange: (value: DateRange) => dispatch({ type: 'applyRange', range: value }),
      clearRange: () => dispatch({ type: 'clearRange' }),
      setPage: (value: number) => dispatch({ type: 'setPage', page: value }),
      setFacet: <K extends keyof F & string>(name: K, value: F[K]) => {
        const { specs: current } = latest.current;
        const spec = current[name];
        const alsoSet = Object.fromEntries((spec?.resets ?? []).map((other) => [other, current[other]?.default ?? []]));
        dispatch({ type: 'setFacet', name, value, clearSearch: spec?.clearsSearch, alsoSet });
      },
      clampPage: (totalRows: number) => dispatch({ type: 'clampPage', totalRows }),
    };
  }, []);
  return useMemo(() => ({ state, ...actions }), [state, actions]);
}

/**
 * Binds `rows` to a list state. The index is rebuilt only when the `rows` array changes identity;
 * the accessors of `config` are read at that moment, so they need not be memoised. The query re-runs
 * only when the state or the index changes, and the page is clamped when rows go away (or a page
 * past the end was asked for), once the rows are `ready`.
 *
 * @example
 * const list = useListController(partners, {
 *   searchText: (p) => [p.firstName, p.lastName, p.email, p.companyName],
 *   date: (p) => p.createdAt,
 * });
 */
export function useListController<Row, F extends ListFacets = ListFacets>(
  rows: readonly Row[],
  config: UseListControllerConfig<Row, F>,
): ListController<Row, F> {
  const { ready = true, store: given } = config;
  // Always called (hooks run in a fixed order); unused when the screen brings its own store.
  const own = useListState<F>(given ? NO_CONFIG : config);
  const store = given ?? own;
  const { state } = store;

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

  // Rows went away (a removal, a narrower list) or a page past the end was asked for: the rows show
  // the last page at once, and the state follows (after the rows are there, so a page from a URL
  // survives the loading).
  const mustClamp = ready && result.page !== page;
  const { clampPage } = store;
  useEffect(() => {
    if (mustClamp) clampPage(result.total);
  }, [mustClamp, result.total, clampPage]);
  const shownState = useMemo(() => (result.page === state.page ? state : { ...state, page: result.page }), [state, result.page]);

  const { setSearch, setSort, applyRange, clearRange, setPage, setFacet } = store;
  return {
    state: shownState,
    setSearch,
    setSort,
    applyRange,
    clearRange,
    setPage,
    setFacet,
    pageRows: result.rows,
    total: result.total,
    pageCount: result.pageCount,
    get filteredRows() {
      return result.filteredRows;
    },
    isStale: search !== state.search,
  };
}
