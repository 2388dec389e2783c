/**
 * Where a list screen's rows come from: the whole list once (SPEC 7, paged in the browser), or,
 * when the API offers the list's optional `query` (issue 34), one page at a time from the server.
 * Either way the screen gets a `Loader` of the rows it holds (every row, or the page's), so its
 * decisions, live changes and bulk review work the same; in server mode also the `page` for
 * `useListController`.
 *
 * Server mode asks again whenever the list state changes: at once for a page, a sort or a filter,
 * 250 ms after the last keystroke for a search. Each request is aborted when a newer one starts
 * (useLoader's `reload`), so an older answer never replaces a newer one; the rows shown stay while
 * the next page is on its way ('Updating...'), and leaving the screen aborts what is under way.
 *
 * Once a page shows, each request is two: the page's rows (`parts: 'rows'`), then, once they have
 * come (not beside them: a count would slow them), the total with the status counts (`parts:
 * 'counts'`), so the rows of a keystroke show when they are found and not when everything the
 * search finds has been counted (docs/performance.md). Until the counts come, the previous ones
 * stay and 'Updating...' with them; the pager's total is the rows'
 * when the list ends on this page, else the larger of the previous total and the rows' lower bound,
 * so "Next" is there exactly when the rows answer says more follow. A counts answer is used only
 * for the rows of its own request; a newer request aborts both of the older one. A backend that
 * ignores `parts` answers both whole: the first such answer stops the splitting.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListPage, ListPageQuery, RequestOptions } from '../api/AdminApi.js';
import type { DownloadProgress } from '../api/types.js';
import type { ServerListPage } from '../list/useListController.js';
import { useIsomorphicLayoutEffect } from '../platform/useIsomorphicLayoutEffect.js';
import { useLoader, type Loader, type LoaderCacheKey } from './useLoader.js';

/** Rows per request when an export reads every page (the largest page a query takes). */
const EXPORT_PAGE_SIZE = 100;

/** How long a search waits for the next keystroke before it is sent (server mode). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface ListSourceConfig<Row> {
  /** The whole list (SPEC 7); called only when there is no `query`. */
  list: (options: RequestOptions & { onDownloadProgress?: (progress: DownloadProgress) => void }) => Promise<Row[]>;
  /** The list's optional `query`; when given, the list is paged on the server. */
  query: ((query: ListPageQuery, options?: RequestOptions) => Promise<ListPage<Row>>) | undefined;
  /** The page the list state asks for (`listPageQueryOf`); read only in server mode. */
  request: ListPageQuery;
  /** `loaderKey(client, ...)`: a new key starts afresh. */
  key: unknown;
  /** The screen's text for a failed load. */
  fallback: string;
  /** Where the whole list is remembered between visits (client mode only). */
  cacheKey?: LoaderCacheKey;
  /** @default SEARCH_DEBOUNCE_MS */
  debounceMs?: number;
}

export interface ListSource<Row> {
  /** The rows held: the whole list, or in server mode the page's. `reload` asks again for the same. */
  loader: Loader<Row[]>;
  /** Server mode: the page answered, for `useListController`'s `page`; undefined otherwise and until the first answer. */
  page: ServerListPage<Row> | undefined;
  /** True when the list is paged on the server. */
  serverMode: boolean;
  /** Server mode: every row of the list state, read page by page (100 a page) through the query, for an export. */
  loadAll: (() => Promise<Row[]>) | undefined;
  /** Server mode, deal lists: the conflicts the server counted, one per row of `loader`'s data. */
  conflictCounts: readonly number[] | undefined;
  /** Server mode: asks for another page of the same list state (exports and "select all" read every page through it). */
  fetchPage: ((page: number, pageSize: number, options?: RequestOptions) => Promise<ListPage<Row>>) | undefined;
}

const NO_ROWS: never[] = [];
const NOTHING = <T,>(value: T) => Promise.resolve(value);
/** What the idle one of the two loaders holds. */
const NO_PAGE: ListPage<never> & { request: string } = { rows: [], total: 0, page: 1, pageSize: 10, request: '' };

/** The total and counts last answered, and the request they answer. */
interface Counted {
  /** The load key (client, list) they were counted for. */
  key: unknown;
  request: string;
  total: number;
  statusCounts: ListPage<unknown>['statusCounts'];
}

/** The request without its search (what is sent at once). */
const withoutSearch = ({ search: _search, ...rest }: ListPageQuery) => JSON.stringify(rest);
/** True when only the search text differs, and not merely by spaces at its ends: a keystroke. */
const isSearchOnly = (next: ListPageQuery, previous: ListPageQuery) =>
  withoutSearch(next) === withoutSearch(previous) && (next.search ?? '').trim() !== (previous.search ?? '').trim();

/**
 * @example
 * const source = useListSource({ list: (o) => api.partnerDeals.list(o), query: api.partnerDeals.query?.bind(api.partnerDeals), request, key, fallback });
 * const list = useListController(source.page ? [] : source.loader.state.data ?? [], { ...config, page: source.page });
 */
export function useListSource<Row>(config: ListSourceConfig<Row>): ListSource<Row> {
  const { query, request, key, fallback, debounceMs = SEARCH_DEBOUNCE_MS } = config;
  const serverMode = query !== undefined;
  const latest = useRef(config);
  useEffect(() => {
    latest.current = config;
  });

  // The request sent (server mode): a new search waits for the typing to pause, anything else goes
  // at once. A list loaded whole sends nothing, so it keeps no such state: following it set a state
  // in the render of every page step and sort (the screen rendered twice over) and, 250 ms after
  // the typing paused, rendered the screen once more for nothing (issue 33). Entering server mode
  // (another API client) counts the request of that moment as sent: its first page asks for it.
  const wanted = JSON.stringify(request);
  const [sent, setSent] = useState(wanted);
  const [sentInServerMode, setSentInServerMode] = useState(serverMode);
  const tracks = serverMode && sentInServerMode;
  const searchOnly = tracks && wanted !== sent && isSearchOnly(JSON.parse(wanted) as ListPageQuery, JSON.parse(sent) as ListPageQuery);
  if (sentInServerMode !== serverMode) {
    setSentInServerMode(serverMode);
    if (serverMode) setSent(wanted);
  } else if (tracks && wanted !== sent && !searchOnly) setSent(wanted);
  useEffect(() => {
    if (!searchOnly) return;
    const timer = setTimeout(() => setSent(wanted), debounceMs);
    return () => clearTimeout(timer);
  }, [searchOnly, wanted, debounceMs]);
  const sentRef = useRef(sent);
  useIsomorphicLayoutEffect(() => {
    sentRef.current = sent;
  });

  const loadKey = useMemo(() => [key, serverMode], [key, serverMode]);
  const whole = useLoader<Row[]>(
    (signal, onDownloadProgress) => (serverMode ? NOTHING(NO_ROWS) : latest.current.list({ signal, onDownloadProgress })),
    loadKey,
    fallback,
    serverMode ? undefined : config.cacheKey,
  );
  // The counts of the request the rows were last asked for, fetched beside the rows (see above).
  const [counted, setCounted] = useState<Counted>();
  const [countsAwaited, setCountsAwaited] = useState(false);
  const countsRequest = useRef<AbortController | null>(null);
  /** False once the backend answered a rows-only request whole: it ignores `parts`. */
  const splits = useRef(true);
  const held = useRef(false);
  const fetchCounts = useCallback((key: unknown, asked: string, ask: NonNullable<ListSourceConfig<Row>['query']>) => {
    countsRequest.current?.abort();
    const controller = new AbortController();
    countsRequest.current = controller;
    const settle = (answer?: ListPage<Row>) => {
      if (controller.signal.aborted) return;
      if (answer) setCounted({ key, request: asked, total: answer.total, statusCounts: answer.statusCounts });
      setCountsAwaited(false);
    };
    // A failed count leaves the previous counts (the rows' own failure is the screen's error).
    ask({ ...(JSON.parse(asked) as ListPageQuery), parts: 'counts' }, { signal: controller.signal }).then(settle, () => settle());
  }, []);
  useEffect(() => () => countsRequest.current?.abort(), []);
  // Another client or list starts afresh: its first page asked whole (this runs before useLoader's
  // own effect for the key, which asks it), and no counts of the one before are shown (`counted.key`).
  useEffect(() => {
    countsRequest.current?.abort();
    held.current = false;
    splits.current = true;
  }, [loadKey]);

  const paged = useLoader<ListPage<Row> & { request: string }>(
    async (signal) => {
      const asked = sentRef.current;
      const ask = latest.current.query;
      if (!ask) return NO_PAGE as ListPage<Row> & { request: string };
      const request = JSON.parse(asked) as ListPageQuery;
      // The first page of a visit is asked whole: there are no counts to show meanwhile.
      const split = splits.current && held.current;
      countsRequest.current?.abort();
      setCountsAwaited(split);
      let answer: ListPage<Row>;
      try {
        answer = await ask(split ? { ...request, parts: 'rows' } : request, { signal });
      } catch (error) {
        // The screen's error, or a newer request's abort: no counts follow.
        if (!signal.aborted) setCountsAwaited(false);
        throw error;
      }
      if (!signal.aborted) {
        if (answer.parts === 'rows') fetchCounts(loadKey, asked, ask);
        else {
          // Whole (a page past the end is answered so too, clamped): its counts are the ones to show.
          if (split && answer.page === request.page) splits.current = false;
          setCountsAwaited(false);
          setCounted({ key: loadKey, request: asked, total: answer.total, statusCounts: answer.statusCounts });
        }
      }
      return { ...answer, request: asked };
    },
    loadKey,
    fallback,
  );
  useIsomorphicLayoutEffect(() => {
    held.current = paged.state.data !== undefined && paged.state.data !== NO_PAGE;
  });
  // A new request after the first: the older one is aborted and its answer ignored.
  const { reload: reloadPage } = paged;
  const loadedFor = useRef(sent);
  useEffect(() => {
    if (!serverMode || loadedFor.current === sent) return;
    loadedFor.current = sent;
    void reloadPage();
  }, [serverMode, sent, reloadPage]);

  const answer = paged.state.data;
  const page = useMemo((): ServerListPage<Row> | undefined => {
    if (!serverMode || !answer || answer === NO_PAGE) return undefined;
    const current = answer.request === wanted && paged.state.status !== 'loading';
    if (answer.parts !== 'rows') return { rows: answer.rows, total: answer.total, page: answer.page, statusCounts: answer.statusCounts, current };
    const kept = counted?.key === loadKey ? counted : undefined;
    const own = kept?.request === answer.request;
    const total = own ? kept.total : answer.more ? Math.max(kept?.total ?? 0, answer.total) : answer.total;
    return { rows: answer.rows, total, page: answer.page, statusCounts: kept?.statusCounts, current };
  }, [serverMode, answer, wanted, paged.state.status, counted, loadKey]);

  const { setData: setPageData } = paged;
  const setRows = useCallback(
    (update: (rows: Row[] | undefined) => Row[]) => setPageData((data) => ({ ...(data ?? (NO_PAGE as ListPage<Row> & { request: string })), rows: update(data?.rows) })),
    [setPageData],
  );
  const pageLoader = useMemo(
    (): Loader<Row[]> => ({
      state: { ...paged.state, data: paged.state.data?.rows } as Loader<Row[]>['state'],
      // 'Updating...' until the counts of the rows shown have come too.
      refreshing: paged.refreshing || (countsAwaited && paged.state.data !== undefined),
      progress: paged.progress,
      reload: paged.reload,
      setData: setRows,
    }),
    [paged.state, paged.refreshing, countsAwaited, paged.progress, paged.reload, setRows],
  );

  const fetchPage = useMemo(
    () =>
      query
        ? (number: number, pageSize: number, options?: RequestOptions) => query({ ...(JSON.parse(wanted) as ListPageQuery), page: number, pageSize }, options)
        : undefined,
    [query, wanted],
  );

  const loadAll = useMemo(
    () =>
      fetchPage
        ? async () => {
            const rows: Row[] = [];
            for (let number = 1; ; number++) {
              const answer = await fetchPage(number, EXPORT_PAGE_SIZE);
              rows.push(...answer.rows);
              if (answer.rows.length === 0 || number * EXPORT_PAGE_SIZE >= answer.total) return rows;
            }
          }
        : undefined,
    [fetchPage],
  );

  return { loader: serverMode ? pageLoader : whole, page, serverMode, fetchPage, loadAll, conflictCounts: serverMode ? answer?.conflictCounts : undefined };
}
