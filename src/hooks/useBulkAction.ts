import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError, SessionExpiredError } from '../api/errors.js';
import type { RecordChange } from '../api/types.js';
import { trackDecisions } from './decisionLog.js';
import { DecisionHostContext } from './decisionHost.js';
import { retryAfterSignIn } from './sessionResume.js';

/** Records decided at once, at most: the server is not flooded, and a long queue still moves quickly. */
export const BULK_CONCURRENCY = 4;

/** One record a bulk action failed on, with the reason the server gave. */
export interface BulkFailure {
  id: string;
  message: string;
}

/** One record someone else changed before the bulk action reached it: left as they made it. */
export interface BulkConflict {
  id: string;
  /** Their change (who, when, what), when the backend said. */
  change: RecordChange | undefined;
}

/** What a finished bulk action did. */
export interface BulkOutcome<K extends string = string> {
  kind: K;
  succeeded: readonly string[];
  failed: readonly BulkFailure[];
  /**
   * Records changed by someone else since they were read (the decision, sent with the version
   * read through `decide`, was refused): not overwritten, and never asked about one by one.
   */
  conflicted: readonly BulkConflict[];
  /** Records of the set that no longer matched the filter when their page was read: left alone (a decision over a filter's pages). @default 0 */
  skipped?: number;
  /** True when the user stopped it (Cancel): the records not reached were left alone. @default false */
  stopped?: boolean;
  /** Why a page of the set could not be read: the action ended there, the records not reached were left alone. @default undefined */
  readError?: string;
}

/**
 * The records of a bulk action given page by page (a decision over every page of a server's filter):
 * `next` answers the next page's ids, or null after the last; only `total` is known at the start.
 */
export interface BulkSource {
  total: number;
  next: (signal: AbortSignal) => Promise<readonly string[] | null>;
  /** After the last page: how many records of the set were not found any more. */
  skipped: () => number;
}

export interface BulkProgress<K extends string = string> {
  kind: K;
  done: number;
  total: number;
  /** 'reading': the filter's pages are being read before the decision (the counts asked about). @default 'deciding' */
  stage?: 'reading' | 'deciding';
}

export interface BulkAction<K extends string = string> {
  /**
   * Runs `perform` once for each id, at most BULK_CONCURRENCY at a time. Ignored while a bulk
   * action runs, so a double click never sends a record twice. Resolves with the outcome.
   * `ids` may come page by page (`BulkSource`): a page is asked for when the records before it are taken.
   */
  run: (kind: K, ids: readonly string[] | BulkSource, detail?: string) => Promise<BulkOutcome<K> | undefined>;
  /** Stops the running action: no further record is sent, the calls on their way are abandoned, and the summary says what was done. */
  stop: () => void;
  /** The running action's progress, or null. */
  progress: BulkProgress<K> | null;
  /**
   * The last finished action's outcome, until `dismiss`. Records that failed for want of a session
   * leave it when the user signs in again over the page (`resumeAfterSignIn`): they are ready to
   * be sent again (still selected, when `onFinished` keeps failures selected).
   */
  outcome: BulkOutcome<K> | null;
  dismiss: () => void;
}

export interface UseBulkActionOptions<K extends string> {
  /** One call for one record, e.g. `api.partnerDeals.approve(id, { signal })`; `detail` is what `run` was given (a reason). */
  perform: (kind: K, id: string, signal: AbortSignal, detail: string | undefined) => Promise<unknown>;
  /** The text of a failure without a message of its own. */
  fallback: string;
  /** After the last call: fetch the list once, keep the failed and conflicted rows selected. */
  onFinished?: (outcome: BulkOutcome<K>) => void;
  /** @default BULK_CONCURRENCY */
  concurrency?: number;
}

/**
 * A decision applied to many records where the API has no bulk call: one call per record with
 * bounded concurrency, progress while it runs, and a summary (which failed, and why; which someone
 * else changed first) at the end. The decisions `perform` makes through `decide` are offered one
 * Undo for all of them. Leaving the screen aborts the calls still waiting.
 *
 * @example
 * const bulk = useBulkAction({ perform: (kind, id, signal) => (kind === 'approve' ? api.approve(id, { signal }) : ...), fallback: 'Failed' });
 */
export function useBulkAction<K extends string>({ perform, fallback, onFinished, concurrency = BULK_CONCURRENCY }: UseBulkActionOptions<K>): BulkAction<K> {
  const [progress, setProgress] = useState<BulkProgress<K> | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome<K> | null>(null);
  const running = useRef(false);
  const stopped = useRef(false);
  // The calls' signal: aborted by leaving (with `controller`) and by Cancel (`stop`), which still reports what was done.
  const calls = useRef<AbortController | null>(null);
  const controller = useRef<AbortController | null>(null);
  const host = useContext(DecisionHostContext);
  // Set while failures for want of a session wait for the next sign-in.
  const stopWaiting = useRef<(() => void) | null>(null);
  const latest = useRef({ perform, fallback, onFinished, concurrency, host });
  useEffect(() => {
    latest.current = { perform, fallback, onFinished, concurrency, host };
  });
  useEffect(
    () => () => {
      controller.current?.abort();
      stopWaiting.current?.();
    },
    [],
  );
  const forgetWaiting = useCallback(() => {
    stopWaiting.current?.();
    stopWaiting.current = null;
  }, []);

  const run = useCallback(async (kind: K, given: readonly string[] | BulkSource, detail?: string) => {
    const source = Array.isArray(given) ? undefined : (given as BulkSource);
    const ids = source ? [] : (given as readonly string[]);
    if (running.current || (source ? source.total : ids.length) === 0) return undefined;
    running.current = true;
    stopped.current = false;
    forgetWaiting();
    const abort = new AbortController();
    controller.current = abort;
    const callAbort = new AbortController();
    calls.current = callAbort;
    abort.signal.addEventListener('abort', () => callAbort.abort(), { once: true });
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
    setOutcome(null);
    setProgress({ kind, done, total });
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
  }, [forgetWaiting]);

  const dismiss = useCallback(() => {
    forgetWaiting();
    setOutcome(null);
  }, [forgetWaiting]);
  const stop = useCallback(() => {
    if (!running.current) return;
    stopped.current = true;
    // The calls on their way are abandoned too: a record whose answer did not come is left out of the summary.
    calls.current?.abort();
  }, []);
  return { run, stop, progress, outcome, dismiss };
}
