import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError, SessionExpiredError } from '../api/errors.js';
import { errorDetail } from '../api/errorDetail.js';
import { useMessages } from '../i18n/MessagesProvider.js';
import { sessionMessages } from '../i18n/texts/session.js';
import { trackDecisions, versionOf, type VersionOverride } from './decisionLog.js';
import { DecisionHostContext } from './decisionHost.js';
import { retryAfterSignIn } from './dataCache.js';

export interface Action<A extends unknown[]> {
  /**
   * Runs the action unless one is already under way (a double or triple click sends one
   * request). Resolves to true on success; on failure it records the error text and resolves
   * to false, so dialogs can stay open with the user's input intact. A decision someone else
   * got to first (`decide`, ConflictError) is asked about first; it resolves to false when the
   * user keeps their change, without an error.
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

/** How a run ended: done, failed (the error is recorded), or the user chose not to write over another's change. */
export type ActionOutcome = 'done' | 'failed' | 'declined';

/** `Action` with the outcome of a run told apart (for the dialog hooks, which close on 'declined'). */
export interface ActionWithOutcome<A extends unknown[]> extends Action<A> {
  attempt: (...args: A) => Promise<ActionOutcome>;
}

/**
 * `useAction`, with each run's outcome. Every action is a decision mechanism: the decisions its
 * `perform` makes through `decide` are read after each run. A refusal because someone changed the
 * record first asks the screen's `DecisionScope` ('Rejected by Ada Lovelace at 10:42. Approve
 * anyway?'): yes runs `perform` again, sending the version the server has now (never without
 * asking); no ends the run ('declined'). A decision the backend can undo is offered an Undo.
 */
export function useActionWithOutcome<A extends unknown[]>(
  perform: (signal: AbortSignal, ...args: A) => Promise<unknown>,
  fallback: string,
): ActionWithOutcome<A> {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ error: string; errorDetail: string | undefined }>();
  const [resumed, setResumed] = useState(false);
  const { session: texts } = useMessages({ session: sessionMessages });
  const host = useContext(DecisionHostContext);
  const textsRef = useRef(texts);
  const inFlight = useRef(false);
  // Set while a failure for want of a session waits for the next sign-in.
  const stopWaiting = useRef<(() => void) | null>(null);
  const performRef = useRef(perform);
  const fallbackRef = useRef(fallback);
  const hostRef = useRef(host);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    performRef.current = perform;
    fallbackRef.current = fallback;
    textsRef.current = texts;
    hostRef.current = host;
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

  const attempt = useCallback(async (...args: A): Promise<ActionOutcome> => {
    if (inFlight.current) return 'failed';
    inFlight.current = true;
    const controller = new AbortController();
    const { signal } = controller;
    controllerRef.current = controller;
    setBusy(true);
    forget();
    let overrides: VersionOverride[] = [];
    try {
      for (;;) {
        const log = trackDecisions(signal, overrides);
        try {
          await performRef.current(signal, ...args);
          if (signal.aborted) return 'failed';
          if (log.made.length > 0) hostRef.current?.offerUndo(log.made);
          return 'done';
        } catch (failure) {
          // `decide` logs the refusals (ConflictError) of the decisions it makes.
          const refused = log.refused.find((entry) => entry.error === failure);
          const asker = hostRef.current;
          if (!refused || !asker || signal.aborted) throw failure;
          if (!(await asker.askOverwrite(refused, signal))) return signal.aborted ? 'failed' : 'declined';
          // Yes: the same action again, writing over the change with the version the server has now.
          const { area, record } = refused.decision;
          overrides = [...overrides, { area, id: record.id, version: versionOf(refused.error.current) }];
        }
      }
    } catch (failure) {
      if (signal.aborted || isAbortError(failure)) return 'failed';
      setFailed({ error: errorMessage(failure, fallbackRef.current), errorDetail: errorDetail(failure, textsRef.current) });
      // The session ended: once the user signs in again over the page, the text goes and the action is ready again.
      if (failure instanceof SessionExpiredError) {
        stopWaiting.current = retryAfterSignIn(() => {
          stopWaiting.current = null;
          setFailed(undefined);
          setResumed(true);
        });
      }
      return 'failed';
    } finally {
      inFlight.current = false;
      if (!signal.aborted) setBusy(false);
    }
  }, [forget]);

  const run = useCallback(async (...args: A) => (await attempt(...args)) === 'done', [attempt]);
  return { run, attempt, busy, error: failed?.error, errorDetail: failed?.errorDetail, resumed, clearError: forget };
}

/**
 * Wraps a mutation for a screen: single flight, busy state, error text, and an AbortSignal that
 * fires when the screen unmounts (its result is then ignored). A decision made through `decide`
 * inside `perform` sends the version it read, asks before writing over someone else's change,
 * and is offered an Undo (see `decide`).
 *
 * @example
 * const approve = useAction((signal, deal: Deal) =>
 *   decide(signal, { area: api.partnerDeals, action: 'approve', record: deal }, (options) => api.partnerDeals.approve(deal.id, options)), messages.deals.approveError);
 * <IconButton label="Approve deal" busy={approve.busy} onClick={() => approve.run(deal)} />
 */
export function useAction<A extends unknown[]>(
  perform: (signal: AbortSignal, ...args: A) => Promise<unknown>,
  fallback: string,
): Action<A> {
  const { attempt: _attempt, ...action } = useActionWithOutcome(perform, fallback);
  return action;
}
