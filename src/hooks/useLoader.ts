import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError, SessionExpiredError } from '../api/errors.js';
import { errorDetail } from '../api/errorDetail.js';
import { useMessages } from '../i18n/MessagesProvider.js';
import { sessionMessages } from '../i18n/texts/session.js';
import type { DownloadProgress } from '../api/types.js';
import { cachedList, rememberList, retryAfterSignIn, useListCacheEnabled } from './dataCache.js';

export type LoaderState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined; errorDetail?: undefined }
  | { status: 'ready'; data: T; error: undefined; errorDetail?: undefined }
  | {
      status: 'error';
      data: T | undefined;
      /** The headline: the server's message, or the screen's text ('An error occurred while fetching deals data'). */
      error: string;
      /** The line under it that says which kind of failure it was (`errorDetail`), when the HTTP client can tell. */
      errorDetail: string | undefined;
    };

export interface Loader<T> {
  state: LoaderState<T>;
  /** True while data from memory shows and the fresh answer is still on its way ('Updating...'). */
  refreshing: boolean;
  /** How much of a large answer has arrived, while it arrives (reported every half megabyte). */
  progress: DownloadProgress | undefined;
  /** Fetches again (aborting a request still under way). Resolves when the new data is in. */
  reload: () => Promise<void>;
  /** Replaces the loaded data locally, e.g. after an action whose result is known. */
  setData: (update: (data: T | undefined) => T) => void;
}

/**
 * Where a loaded list is remembered for the next visit: the API client object it came through and
 * the list's name there (e.g. `[api.partnerDeals, 'list']`).
 */
export type LoaderCacheKey = readonly [client: object, name: string];

/** Progress is reported to the screen at most once per this many bytes. */
const PROGRESS_STEP_BYTES = 512 * 1024;

/**
 * Loads data once per `key` with an AbortSignal. A newer load aborts the older one, leaving the
 * screen aborts whatever is under way, and a late answer to an old request is ignored, so no
 * stale state ever appears. Errors become the screen's text: the server's message, or `fallback`.
 * A fetcher that passes `onProgress` on as the call's `onDownloadProgress` gets `progress`.
 *
 * The library's screens build `key` one way, with `loaderKey(client, ...params)`: the API client
 * the fetcher calls, then every other value the fetch depends on (the variant, the record's id).
 *
 * @example
 * const { state, reload } = useLoader((signal) => api.partners.list({ signal }), loaderKey(api.partners), messages.partner.fetchError);
 */
export function useLoader<T>(
  fetcher: (signal: AbortSignal, onProgress: (progress: DownloadProgress) => void) => Promise<T>,
  key: unknown,
  fallback: string,
  cacheKey?: LoaderCacheKey,
): Loader<T> {
  const cacheEnabled = useListCacheEnabled();
  const cache = cacheEnabled ? cacheKey : undefined;
  const fromCache = (): T | undefined => (cache ? cachedList<T>(cache[0], cache[1]) : undefined);
  const [state, setState] = useState<LoaderState<T>>(() => ({ status: 'loading', data: fromCache(), error: undefined }));
  const cacheRef = useRef(cache);
  const fetcherRef = useRef(fetcher);
  const fallbackRef = useRef(fallback);
  const { session: texts } = useMessages({ session: sessionMessages });
  const textsRef = useRef(texts);
  const controllerRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<DownloadProgress>();
  const stopWaiting = useRef<(() => void) | null>(null);

  useEffect(() => {
    fetcherRef.current = fetcher;
    fallbackRef.current = fallback;
    textsRef.current = texts;
    cacheRef.current = cache;
  });

  const load = useCallback(async () => {
    stopWaiting.current?.();
    stopWaiting.current = null;
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState((previous) => ({ status: 'loading', data: previous.data, error: undefined }));
    setProgress(undefined);
    let reported = 0;
    const onProgress = (next: DownloadProgress) => {
      if (controller.signal.aborted || next.loadedBytes - reported < PROGRESS_STEP_BYTES) return;
      reported = next.loadedBytes;
      setProgress(next);
    };
    try {
      const data = await fetcherRef.current(controller.signal, onProgress);
      if (controller.signal.aborted) return;
      setProgress(undefined);
      const where = cacheRef.current;
      if (where) rememberList(where[0], where[1], data);
      setState({ status: 'ready', data, error: undefined });
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return;
      setProgress(undefined);
      setState((previous) => ({
        status: 'error',
        data: previous.data,
        error: errorMessage(error, fallbackRef.current),
        errorDetail: errorDetail(error, textsRef.current),
      }));
      // The session ended: this load runs again by itself after a new sign-in (retryExpiredLoads).
      if (error instanceof SessionExpiredError) stopWaiting.current = retryAfterSignIn(() => void load());
    }
  }, []);

  const cacheName = cache ? cache[1] : undefined;
  useEffect(() => {
    // A new key starts from an empty screen (data of another record must never show), or from
    // what this key's list was when last seen.
    const where = cacheRef.current;
    setState({ status: 'loading', data: where ? cachedList<T>(where[0], where[1]) : undefined, error: undefined });
    void load();
    return () => {
      controllerRef.current?.abort();
      stopWaiting.current?.();
    };
  }, [key, cacheName, load]);

  const setData = useCallback((update: (data: T | undefined) => T) => {
    setState((previous) => {
      const data = update(previous.data);
      const where = cacheRef.current;
      if (where) rememberList(where[0], where[1], data);
      return { status: 'ready', data, error: undefined };
    });
  }, []);

  return { state, refreshing: state.status === 'loading' && state.data !== undefined, progress, reload: load, setData };
}
