import { errorMessage, isAbortError, SessionExpiredError } from '../api/errors.js';
import { trackDecisions } from './decisionLog.js';
import { retryAfterSignIn } from './sessionResume.js';
import type { BulkConflict, BulkFailure, BulkOutcome, BulkProgress, BulkSource, UseBulkActionOptions } from './useBulkAction.js';
import type { DecisionHost } from './decisionHost.js';

// The run of a bulk action (`useBulkAction`): the queue, the workers, the summary. Loaded by
// import() when a list's first row is picked (issue 33), so no list's first bundle carries it; the
// hook keeps the state (progress, outcome) and what stops a run.

/** What the run reads and writes of its hook. */
export interface BulkRunContext<K extends string> {
  latest: { current: Required<Pick<UseBulkActionOptions<K>, 'perform' | 'fallback' | 'concurrency'>> & Pick<UseBulkActionOptions<K>, 'onFinished'> & { host: DecisionHost | null } };
  running: { current: boolean };
  stopped: { current: boolean };
  /** The run's signal: aborted by leaving the screen. */
  abort: AbortController;
  /** The calls' signal: aborted by leaving and by Cancel. */
  callAbort: AbortController;
  stopWaiting: { current: (() => void) | null };
  setProgress: (progress: BulkProgress<K> | null) => void;
  setOutcome: (update: BulkOutcome<K> | null | ((current: BulkOutcome<K> | null) => BulkOutcome<K> | null)) => void;
}

/** Runs `perform` for each id (or each id `source` gives page by page), at most `concurrency` at a time; resolves with the outcome, or undefined once the screen has gone. */
export async function runBulk<K extends string>(
  context: BulkRunContext<K>,
  kind: K,
  ids: readonly string[],
  source: BulkSource | undefined,
  detail: string | undefined,
): Promise<BulkOutcome<K> | undefined> {
  const { latest, running, stopped, abort, callAbort, stopWaiting, setProgress, setOutcome } = context;
  const queue = [...new Set(ids)];
  const total = source ? source.total : queue.length;
  // Page by page: one page asked for at a time, when the queue runs dry; the workers wait for it.
  const taken = new Set<string>();
  let exhausted = source === undefined;
  let readError: string | undefined;
  let asking: Promise<void> | null = null;
  const take = async (): Promise<string | undefined> => {
    while (queue.length === 0 && !exhausted && !abort.signal.aborted && !stopped.current) {
      asking ??= source!.next(callAbort.signal).then(
        (page) => {
          asking = null;
          if (page === null) exhausted = true;
          else for (const id of page) if (!taken.has(id)) queue.push(id);
        },
        (failure: unknown) => {
          // A page that could not be read ends the action: what was decided stays, the rest is left alone.
          if (!callAbort.signal.aborted && !isAbortError(failure)) readError = errorMessage(failure, latest.current.fallback);
          stopped.current = true;
        },
      );
      await asking;
    }
    if (stopped.current) return undefined;
    const id = queue.shift();
    if (id !== undefined && source) taken.add(id);
    return id;
  };
  const succeeded: string[] = [];
  const failed: BulkFailure[] = [];
  const conflicted: BulkConflict[] = [];
  const log = trackDecisions(callAbort.signal);
  const expired = new Set<string>();
  let done = 0;
  const worker = async () => {
    for (let id = await take(); id !== undefined && !abort.signal.aborted; id = await take()) {
      try {
        await latest.current.perform(kind, id, callAbort.signal, detail);
        succeeded.push(id);
      } catch (failure) {
        if (callAbort.signal.aborted || isAbortError(failure)) return;
        const refused = log.refused.find((entry) => entry.error === failure);
        if (refused) conflicted.push({ id, change: refused.error.change });
        else {
          failed.push({ id, message: errorMessage(failure, latest.current.fallback) });
          if (failure instanceof SessionExpiredError) expired.add(id);
        }
      }
      done += 1;
      if (!abort.signal.aborted) setProgress({ kind, done, total: Math.max(total, done) });
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(latest.current.concurrency, total) }, worker));
  } finally {
    running.current = false;
  }
  if (abort.signal.aborted) return undefined;
  // In the order the rows were picked (or read), whatever order the answers came in.
  const order = new Map((source ? [...taken] : ids).map((id, index) => [id, index]));
  const byOrder = (a: string, b: string) => (order.get(a) ?? 0) - (order.get(b) ?? 0);
  const result: BulkOutcome<K> = {
    kind,
    succeeded: succeeded.sort(byOrder),
    failed: failed.sort((a, b) => byOrder(a.id, b.id)),
    conflicted: conflicted.sort((a, b) => byOrder(a.id, b.id)),
    ...(source && exhausted ? { skipped: source.skipped() } : {}),
    ...(stopped.current && readError === undefined ? { stopped: true } : {}),
    ...(readError === undefined ? {} : { readError }),
  };
  setProgress(null);
  setOutcome(result);
  if (expired.size > 0) {
    stopWaiting.current = retryAfterSignIn(() => {
      stopWaiting.current = null;
      setOutcome((current) => {
        if (current !== result) return current;
        const still = current.failed.filter((failure) => !expired.has(failure.id));
        return still.length === 0 && current.succeeded.length === 0 && current.conflicted.length === 0 ? null : { ...current, failed: still };
      });
    });
  }
  latest.current.onFinished?.(result);
  if (log.made.length > 0) latest.current.host?.offerUndo(log.made);
  return result;
}
