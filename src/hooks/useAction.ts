import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError } from '../api/errors.js';

export interface Action<A extends unknown[]> {
  /**
   * Runs the action unless one is already under way (a double or triple click sends one
   * request). Resolves to true on success; on failure it records the error text and resolves
   * to false, so dialogs can stay open with the user's input intact.
   */
  run: (...args: A) => Promise<boolean>;
  /** True while the action runs. */
  busy: boolean;
  /** The last failure's text, until the next run or `clearError`. */
  error: string | undefined;
  clearError: () => void;
}

/**
 * Wraps a mutation for a screen: single flight, busy state, error text, and an AbortSignal that
 * fires when the screen unmounts (its result is then ignored).
 *
 * @example
 * const approve = useAction((signal, id: Id) => api.partnerDeals.approve(id, { signal }), messages.deals.approveError);
 * <IconButton label="Approve deal" busy={approve.busy} onClick={() => approve.run(deal.id)} />
 */
export function useAction<A extends unknown[]>(
  perform: (signal: AbortSignal, ...args: A) => Promise<unknown>,
  fallback: string,
): Action<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const inFlight = useRef(false);
  const performRef = useRef(perform);
  const fallbackRef = useRef(fallback);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    performRef.current = perform;
    fallbackRef.current = fallback;
  });

  useEffect(() => () => controllerRef.current?.abort(), []);

  const run = useCallback(async (...args: A) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    const controller = new AbortController();
    controllerRef.current = controller;
    setBusy(true);
    setError(undefined);
    try {
      await performRef.current(controller.signal, ...args);
      return !controller.signal.aborted;
    } catch (failure) {
      if (!controller.signal.aborted && !isAbortError(failure)) setError(errorMessage(failure, fallbackRef.current));
      return false;
    } finally {
      inFlight.current = false;
      if (!controller.signal.aborted) setBusy(false);
    }
  }, []);

  const clearError = useCallback(() => setError(undefined), []);
  return { run, busy, error, clearError };
}
