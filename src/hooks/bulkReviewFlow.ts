import type { Id } from '../api/types.js';
import { errorMessage, isAbortError } from '../api/errors.js';
import { lazyModule } from '../platform/lazyPart.js';
import { decideLater } from './decideLater.js';
import type { BulkOutcome } from './useBulkAction.js';
import { loadBulkRun } from './useBulkAction.js';
import type { RowSelection } from './useRowSelection.js';
import type { BulkQuestion, FilterPick, ReviewContext, ReviewDecision, ReviewState, SetFilterPick } from './useBulkReview.js';

// The decision flow of a bulk review (`useBulkReview`): sorting the picked records out by state,
// the question, the reason dialog's records, the reading of a filter's pages, each record's
// decision and what the end of a run keeps picked. Loaded by import() with the first pick (issue
// 33), beside the bulk bar: the hook keeps the selection and what the bar shows, which the
// first render reads, and hands each press to this module once it has arrived.

/**
 * The reading of a filter's pages (server mode's 'Select all N'): loaded by import() when a
 * decision over the filter starts, before its first page is asked for, so a list in the browser's
 * mode never loads it; a decision over it sends from the same module, arrived by then.
 */
const filterReading = lazyModule(() => import('./filterSet.js'));

/** The record each call decides, by its key: built when a decision first needs it, once per list. */
function recordOf<Row, R extends { id: Id }>(context: ReviewContext<Row, R>, key: string): R | undefined {
  const { options } = context;
  const refs = context.refs.current;
  if (refs.byKey?.records !== options.records) refs.byKey = { records: options.records, map: new Map(options.records.map((record) => [String(record.id), record])) };
  return refs.byKey.map.get(key);
}

/** One record's decision (the bulk action's `perform`): over a filter's pages, the record as the set read it (its id and version), never a newer one. */
export async function perform<Row, R extends { id: Id }>(context: ReviewContext<Row, R>, kind: ReviewDecision, key: string, signal: AbortSignal, reason: string | undefined) {
  const { options } = context;
  const refs = context.refs.current;
  const read = refs.filterSet?.records.get(key);
  const record: R | { id: Id } = read ?? recordOf(context, key) ?? { id: key };
  const answer = await decideLater(
    signal,
    { area: options.area ?? refs.area, action: kind, record: record as R & { version?: number }, name: options.nameOf?.(key), onRecord: options.onRecord },
    (call) => (kind === 'approve' ? options.approve(record.id, call) : options.reject(record.id, reason ?? '', call)) as Promise<R | void>,
  );
  if (answer === undefined) refs.unanswered += 1;
}

/** After the last call: the failed and conflicted records stay picked, the list is fetched again when answers lacked records. */
export function finished<Row, R extends { id: Id }>(context: ReviewContext<Row, R>, outcome: BulkOutcome<ReviewDecision>) {
  const { setFilterPick, selection, update, options } = context;
  const refs = context.refs.current;
  refs.filterSet = null;
  setFilterPick(null);
  selection.replace([...outcome.failed.map((failure) => failure.id), ...outcome.conflicted.map((conflict) => conflict.id)]);
  if (outcome.failed.length === 0) update({ lastReason: '' });
  if (refs.unanswered > 0 || outcome.failed.length > 0) options.reload();
  refs.unanswered = 0;
}

const pendingAlways = (): ReviewState => 'pending';

/** What the picked records are, by state, for a decision of `kind`. */
function sortOut<Row, R extends { id: Id }>(context: ReviewContext<Row, R>, kind: ReviewDecision): BulkQuestion {
  const stateOf = context.options.stateOf ?? pendingAlways;
  const done: ReviewState = kind === 'approve' ? 'approved' : 'rejected';
  const pending: string[] = [];
  const opposite: string[] = [];
  const same: string[] = [];
  for (const key of context.selection.ids) {
    const record = recordOf(context, key);
    const state = record ? stateOf(record) : 'pending';
    (state === 'pending' ? pending : state === done ? same : opposite).push(key);
  }
  return { kind, pending, opposite, same };
}

/** The decision over the chosen keys: the keys themselves, or the filter's pages read again from the last (`pagesFromLast`). */
function send<Row, R extends { id: Id }>(context: ReviewContext<Row, R>, kind: ReviewDecision, keys: readonly string[], reason?: string) {
  const { options, bulk } = context;
  const refs = context.refs.current;
  const set = refs.askedSet;
  // The set was read through `filterReading`, so it has arrived.
  const reading = filterReading.loaded;
  if (set && options.pages && reading) {
    refs.filterSet = set;
    void bulk.run(kind, reading.pagesFromLast(options.pages, set, new Set(keys)), reason);
  } else void bulk.run(kind, keys, reason);
}

function start<Row, R extends { id: Id }>(context: ReviewContext<Row, R>, kind: ReviewDecision, keys: readonly string[]) {
  context.update({ dropped: 0 });
  if (kind === 'approve') send(context, 'approve', keys);
  else context.update({ chosen: keys, rejectOpen: true });
}

function ask<Row, R extends { id: Id }>(context: ReviewContext<Row, R>, sorted: BulkQuestion) {
  if (sorted.opposite.length + sorted.same.length > 0) context.update({ question: sorted });
  else start(context, sorted.kind, sorted.pending);
}

/** Approve or reject every picked record: asks first when some are decided; over a filter, reads its pages first. */
export function decideAll<Row, R extends { id: Id }>(context: ReviewContext<Row, R>, kind: ReviewDecision) {
  const { options, filterPick, update, bulk } = context;
  const refs = context.refs.current;
  const { pages, selectableRecord, stateOf = pendingAlways } = options;
  // A new decision replaces the summary of a read that failed (pressing again is its retry).
  update({ failed: null });
  if (!filterPick || !pages) {
    refs.askedSet = null;
    ask(context, sortOut(context, kind));
    return;
  }
  // Every page of the filter, read for the records' ids, versions and states: the set, and the counts asked about.
  refs.readAbort?.abort();
  const abort = new AbortController();
  refs.readAbort = abort;
  const excluded = filterPick.excluded;
  update({ reading: { kind, done: 0, total: filterPick.total, stage: 'reading' } });
  // The run's code comes first too: a failed load then ends here, as a read that failed, and the filter stays picked.
  Promise.all([filterReading.load(), loadBulkRun()])
    .then(([{ readFilterSet }]) =>
      readFilterSet(pages, {
        signal: abort.signal,
        include: (record) => !excluded.has(String(record.id)) && (selectableRecord?.(record) ?? true),
        stateOf,
        onProgress: (done, total) => update({ reading: { kind, done, total, stage: 'reading' } }),
      }),
    )
    .then(
      (set) => {
        if (abort.signal.aborted) return;
        update({ reading: null });
        refs.askedSet = set;
        ask(context, { kind, ...set.byState(kind) });
      },
      (failure: unknown) => {
        if (abort.signal.aborted || isAbortError(failure)) return;
        bulk.dismiss();
        update({ reading: null, failed: { kind: 'approve', succeeded: [], failed: [], conflicted: [], readError: errorMessage(failure, options.fallbackError) } });
      },
    );
}

/** Answers the question: the pending records, and those decided the other way when `includeOpposite`. */
export function answer<Row, R extends { id: Id }>(context: ReviewContext<Row, R>, includeOpposite: boolean) {
  const { question } = context.flow;
  if (!question) return;
  context.update({ question: null });
  const keys = includeOpposite ? [...question.pending, ...question.opposite] : question.pending;
  if (keys.length > 0) start(context, question.kind, keys);
}

/** Rejects the records chosen with `reason`; the dialog closes as the calls start. */
export function reject<Row, R extends { id: Id }>(context: ReviewContext<Row, R>, reason: string) {
  context.update({ lastReason: reason, rejectOpen: false });
  send(context, 'reject', context.flow.chosen, reason);
}

/** Takes records decided elsewhere out of the selection, and counts them for the bulk bar (`dropped`). */
export function dropDecidedElsewhere<Row, R extends { id: Id }>({ filterPick, setFilterPick, selection, update }: ReviewContext<Row, R>, keys: readonly string[]) {
  if (filterPick) {
    // A record of the filter decided elsewhere: its page, read for the decision, no longer offers it as it was.
    setFilterPick((current) => (current ? { ...current, excluded: new Set([...current.excluded, ...keys]) } : current));
    return;
  }
  const { ids, replace } = selection;
  const gone = new Set(keys);
  const kept = ids.filter((key) => !gone.has(key));
  if (kept.length === ids.length) return;
  update((current) => ({ dropped: current.dropped + ids.length - kept.length }));
  replace(kept);
}

/**
 * The selection while the filter is picked: every row but those unticked since (ticking a row
 * back, or the page's box, takes it out of `excluded`).
 */
export function filterSelection<Row>(rows: RowSelection<Row>, pick: FilterPick, setPick: SetFilterPick, getRowId: (row: Row) => string): RowSelection<Row> {
  const { canSelect } = rows;
  const changeExcluded = (keys: readonly string[], out: boolean) =>
    setPick((current) => {
      if (!current) return current;
      const excluded = new Set(current.excluded);
      for (const key of keys) {
        if (out) excluded.add(key);
        else excluded.delete(key);
      }
      return { ...current, excluded };
    });
  const clear = () => {
    setPick(null);
    rows.clear();
  };
  const isSelected = (row: Row) => canSelect(row) && !pick.excluded.has(getRowId(row));
  return {
    ...rows,
    ids: [],
    count: Math.max(0, pick.total - pick.excluded.size),
    isSelected,
    toggle: (row) => canSelect(row) && changeExcluded([getRowId(row)], isSelected(row)),
    setRows: (shown, selected) => changeExcluded(shown.filter(canSelect).map(getRowId), !selected),
    setIds: (keys, selected) => changeExcluded(keys, !selected),
    replace: (keys) => {
      setPick(null);
      rows.replace(keys);
    },
    clear,
    rowsOf: (shown) => shown.filter(isSelected),
  };
}
