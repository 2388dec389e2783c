import type { Id, RecordChange, RecordVersion } from '../api/types.js';

// What this console wrote itself, per area client, so a live change it hears back is told from
// another administrator's (`isOwnChange`). Its own module: `decide` (loaded on the first
// decision) writes it, and the live changes' code (loaded with the live hub) reads it.

/** How many writes of one area this console remembers as its own (enough for a bulk decision of a long list). */
const OWN_WRITES_KEPT = 20_000;

/** Per area client: record id → the version this console's write produced, or 'pending' while it is on its way. */
const ownWrites = new WeakMap<object, Map<string, RecordVersion | 'pending'>>();

export function remember(area: object, id: Id, version: RecordVersion | 'pending' | null): void {
  let writes = ownWrites.get(area);
  if (!writes) ownWrites.set(area, (writes = new Map()));
  const key = String(id);
  writes.delete(key);
  if (version === null) return;
  writes.set(key, version);
  if (writes.size > OWN_WRITES_KEPT) writes.delete(writes.keys().next().value as string);
}

/**
 * Whether a live change is this console's own: the write it made through `area` (the same client
 * object its decisions used) produced that version, or is still on its way. Another
 * administrator's change, or another tab's, is not.
 */
export function isOwnChange(area: object, change: Pick<RecordChange, 'recordId' | 'version'>): boolean {
  if (change.recordId === null || change.recordId === undefined) return false;
  const own = ownWrites.get(area)?.get(String(change.recordId));
  return own === 'pending' || (own !== undefined && own === change.version);
}

