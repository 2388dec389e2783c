import { useCallback, useEffect, useRef } from 'react';
import type { EventsApi } from '../api/AdminApi.js';
import type { ChangeArea, ChangedRecord, Id, RecordChange } from '../api/types.js';
import { isNewer, liveNotes, useLiveChanges, type LiveChanges } from './useLiveChanges.js';

// A list screen's side of the team API (issue 30): the records it loaded once are kept current
// from what the server says, never by downloading the list again. A decision's answer, the current
// record of a refused one, the record an Undo put back (`decide`'s `onRecord`) and every live
// change replace their row in place; a removed record leaves the list. One hook, so that the deal
// lists, the request lists and Certifications do it the same way.

/**
 * Per list made by `replaceRecord`: the list as loaded (`loaded`, the same positions), and each
 * replaced record as it was loaded and as it is now, by id. Few records change between two loads,
 * so a replacement copies these small maps, never the index a list built over the whole load.
 */
interface Replacements {
  loaded: readonly unknown[];
  /** By id: as loaded. */
  before: ReadonlyMap<string, unknown>;
  /** By the record as loaded: as it is now. */
  now: ReadonlyMap<unknown, unknown>;
  /** `asLoaded`'s answer, made once per list (a function a memo can depend on). */
  asLoaded?: { loaded: readonly unknown[]; current: (record: unknown) => unknown };
}
const replacements = new WeakMap<readonly unknown[], Replacements>();

/** Whether `candidate` has the id `id` (compared as text: the server may send numbers or strings), `key` being `String(id)`. */
function hasId(candidate: { id: Id }, id: Id, key: string): boolean {
  // The same type compares directly: 100,000 records are searched without making a string of each id.
  return typeof candidate.id === typeof id ? candidate.id === id : String(candidate.id) === key;
}

/** Where the record with the id `id` is in `records`, or -1. */
export function positionOfId<R extends { id: Id }>(records: readonly R[], id: Id): number {
  const key = String(id);
  for (let i = 0; i < records.length; i++) if (hasId(records[i] as R, id, key)) return i;
  return -1;
}

/** Replaces the record with the same id when `record` is newer (`isNewer`); the same array when nothing changes. */
export function replaceRecord<R extends { id: Id; version?: unknown }>(records: readonly R[], record: R): readonly R[] {
  const at = positionOfId(records, record.id);
  if (at < 0 || records[at] === record || !isNewer(record, records[at])) return records;
  const next = records.slice();
  next[at] = record;
  const key = String(record.id);
  const prior = replacements.get(records);
  const loaded = prior?.loaded ?? records;
  const before = prior?.before ?? new Map<string, unknown>();
  replacements.set(next, {
    loaded,
    before: before.has(key) ? before : new Map(before).set(key, records[at]),
    now: new Map(prior?.now).set(loaded[at], record),
  });
  return next;
}

/**
 * How `records` (a list `replaceRecord` made, or one as fetched) looked when it was fetched: a
 * function giving each record as it came then, for the records replaced since. A list orders and
 * filters its rows by it, so a row someone decided (here or elsewhere) keeps its place, with its
 * new status and note, until the list is fetched again: nothing jumps away from under the pointer.
 *
 * @example const fetched = asFetched(deals); const status = (deal) => normaliseDealStatus(fetched(deal).status);
 */
export function asFetched<R extends { id: Id }>(records: readonly R[]): (record: R) => R {
  const before = replacements.get(records)?.before;
  return before ? (record) => (before.get(String(record.id)) as R | undefined) ?? record : (record) => record;
}

/**
 * `records` as two parts: the list as it was loaded (`loaded`: the same array however many records
 * `replaceRecord` replaced since, in the same positions) and `current`, which gives a loaded record
 * as it is now. A long list builds its index (search texts, orders, counts, conflicts) over
 * `loaded`, once per load, and reads each row it shows through `current`: a live change to one
 * record of 100,000 then costs the rows on screen, not the whole list again. Ordered and filtered
 * as loaded, as `asFetched` says, a replaced record keeps its place until the list is fetched again.
 *
 * @example const { loaded, current } = asLoaded(deals); const list = useListController(loaded, ...); const rows = list.pageRows.map(current);
 */
export function asLoaded<R extends { id: Id }>(records: readonly R[]): { loaded: readonly R[]; current: (record: R) => R } {
  const replaced = replacements.get(records);
  if (!replaced) return { loaded: records, current: sameRecord };
  const { now } = replaced;
  replaced.asLoaded ??= { loaded: replaced.loaded, current: (record) => now.get(record) ?? record };
  return replaced.asLoaded as { loaded: readonly R[]; current: (record: R) => R };
}

const sameRecord = <R,>(record: R): R => record;

/** Keeps the records of one load current: `patch(record)` replaces its row (see `replaceRecord`). */
export function useRecordPatch<R extends { id: Id; version?: unknown }>(setData: (update: (data: R[] | undefined) => R[]) => void): (record: R) => void {
  return useCallback((record: R) => setData((records) => (records ? (replaceRecord(records, record) as R[]) : [])), [setData]);
}

export interface UseLiveListOptions<R extends ChangedRecord> {
  /**
   * Server mode (the list is one page the server answered): a change asks for the page again, as
   * it may move a record into it, out of it or within it; this console's own change to a row on
   * the page only replaces the row. @default false
   */
  requery?: boolean;
  /** The records as loaded (undefined until they are). */
  records: readonly R[] | undefined;
  /** Replaces a record's row (`useRecordPatch`). */
  patch: (record: R) => void;
  /** Takes a removed record's row out of the list. @default the row stays (a list without removals) */
  remove?: (id: Id) => void;
  /** The API client's live events (`api.events`, optional beyond SPEC 7): without them nothing is heard. */
  events: EventsApi | undefined;
  /** The area the records belong to, e.g. 'partnerDeals'. */
  area: ChangeArea;
  /** The area's calls the list decides through (`api.partnerDeals`): its own decisions are told apart by it. */
  client: object;
  /** Loads the list again, after the stream was interrupted. */
  reload: () => void;
  /** Whether a record still waits for a decision; one that no longer does after someone else's change leaves the selection. */
  isPending: (record: R) => boolean;
  /** Told the keys (`String(id)`) of picked records someone else decided (`BulkReview.dropDecidedElsewhere`). */
  onDecidedElsewhere?: (keys: readonly string[]) => void;
  /** How an announcement names a record, e.g. 'Deal 12'. */
  nameOf?: (id: Id) => string;
}

/**
 * The live changes to a loaded list (see above): each change to one of its records replaces the
 * row, a change someone else made gets its note beside the status ('Rejected by Ada L. just now')
 * and a polite announcement, a record they decided leaves the bulk selection, and after a drop in
 * the stream the list is loaded again.
 *
 * @example
 * const patch = useRecordPatch(loader.setData);
 * const live = useLiveList({ records: state.data, patch, events: props.api.events, area: 'partnerDeals', client: api.partnerDeals,
 *   reload, isPending: (deal) => normaliseDealStatus(deal.status) === 'pending', onDecidedElsewhere: review.dropDecidedElsewhere });
 */
export function useLiveList<R extends ChangedRecord>({
  requery = false,
  records,
  patch,
  remove,
  events,
  area,
  client,
  reload,
  isPending,
  onDecidedElsewhere,
  nameOf,
}: UseLiveListOptions<R>): LiveChanges {
  const shown = useRef(records);
  useEffect(() => {
    shown.current = records;
  });
  return useLiveChanges<R>({
    events,
    area,
    client,
    nameOf,
    onResync: reload,
    // Called only for a change heard, once the live notes' code (with this handling) has arrived.
    onChange: (record: R | null, change: RecordChange, own: boolean) =>
      liveNotes.loaded!.listChange(shown.current, { requery, reload, patch, remove, isPending, onDecidedElsewhere }, record, change, own),
  });
}
