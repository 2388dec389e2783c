/**
 * The one React binding of the list engine: list state in a reducer, the index memoised per data
 * set, the visible rows derived (never filtered in an effect). Every list screen's controller uses it.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { DateRange } from '../api/types.js';
import { useIsomorphicLayoutEffect } from '../platform/useIsomorphicLayoutEffect.js';
import { useLocale } from '../i18n/MessagesProvider.js';
import { lazyModule, useLazyModule } from '../platform/lazyPart.js';
import type { ListIndex, ListIndexConfig, ListQueryResult } from './listEngine.js';
import { useRememberedPageSize } from './listPreferences.js';
import { STATUS_FILTER_VALUES, changeOf, columnSortOf, listReducer, pageCountFor, sameFacetValue, sanitizeListState } from './listState.js';
import type { FacetSpecs, FacetValue, ListAction, ListChange, ListFacets, ListSort, ListState, StatusFilterValue } from './listState.js';

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

/**
 * One facet controlled on its own, as a form field is: what a screen's `tab` / `defaultTab` /
 * `onTabChange` props become. A new `value` goes through the list's rules like a click does (back
 * to page 1, the facet's `clearsSearch` and `resets`).
 */
export interface FacetControl<V extends FacetValue = FacetValue> {
  /** The facet's value (controlled): a change the list asks for goes to `onChange` and waits for it. @default undefined (uncontrolled) */
  value?: V;
  /** Where the facet starts when neither `value` nor the list state names it. @default the facet's default */
  defaultValue?: V;
  /** Every change of the facet the list asks for (a tab clicked), controlled or not. @default undefined */
  onChange?: (value: V) => void;
}

/** The facets controlled on their own, by name. */
export type FacetControls<F extends ListFacets> = { readonly [K in keyof F]?: FacetControl<F[K]> };

export interface UseListControllerConfig<Row, F extends ListFacets = ListFacets> extends Omit<ListIndexConfig<Row>, 'locale'>, ListStateProps<F> {
  /**
   * The list's name among the lists, under which its user's choices are remembered (rows per page
   * here, hidden columns in `ListView`; see `ListPreferences`), e.g. 'partner-deals'.
   * @default undefined (nothing remembered; ListView names the columns after its caption)
   */
  name?: string;
  /** The list's own filters and their valid values; a module-level constant. With a `status` accessor, `status: statusFacet()` among them. @default no facets */
  facets?: FacetSpecs<F>;
  /**
   * The id of the column that shows the `date`: its header sorts Old to New, then New to Old, as the
   * Sort By menu does. @default undefined (no header sorts by the date)
   */
  dateColumn?: string;
  /** Facets a host controls on their own (a screen's `tab` / `defaultTab` / `onTabChange`). @default none */
  facetControls?: FacetControls<F>;
  /**
   * The rows the list's own filters keep (the ticked content types), applied before search, sort
   * and range. Memoise it on what it reads: a new function filters and indexes the rows again.
   * @default every row
   */
  filter?: (row: Row) => boolean;
  /**
   * False while the rows are still loading: a page asked for (from a URL) is kept until they are
   * there, instead of being clamped against an empty list. @default true
   */
  ready?: boolean;
  /** A new value starts the list afresh from `defaultState` (another member, another variant). @default undefined */
  resetKey?: unknown;
  /** The state from `useListState`, for a screen that needs it before its rows; the state props above are then unused. @default its own */
  store?: ListStateStore<F>;
  /**
   * Server mode (the list's optional `query`, see `useListSource`): the page the server answered,
   * shown as it is; `rows` are then unused and nothing is searched, sorted or counted here.
   * @default undefined (the list pages `rows` in the browser)
   */
  page?: ServerListPage<Row>;
  /** Server mode: reads every filtered row (`ListSource.loadAll`), handed on as `loadFilteredRows`. @default undefined */
  loadAll?: () => Promise<readonly Row[]>;
}

/** A page of a list the server searched, sorted and counted (`ListPage`), and whether it answers the state shown. */
export interface ServerListPage<Row> {
  rows: readonly Row[];
  total: number;
  page: number;
  statusCounts?: Readonly<Record<StatusFilterValue, number>>;
  /** False while a newer state's page is on its way (the rows are the previous state's). */
  current: boolean;
}

/** The changes a list's state takes; every one but `setPage` and `setPageSize` goes back to page 1. */
export interface ListActions<F extends ListFacets = ListFacets> {
  setSearch: (search: string) => void;
  /** A Sort By option or a column's order (`ListSort`). */
  setSort: (sort: ListSort) => void;
  /** Ignored unless both dates are set. */
  applyRange: (range: DateRange) => void;
  clearRange: () => void;
  setPage: (page: number) => void;
  /** Another of PAGE_SIZES rows per page, remembered for the list (its `name`); the first row shown stays in view. */
  setPageSize: (pageSize: number) => void;
  /** Sets one of the list's own filters; back to page 1 (and an empty search where the facet says so). */
  setFacet: <K extends keyof F & string>(name: K, value: F[K]) => void;
}

/**
 * A list's status filter as a view shows it: the status chosen, how many rows each would show,
 * and the way to choose; the props of the kit's `StatusFilter` (`<StatusFilter {...list.statusFilter} />`).
 */
export interface ListStatusFilter {
  /** The status chosen ('all': every status). */
  value: StatusFilterValue;
  /** Rows per status among those the search, the dates and the list's own filters keep; `all`: all of them. */
  counts: Readonly<Record<StatusFilterValue, number>>;
  /** Chooses a status: the list's `status` facet, back to page 1. */
  onValueChange: (value: StatusFilterValue) => void;
}

export interface ListController<Row, F extends ListFacets = ListFacets> extends ListActions<F> {
  /** The list state; `search` is what the box shows, the rows may briefly lag behind it while typing. */
  state: ListState<F>;
  /** The list's name for remembered preferences (config `name`). */
  name: string | undefined;
  /** The rows of the current page. */
  pageRows: Row[];
  /** Rows passing search, date range and status. */
  total: number;
  pageCount: number;
  /** The ids of the columns whose headers sort (the `sortKeys` and the `dateColumn`). */
  sortableColumns: ReadonlySet<string>;
  /** The column whose header sorts as Old to New / New to Old, if any. */
  dateColumn: string | undefined;
  /** The status filter, with a `status` accessor; else undefined. */
  statusFilter: ListStatusFilter | undefined;
  /** Every filtered row in sort order: what the exports cover. Built when first read (so read it only to use it). Do not mutate. */
  filteredRows: readonly Row[];
  /** True while the rows still answer an older search text or sort (the new one is computed in the background). */
  isStale: boolean;
  /** Server mode: reads every filtered row, page by page through the query, for an export (`filteredRows` is then the page's). @default undefined */
  loadFilteredRows?: () => Promise<readonly Row[]>;
  /**
   * True while the code that searches, sorts and pages loaded rows is still on its way (it loads by
   * import() when the first list mounts, beside the list's request): the rows are then empty and
   * a view shows its loading text, as `ListView` does. Never in server mode. @default false
   */
  preparing?: boolean;
}

const NO_FACETS = {} as FacetSpecs<never>;
const NO_COLUMNS: ReadonlySet<string> = new Set();
const NO_CONTROLS = {} as FacetControls<never>;
const NO_CONFIG = {};

/** The list's action for a new facet value, with what its spec asks for (an empty search, other facets reset). */
function setFacetAction(specs: FacetSpecs<ListFacets>, name: string, value: FacetValue): ListAction {
  const spec = specs[name];
  const alsoSet = Object.fromEntries((spec?.resets ?? []).map((other) => [other, specs[other]?.default ?? []]));
  return { type: 'setFacet', name, value, clearSearch: spec?.clearsSearch, alsoSet };
}

/** What the helpers below read of the facet controls. */
type ControlValues = { readonly [name: string]: Pick<FacetControl, 'value' | 'defaultValue'> | undefined };

/** The default state with each controlled facet's `value`, or its `defaultValue` where the state names none. */
function withDefaultFacets(defaultState: Partial<ListState> | undefined, controls: ControlValues): Partial<ListState> | undefined {
  const given: Record<string, FacetValue> = {};
  for (const [name, control] of Object.entries(controls)) {
    const named = Object.hasOwn(defaultState?.facets ?? {}, name);
    const value = control?.value ?? (named ? undefined : control?.defaultValue);
    if (value !== undefined) given[name] = value;
  }
  return Object.keys(given).length === 0 ? defaultState : { ...defaultState, facets: { ...defaultState?.facets, ...given } };
}

/** The values of the controlled facets (made valid) as JSON: the same text while they stay the same. */
function controlledFacets(controls: ControlValues, specs: FacetSpecs<ListFacets>): string {
  const held: Record<string, FacetValue> = {};
  for (const [name, control] of Object.entries(controls)) {
    const spec = specs[name];
    if (control?.value !== undefined && spec) held[name] = spec.parse(control.value) ?? spec.default;
  }
  return JSON.stringify(held);
}

/** The state with the controlled facets' values. */
function overrideFacets<F extends ListFacets>(state: ListState<F>, held: Readonly<Record<string, FacetValue>>): ListState<F> {
  const differs = Object.entries(held).some(([name, value]) => !sameFacetValue(state.facets[name], value));
  return differs ? { ...state, facets: { ...state.facets, ...held } } : state;
}

/** The facet changes that bring `state` to the controlled values. */
function facetActions(state: ListState, held: Readonly<Record<string, FacetValue>>, specs: FacetSpecs<ListFacets>): ListAction[] {
  return Object.entries(held)
    .filter(([name, value]) => !sameFacetValue(state.facets[name], value))
    .map(([name, value]) => setFacetAction(specs, name, value));
}

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
 * Once its search texts are prepared (the first part of preparing its index), a list up to this
 * length answers in the keystroke's own render too: its search is quicker than a deferred render,
 * which first waits for a frame to be painted on every keystroke. Longer lists, and any list over
 * ANSWER_AT_ONCE_UNPREPARED_ROWS whose search texts are still being built, answer in a deferred
 * render, so the box never waits for them. The rest of the preparation (dates, the columns'
 * orders) is not waited for: a keystroke does not read it (issue 33: 100,000 deals took seconds
 * to prepare whole under load, and the first keystrokes after a load rendered twice).
 */
const ANSWER_AT_ONCE_PREPARED_ROWS = 150_000;

/**
 * The list engine (search, sort, filters and counts over rows loaded whole): a list paged on the
 * server needs none of it, so it is not in a consumer's first bundle. It loads by import() when a
 * list in client mode first mounts, in the same commit as the list's own request starts, and is
 * kept; until it has arrived the list is `preparing` (issue 33, docs/performance.md).
 */
const listEngine = lazyModule(() => import('./listEngine.js'));

/** Starts loading the list engine (tests and hosts that render rows they already hold may await it). */
export const loadListEngine = listEngine.load;

/** The list's own state and its changes, before any rows: what `useListState` returns. */
export interface ListStateStore<F extends ListFacets = ListFacets> extends ListActions<F> {
  /** The (valid) state; its page may still be past the end until the rows clamp it. */
  state: ListState<F>;
  /** Moves the page into the list's pages (the rows side calls it). */
  clampPage: (totalRows: number) => void;
  /** Back to the default order, as a correction (a column the list cannot sort by, from a URL); the rows side calls it. */
  resetSort: () => void;
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
  config: ListStateProps<F> & Pick<UseListControllerConfig<unknown, F>, 'facets' | 'resetKey' | 'facetControls' | 'name'>,
): ListStateStore<F> {
  const specs = (config.facets ?? NO_FACETS) as FacetSpecs<F>;
  const { state: stateProp, onStateChange, resetKey } = config;
  const controls = (config.facetControls ?? NO_CONTROLS) as FacetControls<F>;
  const defaultState = withDefaultFacets(config.defaultState, controls);
  const controlled = stateProp !== undefined;
  // Where a state names no page size, the one the user picked for this list before.
  const [rememberedPageSize, rememberPageSize] = useRememberedPageSize(config.name);
  const defaults = { pageSize: rememberedPageSize };
  const [inner, setInner] = useState(() => sanitizeListState(defaultState, specs, defaults));
  // A controlled state is checked once per value the host hands in (the host keeps it stable, e.g.
  // memoised on the URL's query string).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const outer = useMemo(() => (controlled ? sanitizeListState(stateProp, specs, defaults) : undefined), [controlled, stateProp, rememberedPageSize]);

  // A host may apply a controlled state in a transition (react-router's navigations do), so the
  // search it hands back can lag behind the keyboard. Until it catches up, the list shows the state
  // it sent while typing (the typed search, page 1): an older value would undo the keystrokes typed
  // since. Other changes (a page, a tab) wait for the host as before. `sent` holds the search the host
  // had and every one handed to it since; a search from the host that is none of them (Back, a
  // reset) wins over the typing.
  const [typed, setTyped] = useState<{ state: ListState<F>; sent: readonly string[] } | null>(null);
  if (typed && outer && (outer.search === typed.state.search || !typed.sent.includes(outer.search))) setTyped(null);
  const listState = (outer && typed?.state) || outer || inner;
  // Controlled facets show the host's value at once; the page-1 rule follows below.
  const heldKey = controlledFacets(controls, specs);
  const heldFacets = useMemo(() => JSON.parse(heldKey) as Readonly<Record<string, FacetValue>>, [heldKey]);
  const state = useMemo(() => overrideFacets(listState, heldFacets), [listState, heldFacets]);

  // A new reset key: an uncontrolled list starts again at once, a controlled one asks its host.
  const [seenKey, setSeenKey] = useState(resetKey);
  const [resets, setResets] = useState(0);
  if (!Object.is(seenKey, resetKey)) {
    setSeenKey(resetKey);
    if (controlled) setResets((count) => count + 1);
    else setInner(sanitizeListState(defaultState, specs, defaults));
  }

  // A controlled facet's new value goes through the list's rules, as a click would: an
  // uncontrolled list applies it at once, a controlled one asks its host; both tell onStateChange.
  const [seenFacets, setSeenFacets] = useState(heldKey);
  const [facetChange, setFacetChange] = useState<ListState<F> | null>(null);
  if (seenFacets !== heldKey) {
    setSeenFacets(heldKey);
    const moved = facetActions(listState, heldFacets, specs);
    if (moved.length > 0) {
      const next = moved.reduce((current, action) => listReducer(current, action) as ListState<F>, listState);
      if (!controlled) setInner(next);
      setFacetChange(next);
    }
  }

  const latest = useRef({ state, controlled, onStateChange, specs, defaultState, controls, defaults, rememberPageSize });
  useIsomorphicLayoutEffect(() => {
    latest.current = { state, controlled, onStateChange, specs, defaultState, controls, defaults, rememberPageSize };
  });
  useEffect(() => {
    if (resets === 0) return;
    const current = latest.current;
    current.onStateChange?.(sanitizeListState(current.defaultState, current.specs, current.defaults), 'reset');
  }, [resets]);
  useEffect(() => {
    if (facetChange) latest.current.onStateChange?.(facetChange, 'facet');
  }, [facetChange]);

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
      setSort: (value: ListSort) => dispatch({ type: 'setSort', sort: value }),
      applyRange: (value: DateRange) => dispatch({ type: 'applyRange', range: value }),
      clearRange: () => dispatch({ type: 'clearRange' }),
      setPage: (value: number) => dispatch({ type: 'setPage', page: value }),
      setPageSize: (value: number) => {
        latest.current.rememberPageSize(value);
        dispatch({ type: 'setPageSize', pageSize: value });
      },
      setFacet: <K extends keyof F & string>(name: K, value: F[K]) => {
        const { specs: current, controls: facetControls, state: shown } = latest.current;
        const control = facetControls[name];
        if (control?.onChange && !sameFacetValue(shown.facets[name], value)) control.onChange(value);
        if (control?.value !== undefined) return;
        dispatch(setFacetAction(current, name, value));
      },
      clampPage: (totalRows: number) => dispatch({ type: 'clampPage', totalRows }),
      resetSort: () => dispatch({ type: 'resetSort' }),
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
  const { ready = true, store: given, filter, dateColumn } = config;
  // Always called (hooks run in a fixed order); unused when the screen brings its own store.
  const own = useListState<F>(given ? NO_CONFIG : config);
  const store = given ?? own;
  const { state } = store;
  const locale = useLocale();
  const served = config.page;
  // Server mode (a page answered, or the way to read every page) needs no engine.
  const clientMode = served === undefined && config.loadAll === undefined;
  const engine = useLazyModule(listEngine, clientMode);

  // Deliberately keyed on `rows` (and the language, which orders text): accessors are usually
  // inline arrow functions, and rebuilding the index on every render is exactly the cost this hook
  // exists to avoid.
  const kept = useMemo(() => (filter ? rows.filter((row) => filter(row)) : rows), [rows, filter]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const index = useMemo(() => engine?.createListIndex(kept, { ...config, locale }), [engine, kept, locale]);
  const [searchableIndex, setSearchableIndex] = useState<ListIndex<Row> | null>(null);
  const length = index?.rows.length ?? 0;
  // Only a list whose way of answering changes once its search texts are prepared renders again then.
  const preparationMatters = length > ANSWER_AT_ONCE_UNPREPARED_ROWS && length <= ANSWER_AT_ONCE_PREPARED_ROWS;
  useEffect(
    () => (engine && index ? engine.prepareWhenIdle(index, () => preparationMatters && setSearchableIndex(index)) : undefined),
    [engine, index, preparationMatters],
  );
  // Keystrokes update the box at once; over a list too long to search within the keystroke's
  // render the search follows at lower priority. A list that answers in the same render keeps its
  // deferred value constant: a changing one would schedule a second, useless render per keystroke.
  const deferring = length > (searchableIndex === index ? ANSWER_AT_ONCE_PREPARED_ROWS : ANSWER_AT_ONCE_UNPREPARED_ROWS);
  const deferredSearch = useDeferredValue(deferring ? state.search : '');
  const search = deferring ? deferredSearch : state.search;

  // The columns a header sorts by; a sort by any other column (from a URL) is the default order.
  const sortKeyNames = Object.keys(config.sortKeys ?? {}).join('\n');
  const sortableColumns = useMemo(() => {
    const columns = new Set(sortKeyNames === '' ? [] : sortKeyNames.split('\n'));
    if (dateColumn) columns.add(dateColumn);
    return columns.size === 0 ? NO_COLUMNS : columns;
  }, [sortKeyNames, dateColumn]);
  const sorted = columnSortOf(state.sort, dateColumn);
  // The date column's own id as a sort ('registrationDate') is the Sort By menu's order.
  const sort: ListSort =
    sorted === null || sorted.column !== dateColumn ? state.sort : sorted.direction === 'asc' ? 'oldToNew' : 'newToOld';
  const validSort = sorted === null || sortableColumns.has(sorted.column) || state.sort === 'oldToNew' || state.sort === 'newToOld';
  // A sort asked for before idle time has made its order, over a list too long to make it within
  // the click (a first sort by a text column ranks every row: 0.7 s in the click at 100,000 rows on
  // a busy machine, issue 33 item 5), is made a slice at a time (`query`'s `onSortMade`); the rows
  // keep their order (`isStale`) until then, and the header shows the order asked for. So is a long
  // list's first answer (its default order, status counts, or a sort or search from the URL): the
  // list shows as loading (`preparing`) until then.
  const [sortsMade, sortMade] = useState(0);
  const { range, page, pageSize } = state;
  const hasStatus = config.status !== undefined;
  const status = hasStatus ? statusOf(state.facets.status) : undefined;
  const result = useMemo(
    () =>
      served
        ? servedResult(served, pageSize)
        : engine && index
          ? engine.query(index, { search, sort: validSort ? sort : 'default', range, page, pageSize, status }, () => sortMade((made) => made + 1))
          : noResult<Row>(page, pageSize),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sortsMade: the query again once a sort's order is made
    [served, engine, index, search, sort, validSort, range, page, pageSize, status, sortsMade],
  );

  // Rows went away (a removal, a narrower list) or a page past the end was asked for: the rows show
  // the last page at once, and the state follows (after the rows are there, so a page from a URL
  // survives the loading). A sort by a column the list has not is put back to the default too.
  const mustClamp = ready && result.page !== page && (served?.current ?? true);
  const { clampPage, resetSort, setFacet } = store;
  useEffect(() => {
    if (mustClamp) clampPage(result.total);
  }, [mustClamp, result.total, clampPage]);
  useEffect(() => {
    if (!validSort) resetSort();
  }, [validSort, resetSort]);
  const shownState = useMemo(() => {
    const shownSort = validSort ? sort : 'default';
    return result.page === state.page && shownSort === state.sort ? state : { ...state, page: result.page, sort: shownSort };
  }, [state, result.page, sort, validSort]);

  const counts = result.statusCounts;
  // Stable while the store is: the filter's radios then stay the same elements while the counts
  // change with each keystroke (StatusFilter).
  const onStatusChange = useMemo(() => (value: StatusFilterValue) => setFacet('status' as keyof F & string, value as F[keyof F & string]), [setFacet]);
  const statusFilter = useMemo(
    (): ListStatusFilter | undefined =>
      status === undefined
        ? undefined
        : {
            value: status,
            counts: Object.fromEntries(STATUS_FILTER_VALUES.map((value) => [value, counts?.[value] ?? 0])) as Record<StatusFilterValue, number>,
            onValueChange: onStatusChange,
          },
    [status, counts, onStatusChange],
  );

  return {
    // The store's actions (setSearch, setSort, ...; its clampPage and resetSort come along unused).
    ...store,
    state: shownState,
    name: config.name,
    setFacet,
    pageRows: result.rows,
    total: result.total,
    pageCount: result.pageCount,
    sortableColumns,
    dateColumn,
    statusFilter,
    get filteredRows() {
      return result.filteredRows;
    },
    isStale: served ? !served.current : search !== state.search || !!result.sortWaiting,
    loadFilteredRows: served ? config.loadAll : undefined,
    // No index yet (the engine on its way), or a long list's first answer made in slices (`query`).
    preparing: clientMode && (!index || result.preparing === true),
  };
}

/** No rows yet, on the page asked for (so nothing is clamped): the answer while the engine is on its way. */
function noResult<Row>(page: number, pageSize: number): ListQueryResult<Row> {
  return { rows: [], total: 0, page, pageCount: 1, pageSize, filteredRows: [], statusCounts: null };
}

/** A served page as the engine's answer; the filtered rows are the page's (server mode exports through `query`). */
function servedResult<Row>(served: ServerListPage<Row>, pageSize: number): ListQueryResult<Row> {
  const rows = served.rows as Row[];
  return { rows, total: served.total, page: served.page, pageCount: pageCountFor(served.total, pageSize), pageSize, filteredRows: rows, statusCounts: served.statusCounts ?? null };
}

/** A status facet's value as the filter reads it ('all' for anything else). */
function statusOf(value: FacetValue | undefined): StatusFilterValue {
  return typeof value === 'string' && (STATUS_FILTER_VALUES as readonly string[]).includes(value) ? (value as StatusFilterValue) : 'all';
}
