import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError } from '../api/errors.js';

export type LoaderState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: string };

export interface Loader<T> {
  state: LoaderState<T>;
  /** Fetches again (aborting a request still under way). Resolves when the new data is in. */
  reload: () => Promise<void>;
  /** Replaces the loaded data locally, e.g. after an action whose result is known. */
  setData: (update: (data: T | undefined) => T) => void;
}

/**
 * Loads data once per `key` with an AbortSignal. A newer load aborts the older one, leaving the
 * screen aborts whatever is under way, and a late answer to an old request is ignored, so no
 * stale state ever appears. Errors become the screen's text: the server's message, or `fallback`.
 *
 * @example
 * const { state, reload } = useLoader((signal) => api.partners.list({ signal }), 'partners', messages.partner.fetchError);
 */
export function useLoader<T>(fetcher: (signal: AbortSignal) => Promise<T>, key: unknown, fallback: string): Loader<T> {
  const [state, setState] = useState<LoaderState<T>>({ status: 'loading', data: undefined, error: undefined });
  const fetcherRef = useRef(fetcher);
  const fallbackRef = useRef(fallback);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    fetcherRef.current = fetcher;
    fallbackRef.current = fallback;
  });

  const load = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState((previous) => ({ status: 'loading', data: previous.data, error: undefined }));
    try {
      const data = await fetcherRef.current(controller.signal);
      if (controller.signal.aborted) return;
      setState({ status: 'ready', data, error: undefined });
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return;
      setState((previous) => ({ status: 'error', data: previous.data, error: errorMessage(error, fallbackRef.current) }));
    }
  }, []);

  useEffect(() => {
    // A new key starts from an empty screen: data of another record must never show.
    setState({ status: 'loading', data: undefined, error: undefined });
    void load();
    return () => controllerRef.current?.abort();
  }, [key, load]);

  const setData = useCallback((update: (data: T | undefined) => T) => {
    setState((previous) => ({ status: 'ready', data: update(previous.data), error: undefined }));
  }, []);

  return { state, reload: load, setData };
}
