import type { ConflictError } from '../api/conflictError.js';
import type { UndoOptions } from '../api/AdminApi.js';
import type { Id, RecordVersion } from '../api/types.js';

// What a decision is, and the log of the decisions made under one AbortSignal (one run of an
// action): `decide` (decide.ts) writes it, the action hooks read it. Kept apart from `decide` so
// that every action hook (the sign-in's too) carries only this much.

/** The decisions a screen makes on a record. */
export type DecisionAction = 'approve' | 'reject' | 'remarks' | 'remove';

/** A record as a decision reads it: its id and, when the backend sent one, its version. */
export interface DecidedRecord {
  id: Id;
  version?: RecordVersion | null;
}

/**
 * The calls of a record's area (`api.partnerDeals`), of which a decision needs only the optional
 * `undo`: without it there is no Undo. (An object type, so that an area without `undo` fits too.)
 */
export type DecisionArea<R> = object & {
  /** Puts the record back as it was before its latest change. */
  undo?: (id: Id, options: UndoOptions) => Promise<R>;
};

/** One decision on one record: what it does, to which record (as read), and where it lives. */
export interface Decision<R = unknown> {
  /**
   * The calls of the record's area, e.g. `api.partnerDeals`: its `undo`, when the backend has it,
   * offers an Undo; the object itself is how live events tell this console's own decisions
   * (`isOwnChange`).
   */
  area: DecisionArea<R>;
  /** What the call does: the question after a refusal and the Undo bar name it. */
  action: DecisionAction;
  /** The record as this screen read it: its `version` is sent as `expectedVersion` (If-Match). */
  record: DecidedRecord;
  /** How the Undo bar names the record, e.g. 'Deal 12' or a member's name. @default the id */
  name?: string;
  /**
   * Told the record as the server has it now whenever the decision learns it: the call's answer,
   * the record as it is now when the call was refused (`ConflictError.current`), the record an
   * Undo put back. A list replaces its row with it. @default undefined
   */
  onRecord?: (record: R) => void;
}

/** A decision the server took, with the record it answered (undefined from a backend of SPEC 7 alone). */
export interface MadeDecision<R = unknown> {
  decision: Decision<R>;
  answer: R | undefined;
}

/** A decision the server refused because the record had changed since it was read. */
export interface RefusedDecision<R = unknown> {
  decision: Decision<R>;
  error: ConflictError<R>;
}

/** What the decisions under one AbortSignal did: see `trackDecisions`. */
export interface DecisionLog {
  readonly made: MadeDecision[];
  readonly refused: RefusedDecision[];
}

/** A version to send instead of the one read: the user chose to write over a change (undefined: send none). */
export interface VersionOverride {
  area: object;
  id: Id;
  version: RecordVersion | undefined;
}

/** One run of an action: its log, and the versions to send instead of those read. */
export interface Attempt extends DecisionLog {
  overrides: readonly VersionOverride[];
}

/** The log of each run, by its signal. */
export const attempts = new WeakMap<AbortSignal, Attempt>();

/**
 * Starts recording the decisions made under `signal` (one run of an action), sending the
 * `overrides` in place of the versions read. Returns the log `decide` fills.
 */
export function trackDecisions(signal: AbortSignal, overrides: readonly VersionOverride[] = []): DecisionLog {
  const attempt: Attempt = { made: [], refused: [], overrides };
  attempts.set(signal, attempt);
  return attempt;
}

/** A version as a backend sent it, or undefined when it is not one (a backend of SPEC 7 alone sends none). */
export function versionOf(record: unknown): RecordVersion | undefined {
  const version = typeof record === 'object' && record !== null ? (record as { version?: unknown }).version : undefined;
  return typeof version === 'number' && Number.isSafeInteger(version) ? version : undefined;
}

/** The decisions of `made` an Undo can put back: the backend undoes their area and answered a version. */
export function undoable(made: readonly MadeDecision[]): MadeDecision[] {
  return made.filter(({ decision, answer }) => decision.action !== 'remove' && decision.area.undo && versionOf(answer) !== undefined);
}
