import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError, SessionExpiredError } from '../api/errors.js';
import { errorDetail } from '../api/errorDetail.js';
import { useMessages } from '../i18n/MessagesProvider.js';
import { sessionMessages } from '../i18n/texts/session.js';
import { retryAfterSignIn } from './dataCache.js';

export interface Action<A extends unknown[]> {
  /**
   * Runs the action unless one is already under way (a double or triple click sends one
   * request). Resolves to true on success; on failure it records the error text and resolves
   * to false, so dialogs can stay open with the user's input intact.
   */
  run: (...args: A) => Promise<boolean>;
  /** True while the action runs. */
  busy: boolean;
  /**
   * The last failure's text, until the next run or `clearError`; a failure for want of a session
   * ('Session expired. Please login again.') also goes when the user signs in again over the page
   * (`resumeAfterSignIn`).
   */
  error: string | undefined;
  /** The line under it that says which kind of failure it was (`errorDetail`), when the HTTP client can tell. */
  errorDetail: string | undefined;
  /**
   * True once a failure for want of a session was cleared by a new sign-in over the page: the
   * action is ready to be sent again (a dialog says so), until the next run or `clearError`.
   */
  resumed: boolean;
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
  const [failed, setFailed] = useState<{ error: string; errorDetail: string | undefined }>();
  const [resumed, setResumed] = useState(false);
  const { session: texts } = useMessages({ session: sessionMessages });
  const textsRef = useRef(texts);
  const inFlight = useRef(false);
  // Set while a failure for want of a session waits for the next sign-in.
  const stopWaiting = useRef<(() => void) | null>(null);
  const performRef = useRef(perform);
  const fallbackRef = useRef(fallback);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    performRef.current = perform;
    fallbackRef.current = fallback;
    textsRef.current = texts;
  });

  useEffect(
    () => () => {
      controllerRef.current?.abort();
      stopWaiting.current?.();
    },
    [],
  );

  const forget = useCallback(() => {
    stopWaiting.current?.();
    stopWaiting.current = null;
    setFailed(undefined);
    setResumed(false);
  }, []);

  const run = useCallback(async (...args: A) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    const controller = new AbortController();
    controllerRef.current = controller;
    setBusy(true);
    forget();
    try {
      await performRef.current(controller.signal, ...args);
      return !controller.signal.aborted;
    } catch (failure) {
      if (controller.signal.aborted || isAbortError(failure)) return false;
      setFailed({ error: errorMessage(failure, fallbackRef.current), errorDetail: errorDetail(failure, textsRef.current) });
      // The session ended: once the user signs in again over the page, the text goes and the action is ready again.
      if (failure instanceof SessionExpiredError) {
        stopWaiting.current = retryAfterSignIn(() => {
          stopWaiting.current = null;
          setFailed(undefined);
          setResumed(true);
        });
      }
      return false;
    } finally {
      inFlight.current = false;
      if (!controller.signal.aborted) setBusy(false);
    }
  }, [forget]);

  return { run, busy, error: failed?.error, errorDetail: failed?.errorDetail, resumed, clearError: forget };
}
