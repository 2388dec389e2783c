import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams, type Location, type NavigateFunction } from 'react-router-dom';
import {
  listStateFromSearchParams,
  listStateToSearchParams,
  type DealDetailsChange,
  type FacetSpecs,
  type Id,
  type ListChange,
  type ListFacets,
  type ListState,
} from 'partner-console';

/** The changes worth a Back step; typing in the search box and the list's own corrections replace the entry. */
const NEW_ENTRY: ReadonlySet<ListChange> = new Set<ListChange>(['page', 'pageSize', 'sort', 'range', 'facet']);

/**
 * The one list write not in the URL yet (a page shows one list at a time): written after the
 * list's rows have painted, or at once when something else is about to navigate.
 */
let pendingWrite: { write: () => void; query: string; timer: number; owner: object } | null = null;
/** The query of the last list write while the router has not rendered it yet (it does so in a transition). */
let unrendered: { query: string; owner: object } | null = null;

/**
 * The list's query as its rows show it ('?q=acme', or '' for the defaults), for a navigation that
 * carries it (opening a record from the list): a pending write is written now, and a write the
 * router has not rendered yet counts over `rendered` (the query of the location rendered).
 */
export function listSearchNow(rendered: string): string {
  const pending = pendingWrite;
  if (pending) {
    pendingWrite = null;
    cancelAnimationFrame(pending.timer);
    pending.write();
    unrendered = { query: pending.query, owner: pending.owner };
  }
  return unrendered?.query ?? rendered;
}

/**
 * After the frame that paints the list's new rows (a frame's callbacks run before its paint), when
 * the browser is next idle (at most 100 ms later; a timer where there is no requestIdleCallback):
 * the history entry and the router's render then never stand between a key and its rows. A write
 * still pending when the next change comes is written first: each keeps its own entry (a page
 * step is a Back step).
 */
function writeAfterPaint(owner: object, write: () => void, query: string) {
  listSearchNow('');
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number }).requestIdleCallback;
  const timer = requestAnimationFrame(() => {
    const ready = () => {
      if (pendingWrite?.timer === timer) listSearchNow('');
    };
    if (idle) idle(ready, { timeout: 100 });
    else setTimeout(ready, 0);
  });
  pendingWrite = { write, query, timer, owner };
}

/** Forgets `owner`'s writes: its list went away (another page), and a pending one would navigate back. */
function dropListUrl(owner: object) {
  if (unrendered?.owner === owner) unrendered = null;
  if (pendingWrite?.owner !== owner) return;
  cancelAnimationFrame(pendingWrite.timer);
  pendingWrite = null;
}

/** A list state the list shows before the URL has it. */
interface Held<F extends ListFacets> {
  state: ListState<F>;
  /** The query that will say so. */
  target: string;
  /** The queries the URL shows on the way there (the one before, those written since). */
  passing: readonly string[];
}

/**
 * A list screen's state kept in the URL's query string (`?q=acme&status=pending&sort=-customerCompany&page=2&perPage=25`),
 * so Back, Reload and a copied link show the same rows. The screen checks what the URL says (a bad
 * value falls back to the default); default values stay out of the URL.
 *
 * The rows answer first and the URL follows: a change the list asks for is shown at once from
 * this hook's own state (only the page renders), and written into the URL after the rows have
 * painted, when the router renders the route tree again (in a transition). A keystroke never
 * waits for the router. A URL that moves elsewhere meanwhile (Back, a link) wins.
 *
 * @example const listState = useListUrlState(QUIZ_FACETS); <QuizOverview api={api} {...listState} />
 */
export function useListUrlState<F extends ListFacets>(facets?: FacetSpecs<F>) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const fromUrl = useMemo(() => listStateFromSearchParams(query), [query]);
  const [held, setHeld] = useState<Held<F> | null>(null);
  const showsHeld = held !== null && (query === held.target || held.passing.includes(query));
  if (held && !showsHeld) setHeld(null);
  else if (held && query === held.target && held.passing.length > 0) setHeld({ ...held, passing: [] });
  const shownQuery = useRef(query);
  useEffect(() => {
    shownQuery.current = query;
    if (unrendered?.query === (query ? `?${query}` : '')) unrendered = null;
  });
  const [owner] = useState(() => ({}));
  useEffect(() => () => dropListUrl(owner), [owner]);
  // react-router's setter is new with every query; the latest one is used when the write runs, so
  // `onStateChange` stays the same and the URL's write does not render the list screen again.
  const latestSetParams = useLatest(setParams);
  const onStateChange = useCallback(
    (next: ListState<F>, change: ListChange) => {
      const nextParams = listStateToSearchParams(next, facets);
      const target = nextParams.toString();
      setHeld((current) => ({ state: next, target, passing: [...(current ? [...current.passing, current.target] : []), shownQuery.current] }));
      writeAfterPaint(owner, () => latestSetParams.current(nextParams, { replace: !NEW_ENTRY.has(change) }), target ? `?${target}` : '');
    },
    [facets, owner, latestSetParams],
  );
  return { state: showsHeld ? held.state : fromUrl, onStateChange };
}

/** Remembers, on the way to a record, that it was opened from a list (and with which query). */
interface FromList {
  listSearch: string;
}

function fromList(location: Location): FromList | undefined {
  const state = location.state as Partial<FromList> | null;
  return typeof state?.listSearch === 'string' ? { listSearch: state.listSearch } : undefined;
}

/** Opens a record's page from a list, noting the list's query for the way back. */
export function useOpenFromList() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (path: string) => {
      const listSearch = listSearchNow(location.search);
      void navigate(path, { state: { listSearch } satisfies FromList });
    },
    [navigate, location.search],
  );
}

/**
 * The way back from a record to its list: the browser's Back when the record was opened from the
 * list (the list comes back as it was), else the list's page.
 */
export function useBackToList(listPath: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => backToList(navigate, location, listPath), [navigate, location, listPath]);
}

function backToList(navigate: NavigateFunction, location: Location, listPath: string) {
  if (fromList(location)) navigate(-1);
  else navigate(listPath);
}

/** The list page a record was opened from, with its query (after a removal, replace the record's entry with it). */
export function useListPath(listPath: string): string {
  const location = useLocation();
  return listPath + (fromList(location)?.listSearch ?? '');
}

/** How many details entries were pushed over the list in this tab (a conflict opened from a deal adds one). */
interface OverList {
  detailsDepth: number;
}

function detailsDepth(location: Location): number {
  const depth = (location.state as Partial<OverList> | null)?.detailsDepth;
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

/** A ref to the value of the last commit, for a callback that must stay the same while the value changes. */
function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Deal Details at its own address over the list ('/deals/1234?status=pending'): the route's
 * `:dealId` is the deal shown, so a reload or a copied link opens it. Opening a deal pushes an
 * entry (Back closes the dialog), Previous and Next replace it (Back still closes it), and Close
 * goes back over every entry pushed since the list (or, on a copied link, shows the list in its
 * place). The list's query stays in every address.
 *
 * @example <DealsList api={api} variant="partner" {...useDealUrlState('/deals', partnerDealHref)} />
 */
export function useDealUrlState(listPath: string, dealHref: (id: Id) => string) {
  const { dealId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  // The location read when the details change, so the callback stays the same while a list's state
  // is written to the query: the list screen is then not rendered again by that write (issue 33).
  const latest = useLatest(location);
  const onDetailsChange = useCallback(
    (id: Id | null, change: DealDetailsChange) => {
      const location = latest.current;
      const search = listSearchNow(location.search);
      const depth = detailsDepth(location);
      if (id === null) {
        if (depth > 0) navigate(-depth);
        else void navigate(listPath + search, { replace: true });
        return;
      }
      const opening = change === 'open';
      void navigate(dealHref(id) + search, { replace: !opening, state: { detailsDepth: opening ? depth + 1 : depth } satisfies OverList });
    },
    [navigate, listPath, dealHref, latest],
  );
  return { detailsId: dealId ?? null, onDetailsChange, dealHref };
}
