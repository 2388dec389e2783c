import { errorMessage, isAbortError, SessionExpiredError } from '../api/errors.js';
import { errorDetail } from '../api/errorDetail.js';
import { trackDecisions, versionOf, type VersionOverride } from './decisionLog.js';
import { retryAfterSignIn } from './sessionResume.js';
import type { ActionContext, ActionOutcome } from './useAction.js';

// One run of an action (`useAction`): `perform`, the question before writing over another's
// change and the run again after a yes, the Undo offered, the failure's text and the wait for a
// new sign-in. Its own module so that an action can load it on its first run (`useLaterAction`,
// issue 33); `useAction` itself imports it as it always ran it.

/** Runs `perform` with `args` under `signal`, asking before writing over another's change; records a failure in the hook. */
export async function attemptAction<A extends unknown[]>(context: ActionContext<A>, signal: AbortSignal, args: A): Promise<ActionOutcome> {
  const { latest, stopWaiting, setFailed, setResumed } = context;
  let overrides: VersionOverride[] = [];
  try {
    for (;;) {
      const log = trackDecisions(signal, overrides);
      try {
        await latest.current.perform(signal, ...args);
        if (signal.aborted) return 'failed';
        if (log.made.length > 0) latest.current.host?.offerUndo(log.made);
        return 'done';
      } catch (failure) {
        // `decide` logs the refusals (ConflictError) of the decisions it makes.
        const refused = log.refused.find((entry) => entry.error === failure);
        const asker = latest.current.host;
        if (!refused || !asker || signal.aborted) throw failure;
        if (!(await asker.askOverwrite(refused, signal))) return signal.aborted ? 'failed' : 'declined';
        // Yes: the same action again, writing over the change with the version the server has now.
        const { area, record } = refused.decision;
        overrides = [...overrides, { area, id: record.id, version: versionOf(refused.error.current) }];
      }
    }
  } catch (failure) {
    if (signal.aborted || isAbortError(failure)) return 'failed';
    setFailed({ error: errorMessage(failure, latest.current.fallback), errorDetail: errorDetail(failure, latest.current.texts) });
    // The session ended: once the user signs in again over the page, the text goes and the action is ready again.
    if (failure instanceof SessionExpiredError) {
      stopWaiting.current = retryAfterSignIn(() => {
        stopWaiting.current = null;
        setFailed(undefined);
        setResumed(true);
      });
    }
    return 'failed';
  }
}
