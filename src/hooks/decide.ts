import type { WriteOptions } from '../api/AdminApi.js';
import { ConflictError } from '../api/conflictError.js';
import type { Id, RecordChange } from '../api/types.js';
import { attempts, undoable, versionOf, type Decision, type MadeDecision } from './decisionLog.js';
import { remember } from './ownWrites.js';

export { trackDecisions, undoable, versionOf } from './decisionLog.js';
export { isOwnChange } from './ownWrites.js';
export type { DecidedRecord, Decision, DecisionAction, DecisionArea, DecisionLog, MadeDecision, RefusedDecision, VersionOverride } from './decisionLog.js';

// The one way a screen makes a decision on a record (approve, reject, a remark, a removal), so
// that every decision, wherever it is made, sends the version it read and gets the same help:
// `decide` sends `expectedVersion`, and records under the action's AbortSignal what it decided and
// what was refused. The action hooks (useAction, useReasonDialog, useConfirmAction, the bulk
// hooks) read that record after the call: a refusal (ConflictError) becomes the question 'Rejected
// by Ada Lovelace at 10:42. Approve anyway?', whose yes runs the same action again with the version
// the server has now, and a decision the backend can undo becomes an Undo for 10 seconds. No React
// here: the hooks and the kit's DecisionScope bring the screens' side.

const isRecord = (value: unknown): value is { id: Id } =>
  typeof value === 'object' && value !== null && ['string', 'number'].includes(typeof (value as { id?: unknown }).id);

/**
 * Makes one decision: `call` gets the write options (the signal, and `expectedVersion`: the
 * version the record was read with, or the one the user chose to write over). The answer, when it
 * is a record, goes to `decision.onRecord` and is returned; a refusal (ConflictError) tells
 * `onRecord` the record as it is now and is thrown on. Either way it is logged under the signal
 * for the action hook that runs it (`trackDecisions`).
 *
 * @example
 * const reject = useReasonDialog((signal, row: DealRow, reason) =>
 *   decide(signal, { area: api.partnerDeals, action: 'reject', record: row.deal, name: `Deal ${row.id}`, onRecord: patchRow },
 *     (options) => api.partnerDeals.reject(row.id, reason, options)), t.rejectError);
 */
export async function decide<R>(signal: AbortSignal, decision: Decision<R>, call: (options: WriteOptions) => Promise<R | void>): Promise<R | undefined> {
  const attempt = attempts.get(signal);
  const { area, record } = decision;
  const override = attempt?.overrides.find((candidate) => candidate.area === area && String(candidate.id) === String(record.id));
  const version = override ? override.version : versionOf(record);
  remember(area, record.id, 'pending');
  try {
    const answer = await call(version === undefined ? { signal } : { signal, expectedVersion: version });
    const now = isRecord(answer) ? (answer as R) : undefined;
    const produced = versionOf(now);
    // Without a version the change the events bring next cannot be told from another's: forgotten.
    remember(area, record.id, produced ?? null);
    attempt?.made.push({ decision: decision as Decision, answer: now });
    if (now !== undefined && !signal.aborted) decision.onRecord?.(now);
    return now;
  } catch (error) {
    remember(area, record.id, null);
    if (error instanceof ConflictError) {
      attempt?.refused.push({ decision: decision as Decision, error });
      if (isRecord(error.current) && !signal.aborted) decision.onRecord?.(error.current as R);
    }
    throw error;
  }
}

/** What an Undo did to the decisions it was given. */
export interface UndoOutcome {
  undone: readonly MadeDecision[];
  /** Changed by someone since the decision: left as it is, with who changed it. */
  changedSince: ReadonlyArray<{ made: MadeDecision; change: RecordChange | undefined }>;
  /** Failed for another reason, with the error. */
  failed: ReadonlyArray<{ made: MadeDecision; error: unknown }>;
}

/** Undos sent at once, at most: the same bound as a bulk decision's. */
const UNDO_CONCURRENCY = 4;

/**
 * Puts each decision's record back with the version the decision produced, so a record someone
 * changed since is left alone (ConflictError); each record the server now has goes to its
 * decision's `onRecord`.
 */
export async function undoDecisions(made: readonly MadeDecision[], signal?: AbortSignal): Promise<UndoOutcome> {
  const queue = undoable(made);
  const undone: MadeDecision[] = [];
  const changedSince: Array<{ made: MadeDecision; change: RecordChange | undefined }> = [];
  const failed: Array<{ made: MadeDecision; error: unknown }> = [];
  const worker = async () => {
    for (let next = queue.shift(); next && !signal?.aborted; next = queue.shift()) {
      const { decision, answer } = next;
      remember(decision.area, decision.record.id, 'pending');
      try {
        const restored = await decision.area.undo!(decision.record.id, { expectedVersion: versionOf(answer)!, signal });
        remember(decision.area, decision.record.id, versionOf(restored) ?? null);
        undone.push(next);
        if (isRecord(restored)) decision.onRecord?.(restored);
      } catch (error) {
        remember(decision.area, decision.record.id, null);
        if (error instanceof ConflictError) {
          changedSince.push({ made: next, change: error.change });
          if (isRecord(error.current)) decision.onRecord?.(error.current);
        } else failed.push({ made: next, error });
      }
    }
  };
  await Promise.all(Array.from({ length: UNDO_CONCURRENCY }, worker));
  const order = (list: readonly MadeDecision[]) => (entry: MadeDecision) => list.indexOf(entry);
  const byMade = order(made);
  return {
    undone: undone.sort((a, b) => byMade(a) - byMade(b)),
    changedSince: changedSince.sort((a, b) => byMade(a.made) - byMade(b.made)),
    failed: failed.sort((a, b) => byMade(a.made) - byMade(b.made)),
  };
}
