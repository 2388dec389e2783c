import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/errors.js';
import type { RecordChange } from '../api/types.js';
import { lazyModule } from '../platform/lazyPart.js';
import { DecisionHostContext } from './decisionHost.js';

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
 * The run itself (the queue, the workers, the summary): loaded by import() on the first run, or
 * before it with `loadBulkRun` (a list does so when its first row is picked), so no list's
 * first bundle carries it (issue 33).
 */
const bulkRunner = lazyModule(() => import('./bulkRun.js'));

/**
 * Loads a bulk action's run, e.g. when a list's first row is picked, or before a decision over a
 * filter's pages (whose selection a failed load must not end); safe to call any number of times.
 */
export function loadBulkRun(): Promise<unknown> {
  return bulkRunner.load();
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
    const total = source ? source.total : new Set(ids).size;
    if (running.current || total === 0) return undefined;
    running.current = true;
    stopped.current = false;
    forgetWaiting();
    const abort = new AbortController();
    controller.current = abort;
    const callAbort = new AbortController();
    calls.current = callAbort;
    abort.signal.addEventListener('abort', () => callAbort.abort(), { once: true });
    // The bar shows the run from the click, also while its code arrives (preloaded once a row is picked).
    setOutcome(null);
    setProgress({ kind, done: 0, total });
    let runner: typeof import('./bulkRun.js');
    try {
      runner = await bulkRunner.load();
    } catch (failure) {
      // The code did not arrive: nothing was sent, every record stays for another try.
      running.current = false;
      if (abort.signal.aborted) return undefined;
      const message = errorMessage(failure, latest.current.fallback);
      const result: BulkOutcome<K> = source
        ? { kind, succeeded: [], failed: [], conflicted: [], readError: message }
        : { kind, succeeded: [], failed: [...new Set(ids)].map((id) => ({ id, message })), conflicted: [] };
      setProgress(null);
      setOutcome(result);
      latest.current.onFinished?.(result);
      return result;
    }
    return runner.runBulk({ latest, running, stopped, abort, callAbort, stopWaiting, setProgress, setOutcome }, kind, ids, source, detail);
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
