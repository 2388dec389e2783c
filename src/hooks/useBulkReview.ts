import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Id } from '../api/types.js';
import type { ListPage, RequestOptions, WriteOptions } from '../api/AdminApi.js';
import { errorMessage, isAbortError } from '../api/errors.js';
import { decideLater } from './decideLater.js';
import type { DecisionArea } from './decisionLog.js';
import type { FilterSet } from './filterSet.js';
import { lazyModule } from '../platform/lazyPart.js';
import { loadBulkRun, useBulkAction, type BulkAction, type BulkProgress } from './useBulkAction.js';
import { useRowSelection, type RowSelection } from './useRowSelection.js';

/** The two decisions of a review queue. */
export type ReviewDecision = 'approve' | 'reject';

/** A record's state as a bulk decision counts it. */
export type ReviewState = 'pending' | 'approved' | 'rejected';

/** The records of a selection a bulk decision would leave alone, by their state, before it starts. */
export interface BulkQuestion {
  kind: ReviewDecision;
  /** The picked records still pending: the decision applies to them. */
  pending: readonly string[];
  /** The picked records already decided the other way (rejected, for an approval): included only when asked. */
  opposite: readonly string[];
  /** The picked records already decided this way: nothing to do. */
  same: readonly string[];
}

export interface UseBulkReviewOptions<Row, R extends { id: Id } = { id: Id }> {
  /** The row's id as text (the selection's key). */
  getRowId: (row: Row) => string;
  /** The records as loaded, so each call sends the record's own id (a number stays a number) and version; the row key is `String(id)`. */
  records: readonly R[];
  /** Rows a decision applies to (pending ones). @default every row */
  selectable?: (row: Row) => boolean;
  /** Approves one record, e.g. `(id, options) => api.partnerDeals.approve(id, options)`. */
  approve: (id: Id, options: WriteOptions) => Promise<unknown>;
  /** Rejects one record with the reason, e.g. `(id, reason, options) => api.partnerDeals.reject(id, reason, options)`. */
  reject: (id: Id, reason: string, options: WriteOptions) => Promise<unknown>;
  /** Fetches the list again: called once after a bulk decision whose answers did not bring every record (a backend of SPEC 7). */
  reload: () => void;
  /** The text of a failure without a message of its own. */
  fallbackError: string;
  /**
   * The calls of the records' area (`api.partnerDeals`): each record is decided through `decide`
   * (its version sent, a record someone changed first left alone, one Undo for all when the
   * backend has `undo`). @default {} (no Undo)
   */
  area?: DecisionArea<R>;
  /** A record's state, for the counts a bulk decision names first. @default every record pending */
  stateOf?: (record: R) => ReviewState;
  /** Told each record as the server has it now: a decision's answer, a refused one's current record, an undone one. @default undefined */
  onRecord?: (record: R) => void;
  /** How the Undo bar names a record, by key. @default the id */
  nameOf?: (key: string) => string;
  /**
   * Server mode (the list's optional `query`): another page of the list state shown
   * (`ListSource.fetchPage`). With it, 'Select all' picks every record the filter matches
   * (`selectFilter`), and a decision reads the filter's pages for them. @default undefined
   */
  pages?: (page: number, pageSize: number, options?: RequestOptions) => Promise<ListPage<R>>;
  /** Server mode: the list state without its page (e.g. `JSON.stringify` of the query): a new one drops a selection of the filter. @default undefined */
  filterKey?: string;
  /** Whether a record can be picked, as `selectable` asks of a row (records the filter holds that it refuses are not part of 'Select all'). @default every record */
  selectableRecord?: (record: R) => boolean;
}

/** A selection of every record a server's filter matches, but those unticked since. */
export interface FilterSelection {
  /** How many records the filter matched when they were picked (the server's total). */
  total: number;
  /** Records unticked since, by key. */
  excluded: ReadonlySet<string>;
}

export interface BulkReview<Row> {
  selection: RowSelection<Row>;
  bulk: BulkAction<ReviewDecision>;
  /**
   * Approves every picked row (on any page, under any search); when some are decided already,
   * asks first (`question`) and leaves them alone unless told otherwise.
   */
  approve: () => void;
  /** Rejects every picked row: asks first like `approve` when some are decided, then opens the one-reason-for-all dialog. */
  askReject: () => void;
  /** The counts asked about before a decision over a selection that holds decided records, or null. */
  question: BulkQuestion | null;
  /** Answers the question: go ahead with the pending records, and the ones decided the other way when `includeOpposite`. */
  answer: (includeOpposite: boolean) => void;
  /** Drops the question; nothing is sent. */
  cancelQuestion: () => void;
  /** The one-reason-for-all dialog. */
  rejectOpen: boolean;
  setRejectOpen: (open: boolean) => void;
  /** How many records the open reason dialog will reject. */
  rejectCount: number;
  /** The last reason given, offered again after a failure (nothing typed is lost). */
  lastReason: string;
  /** Rejects the records chosen with `reason`; the dialog closes as the calls start. */
  reject: (reason: string) => void;
  /** Takes records decided elsewhere out of the selection, and counts them for the bulk bar (`dropped`). */
  dropDecidedElsewhere: (keys: readonly string[]) => void;
  /** Picked records decided by someone else and taken out of the selection since the last decision. */
  dropped: number;
  /** Server mode (`pages` given): picks every record the filter matches, `total` of them. Undefined in the browser's mode. */
  selectFilter: ((total: number) => void) | undefined;
  /** The selection of the filter, or null when rows are picked one by one. */
  filterSelection: FilterSelection | null;
}

const pendingAlways = (): ReviewState => 'pending';

/**
 * The reading of a filter's pages (server mode's 'Select all N'): loaded by import() when a
 * decision over the filter starts, before its first page is asked for, so no list's first bundle
 * carries it; a decision over it sends from the same module, arrived by then.
 */
const filterReading = lazyModule(() => import('./filterSet.js'));

/**
 * Bulk review of a list: the picked rows, one call per record for a decision (the API decides one
 * record per call; at most BULK_CONCURRENCY at a time), then the failed rows and those someone else
 * changed first still picked for a retry and the rest dropped from the selection. A selection that
 * holds decided records is asked about first, naming the counts; decided records are left alone
 * unless the user includes them.
 *
 * @example
 * const review = useBulkReview({ getRowId, selectable: isPending, records: deals, area: api.partnerDeals,
 *   approve: (id, o) => api.partnerDeals.approve(id, o), reject: (id, reason, o) => api.partnerDeals.reject(id, reason, o),
 *   reload, fallbackError: t.bulkFallbackError, stateOf: dealState, onRecord: patchRow });
 */
export function useBulkReview<Row, R extends { id: Id } = { id: Id }>({
  getRowId,
  records,
  selectable,
  approve,
  reject,
  reload,
  fallbackError,
  area,
  stateOf = pendingAlways,
  onRecord,
  nameOf,
  pages,
  filterKey,
  selectableRecord,
}: UseBulkReviewOptions<Row, R>): BulkReview<Row> {
  const rowSelection = useRowSelection({ getRowId, selectable });
  // 'Select all N' in server mode: the filter itself, with the rows unticked since.
  const [filterPick, setFilterPick] = useState<(FilterSelection & { key: string | undefined }) | null>(null);
  if (filterPick && (filterPick.key !== filterKey || !pages)) setFilterPick(null);
  const selection = useFilterAwareSelection(rowSelection, filterPick, setFilterPick, getRowId);
  // The run of a decision loads once something is picked, with the bulk bar (issue 33).
  const picked = selection.count > 0;
  useEffect(() => {
    if (picked) loadBulkRun().catch(() => undefined);
  }, [picked]);
  // While the filter's pages are read for a decision: its progress, and how to stop it.
  const [reading, setReading] = useState<BulkProgress<ReviewDecision> | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const readAbort = useRef<AbortController | null>(null);
  useEffect(() => () => readAbort.current?.abort(), []);
  /** The set read for the decision under way (ids and versions only), by key. */
  const filterSet = useRef<FilterSet | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [lastReason, setLastReason] = useState('');
  const [question, setQuestion] = useState<BulkQuestion | null>(null);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [dropped, setDropped] = useState(0);
  const { replace, ids } = selection;
  // Built when a decision first needs it, once per list: the record each call decides, by its key.
  const byKey = useRef<{ records: readonly R[]; map: Map<string, R> } | null>(null);
  const recordOf = (key: string): R | undefined => {
    if (byKey.current?.records !== records) byKey.current = { records, map: new Map(records.map((record) => [String(record.id), record])) };
    return byKey.current.map.get(key);
  };
  const decisionArea = useRef<DecisionArea<R>>({});
  const shownArea = area ?? decisionArea.current;
  /** Decisions answered without the record (a backend of SPEC 7): the list is fetched again after them. */
  const unanswered = useRef(0);
  const bulk = useBulkAction<ReviewDecision>({
    perform: async (kind, key, signal, reason) => {
      // Over a filter's pages: the record as the set read it (its id and version), never a newer one.
      const read = filterSet.current?.records.get(key);
      const record: R | { id: Id } = read ?? recordOf(key) ?? { id: key };
      const answer = await decideLater(
        signal,
        { area: shownArea, action: kind, record: record as R & { version?: number }, name: nameOf?.(key), onRecord },
        (options) => (kind === 'approve' ? approve(record.id, options) : reject(record.id, reason ?? '', options)) as Promise<R | void>,
      );
      if (answer === undefined) unanswered.current += 1;
    },
    fallback: fallbackError,
    onFinished: (outcome) => {
      filterSet.current = null;
      setFilterPick(null);
      replace([...outcome.failed.map((failure) => failure.id), ...outcome.conflicted.map((conflict) => conflict.id)]);
      if (outcome.failed.length === 0) setLastReason('');
      if (unanswered.current > 0 || outcome.failed.length > 0) reload();
      unanswered.current = 0;
    },
  });
  const { run } = bulk;
  // The question asked over a filter's set, and the set it was asked about (until it is answered).
  const askedSet = useRef<FilterSet | null>(null);

  /** What the picked records are, by state, for a decision of `kind`. */
  const sortOut = (kind: ReviewDecision): BulkQuestion => {
    const done: ReviewState = kind === 'approve' ? 'approved' : 'rejected';
    const pending: string[] = [];
    const opposite: string[] = [];
    const same: string[] = [];
    for (const key of ids) {
      const record = recordOf(key);
      const state = record ? stateOf(record) : 'pending';
      (state === 'pending' ? pending : state === done ? same : opposite).push(key);
    }
    return { kind, pending, opposite, same };
  };
  /** The decision over the chosen keys: the keys themselves, or the filter's pages read again from the last (`pagesFromLast`). */
  const send = (kind: ReviewDecision, keys: readonly string[], reason?: string) => {
    const set = askedSet.current;
    // The set was read through `filterReading`, so it has arrived.
    const reading = filterReading.loaded;
    if (set && pages && reading) {
      filterSet.current = set;
      void run(kind, reading.pagesFromLast(pages, set, new Set(keys)), reason);
    } else void run(kind, keys, reason);
  };
  const start = (kind: ReviewDecision, keys: readonly string[]) => {
    setDropped(0);
    if (kind === 'approve') send('approve', keys);
    else {
      setChosen(keys);
      setRejectOpen(true);
    }
  };
  const ask = (sorted: BulkQuestion) => {
    if (sorted.opposite.length + sorted.same.length > 0) setQuestion(sorted);
    else start(sorted.kind, sorted.pending);
  };
  const decideAll = (kind: ReviewDecision) => {
    // A new decision replaces the summary of a read that failed (pressing again is its retry).
    setReadError(null);
    if (!filterPick || !pages) {
      askedSet.current = null;
      ask(sortOut(kind));
      return;
    }
    // Every page of the filter, read for the records' ids, versions and states: the set, and the counts asked about.
    readAbort.current?.abort();
    const abort = new AbortController();
    readAbort.current = abort;
    const excluded = filterPick.excluded;
    setReading({ kind, done: 0, total: filterPick.total, stage: 'reading' });
    // The run's code comes first too: a failed load then ends here, as a read that failed, and the filter stays picked.
    Promise.all([filterReading.load(), loadBulkRun()])
      .then(([{ readFilterSet }]) =>
        readFilterSet(pages, {
          signal: abort.signal,
          include: (record) => !excluded.has(String(record.id)) && (selectableRecord?.(record) ?? true),
          stateOf,
          onProgress: (done, total) => setReading({ kind, done, total, stage: 'reading' }),
        }),
      )
      .then(
        (set) => {
          if (abort.signal.aborted) return;
          setReading(null);
          askedSet.current = set;
          ask({ kind, ...set.byState(kind) });
        },
        (failure: unknown) => {
          if (abort.signal.aborted || isAbortError(failure)) return;
          setReading(null);
          bulk.dismiss();
          setReadError(errorMessage(failure, fallbackError));
        },
      );
  };
  const stopReading = () => {
    readAbort.current?.abort();
    readAbort.current = null;
    setReading(null);
  };

  // While the filter's pages are read, the bar shows that reading (and its Cancel) instead.
  const shownBulk: BulkAction<ReviewDecision> = {
    ...bulk,
    progress: reading ?? bulk.progress,
    stop: reading ? stopReading : bulk.stop,
    outcome: readError === null ? bulk.outcome : { kind: 'approve', succeeded: [], failed: [], conflicted: [], readError },
    dismiss: readError === null ? bulk.dismiss : () => setReadError(null),
  };

  return {
    selection,
    bulk: shownBulk,
    selectFilter: pages ? (total: number) => setFilterPick({ total, excluded: new Set(), key: filterKey }) : undefined,
    filterSelection: filterPick,
    approve: () => decideAll('approve'),
    askReject: () => decideAll('reject'),
    question,
    answer: (includeOpposite: boolean) => {
      if (!question) return;
      setQuestion(null);
      const keys = includeOpposite ? [...question.pending, ...question.opposite] : question.pending;
      if (keys.length > 0) start(question.kind, keys);
    },
    cancelQuestion: () => {
      askedSet.current = null;
      setQuestion(null);
    },
    rejectOpen,
    setRejectOpen,
    rejectCount: chosen.length,
    lastReason,
    reject: useCallback(
      (given: string) => {
        setLastReason(given);
        setRejectOpen(false);
        send('reject', chosen, given);
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps -- send reads the set asked about from a ref
      [run, chosen, pages],
    ),
    dropDecidedElsewhere: useCallback(
      (keys: readonly string[]) => {
        if (filterPick) {
          // A record of the filter decided elsewhere: its page, read for the decision, no longer offers it as it was.
          setFilterPick((current) => (current ? { ...current, excluded: new Set([...current.excluded, ...keys]) } : current));
          return;
        }
        const gone = new Set(keys);
        const kept = ids.filter((key) => !gone.has(key));
        if (kept.length === ids.length) return;
        setDropped((count) => count + ids.length - kept.length);
        replace(kept);
      },
      [ids, replace, filterPick],
    ),
    dropped,
  };
}

/**
 * The selection the screen sees: the rows picked one by one, or, while the filter is picked, every
 * row but those unticked since (ticking a row back, or the page's box, takes it out of `excluded`).
 */
function useFilterAwareSelection<Row>(
  rows: RowSelection<Row>,
  pick: (FilterSelection & { key: string | undefined }) | null,
  setPick: (update: (current: (FilterSelection & { key: string | undefined }) | null) => (FilterSelection & { key: string | undefined }) | null) => void,
  getRowId: (row: Row) => string,
): RowSelection<Row> {
  const { canSelect, clear: clearRows } = rows;
  const changeExcluded = useCallback(
    (keys: readonly string[], out: boolean) =>
      setPick((current) => {
        if (!current) return current;
        const excluded = new Set(current.excluded);
        for (const key of keys) {
          if (out) excluded.add(key);
          else excluded.delete(key);
        }
        return { ...current, excluded };
      }),
    [setPick],
  );
  const clear = useCallback(() => {
    setPick(() => null);
    clearRows();
  }, [setPick, clearRows]);
  return useMemo((): RowSelection<Row> => {
    if (!pick) return { ...rows, clear };
    const isSelected = (row: Row) => canSelect(row) && !pick.excluded.has(getRowId(row));
    return {
      ...rows,
      ids: [],
      count: Math.max(0, pick.total - pick.excluded.size),
      isSelected,
      toggle: (row) => canSelect(row) && changeExcluded([getRowId(row)], isSelected(row)),
      setRows: (shown, selected) => changeExcluded(shown.filter(canSelect).map(getRowId), !selected),
      replace: (keys) => {
        setPick(() => null);
        rows.replace(keys);
      },
      clear,
      rowsOf: (shown) => shown.filter(isSelected),
    };
  }, [rows, pick, canSelect, getRowId, changeExcluded, setPick, clear]);
}
