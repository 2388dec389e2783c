import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Id } from '../api/types.js';
import type { ListPage, RequestOptions, WriteOptions } from '../api/AdminApi.js';
import { errorMessage } from '../api/errors.js';
import type { DecisionArea } from './decisionLog.js';
import type { FilterSet } from './filterSet.js';
import { lazyModule } from '../platform/lazyPart.js';
import { loadBulkRun, useBulkAction, type BulkAction, type BulkOutcome, type BulkProgress } from './useBulkAction.js';
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

/** The filter picked, and the list state it stands for (`filterKey`). */
export type FilterPick = FilterSelection & { key: string | undefined };
export type SetFilterPick = (update: FilterPick | null | ((current: FilterPick | null) => FilterPick | null)) => void;

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

/** What the bar and its dialogs show of a review, besides the selection and the run. */
export interface ReviewFlowState {
  question: BulkQuestion | null;
  rejectOpen: boolean;
  lastReason: string;
  /** The records the reason dialog will reject. */
  chosen: readonly string[];
  dropped: number;
  /** While the filter's pages are read for a decision (or the review's code arrives): its progress. */
  reading: BulkProgress<ReviewDecision> | null;
  /** A summary of the review's own: the read of a filter that failed, or the review's code that did not arrive. */
  failed: BulkOutcome<ReviewDecision> | null;
}

const NOTHING_SHOWN: ReviewFlowState = { question: null, rejectOpen: false, lastReason: '', chosen: [], dropped: 0, reading: null, failed: null };

/** What a review holds between renders and presses, outside its state. */
export interface ReviewRefs<R> {
  /** Stops the read of a filter's pages (or the wait for the review's code). */
  readAbort: AbortController | null;
  /** The set read for the decision under way (ids and versions only), by key. */
  filterSet: FilterSet | null;
  /** The question asked over a filter's set, and the set it was asked about (until it is answered). */
  askedSet: FilterSet | null;
  /** Decisions answered without the record (a backend of SPEC 7): the list is fetched again after them. */
  unanswered: number;
  byKey: { records: readonly R[]; map: Map<string, R> } | null;
  /** The area decided through without `area` given: no Undo. */
  area: DecisionArea<R>;
}

/** A review as one render has it, for its decision flow (`bulkReviewFlow.ts`). */
export interface ReviewContext<Row, R extends { id: Id }> {
  options: UseBulkReviewOptions<Row, R>;
  selection: RowSelection<Row>;
  filterPick: FilterPick | null;
  setFilterPick: SetFilterPick;
  flow: ReviewFlowState;
  /** Merges a change into what shows (given the current state, when it counts on it). */
  update: (patch: Partial<ReviewFlowState> | ((current: ReviewFlowState) => Partial<ReviewFlowState>)) => void;
  refs: { current: ReviewRefs<R> };
  bulk: BulkAction<ReviewDecision>;
}

/**
 * The decision flow (what only runs when an admin acts on a selection): loaded by import() with
 * the first pick, beside the bulk bar and the run (issue 33), so no list's first bundle carries it.
 */
const reviewFlow = lazyModule(() => import('./bulkReviewFlow.js'));

/**
 * Bulk review of a list: the picked rows, one call per record for a decision (the API decides one
 * record per call; at most BULK_CONCURRENCY at a time), then the failed rows and those someone else
 * changed first still picked for a retry and the rest dropped from the selection. A selection that
 * holds decided records is asked about first, naming the counts; decided records are left alone
 * unless the user includes them. The decision flow loads by import() with the first pick; a press
 * before it has arrived shows the decision under way and acts once it has, and a load that fails
 * ends as a summary that keeps every picked record for another try.
 *
 * @example
 * const review = useBulkReview({ getRowId, selectable: isPending, records: deals, area: api.partnerDeals,
 *   approve: (id, o) => api.partnerDeals.approve(id, o), reject: (id, reason, o) => api.partnerDeals.reject(id, reason, o),
 *   reload, fallbackError: t.bulkFallbackError, stateOf: dealState, onRecord: patchRow });
 */
export function useBulkReview<Row, R extends { id: Id } = { id: Id }>(options: UseBulkReviewOptions<Row, R>): BulkReview<Row> {
  return useBulkReviewOf(options, useReviewSelection(options));
}

/**
 * What a review list's table reads of its bulk review from the first render: the rows picked (the
 * filter itself after 'Select all N' in server mode). `useBulkReview` is `useBulkReviewOf` over it;
 * the deal list keeps it alone in its first bundle and the rest comes with its bulk bar (issue 33).
 */
export interface ReviewSelection<Row> {
  /** The selection as the table and the bar show it. */
  selection: RowSelection<Row>;
  /** The rows picked one by one, under it. */
  rows: RowSelection<Row>;
  filterPick: FilterPick | null;
  setFilterPick: SetFilterPick;
}

/** The selection part of `useBulkReview` (see `ReviewSelection`). */
export function useReviewSelection<Row>({ getRowId, selectable, pages, filterKey }: Pick<UseBulkReviewOptions<Row, { id: Id }>, 'getRowId' | 'selectable' | 'filterKey'> & { pages?: unknown }): ReviewSelection<Row> {
  const rows = useRowSelection({ getRowId, selectable });
  // 'Select all N' in server mode: the filter itself, with the rows unticked since.
  const [filterPick, setFilterPick] = useState<FilterPick | null>(null);
  if (filterPick && (filterPick.key !== filterKey || !pages)) setFilterPick(null);
  const selection = useFilterAwareSelection(rows, filterPick, setFilterPick, getRowId);
  // The decision flow and the run load once something is picked, with the bulk bar (issue 33).
  const picked = selection.count > 0;
  useEffect(() => {
    if (picked) Promise.all([reviewFlow.load(), loadBulkRun()]).catch(() => undefined);
  }, [picked]);
  return { selection, rows, filterPick, setFilterPick };
}

/** `useBulkReview` over a selection made by `useReviewSelection` with the same options. */
export function useBulkReviewOf<Row, R extends { id: Id } = { id: Id }>(options: UseBulkReviewOptions<Row, R>, picked: ReviewSelection<Row>): BulkReview<Row> {
  const { pages, filterKey } = options;
  const { selection, filterPick, setFilterPick } = picked;
  const [flow, setFlow] = useState(NOTHING_SHOWN);
  const update = useCallback(
    (patch: Partial<ReviewFlowState> | ((current: ReviewFlowState) => Partial<ReviewFlowState>)) =>
      setFlow((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) })),
    [],
  );
  const box = useRef<ReviewRefs<R>>({ readAbort: null, filterSet: null, askedSet: null, unanswered: 0, byKey: null, area: {} });
  useEffect(() => () => box.current.readAbort?.abort(), []);
  const bulk = useBulkAction<ReviewDecision>({
    // Only a run the flow started calls these, so the flow has arrived.
    perform: (kind, key, signal, reason) => reviewFlow.loaded!.perform(context, kind, key, signal, reason),
    fallback: options.fallbackError,
    onFinished: (outcome) => reviewFlow.loaded!.finished(context, outcome),
  });
  const context: ReviewContext<Row, R> = { options, selection, filterPick, setFilterPick, flow, update, refs: box, bulk };
  const { ids, count } = selection;

  /**
   * Hands a press to the decision flow. While it arrives a decision (`busy`) shows as under way; a
   * load that fails ends a decision or 'Select all' (`select`) as a summary that says so.
   */
  const act = (press: (code: typeof import('./bulkReviewFlow.js')) => void, busy?: ReviewDecision, select = false) => {
    const code = reviewFlow.loaded;
    if (code) return press(code);
    const wait = new AbortController();
    const refs = box.current;
    refs.readAbort?.abort();
    refs.readAbort = wait;
    if (busy) update({ failed: null, reading: { kind: busy, done: 0, total: count } });
    reviewFlow.load().then(
      (arrived) => {
        if (wait.signal.aborted) return;
        update({ reading: null });
        press(arrived);
      },
      (failure: unknown) => {
        if (wait.signal.aborted || !(busy || select)) return;
        // The code did not arrive: nothing was sent, every record stays picked for another try.
        const message = errorMessage(failure, options.fallbackError);
        const failed: BulkOutcome<ReviewDecision> =
          filterPick || !busy
            ? { kind: busy ?? 'approve', succeeded: [], failed: [], conflicted: [], readError: message }
            : { kind: busy, succeeded: [], failed: ids.map((id) => ({ id, message })), conflicted: [] };
        update({ reading: null, failed });
      },
    );
  };
  const stopReading = () => {
    box.current.readAbort?.abort();
    box.current.readAbort = null;
    update({ reading: null });
  };

  // While the filter's pages are read, the bar shows that reading (and its Cancel) instead.
  const shownBulk: BulkAction<ReviewDecision> = {
    ...bulk,
    progress: flow.reading ?? bulk.progress,
    stop: flow.reading ? stopReading : bulk.stop,
    outcome: flow.failed ?? bulk.outcome,
    dismiss: flow.failed ? () => update({ failed: null }) : bulk.dismiss,
  };

  return {
    selection,
    bulk: shownBulk,
    selectFilter: pages
      ? (total: number) =>
          act(() => {
            // A pick that works replaces the summary of one whose code did not arrive.
            update({ failed: null });
            setFilterPick({ total, excluded: new Set(), key: filterKey });
          }, undefined, true)
      : undefined,
    filterSelection: filterPick,
    approve: () => act((code) => code.decideAll(context, 'approve'), 'approve'),
    askReject: () => act((code) => code.decideAll(context, 'reject'), 'reject'),
    question: flow.question,
    answer: (includeOpposite: boolean) => act((code) => code.answer(context, includeOpposite)),
    cancelQuestion: () => {
      box.current.askedSet = null;
      update({ question: null });
    },
    rejectOpen: flow.rejectOpen,
    setRejectOpen: useCallback((open: boolean) => update({ rejectOpen: open }), [update]),
    rejectCount: flow.chosen.length,
    lastReason: flow.lastReason,
    reject: (given: string) => act((code) => code.reject(context, given)),
    // Nothing to take out while nothing is picked; once something is, the flow has been asked for.
    dropDecidedElsewhere: (keys: readonly string[]) => count > 0 && act((code) => code.dropDecidedElsewhere(context, keys)),
    dropped: flow.dropped,
  };
}

/**
 * The selection the screen sees: the rows picked one by one, or, while the filter is picked, every
 * row but those unticked since (`filterSelection` of the decision flow, which has arrived: the
 * filter is picked through it).
 */
function useFilterAwareSelection<Row>(rows: RowSelection<Row>, pick: FilterPick | null, setPick: SetFilterPick, getRowId: (row: Row) => string): RowSelection<Row> {
  const flow = reviewFlow.loaded;
  return useMemo(() => (pick && flow ? flow.filterSelection(rows, pick, setPick, getRowId) : rows), [rows, pick, setPick, getRowId, flow]);
}
