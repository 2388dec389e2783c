import { lazyModule } from '../platform/lazyPart.js';
import { useActionFrom, type ActionWithOutcome, type AttemptSource } from './useAction.js';
import { useDialogAction, type DialogActionOptions, type ReasonDialogState } from './useDialogAction.js';

// Actions whose run (`attemptAction`: the question before writing over another's change, the Undo
// offered, the failure's text) loads by import() on their first run (issue 33): the deal lists'
// decisions, whose `perform` waits for `decide` by import() anyway, so nothing that ran in the
// click runs later now. `useAction` and the dialog hooks keep the run at hand. A module of its own,
// so that the screens that never load anything later (the sign-in page, in the console's entry)
// do not carry the loader.

/** The run, loaded on the first run of any later action; `laterAttempt.ts` is its one chunk. */
const LATER: AttemptSource = lazyModule(() => import('./laterAttempt.js'));

/**
 * `useActionWithOutcome` whose run loads by import() on the first run, under the busy state; a
 * load that fails fails the run with `fallback` ('Failed to approve deal'), nothing is sent, and
 * the next run asks for the code again. Internal.
 */
export function useLaterAction<A extends unknown[]>(perform: (signal: AbortSignal, ...args: A) => Promise<unknown>, fallback: string): ActionWithOutcome<A> {
  return useActionFrom(perform, fallback, LATER);
}

/** `useReasonDialog` whose action's run loads on the first submit (`useLaterAction`), under the dialog's busy state. Internal. */
export function useLaterReasonDialog<T>(
  perform: (signal: AbortSignal, target: T, reason: string) => Promise<unknown>,
  fallback: string,
  options: DialogActionOptions<T, [reason: string]> = {},
): ReasonDialogState<T> {
  return useDialogAction(useLaterAction(perform, fallback), fallback, options);
}
