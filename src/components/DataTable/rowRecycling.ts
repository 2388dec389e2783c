/**
 * The keys of `DataTable`'s `recycleRows`: which row element each record of a page takes. Loaded by
 * import() when a table that recycles its rows first mounts (only the deal lists do), so a list that
 * does not is not carrying it (issue 33); until it has arrived, and if it does not, each row keeps
 * its own key, as without `recycleRows`.
 */

/** The rows shown last, each with its React key. */
export interface ShownRows {
  ids: readonly string[];
  keys: readonly string[];
}

/**
 * Keys for `recycleRows`, by position: the record at a page's n-th place takes the n-th row element
 * shown before, so no row element moves (a moved row is taken out of the table and put back, and
 * its whole subtree is styled again: on a search keystroke over 100,000 deals, 212 elements styled
 * in the key's task instead of 46; issue 33). A record that stays but changes place is then
 * written into the row at its new place, as a new one is. Only `keep`, the record whose row holds
 * the focus, keeps its own row wherever it goes (the focus stays with it; the row it displaces
 * takes its old place). Rows past those shown before get a key of their own (`row:` and the id,
 * made unique among the keys in use).
 */
export function recycledRowKeys(ids: readonly string[], shown: ShownRows, keep?: string): string[] {
  const keptAt = keep === undefined ? -1 : shown.ids.indexOf(keep);
  const kept = keptAt >= 0 && ids.includes(keep!) ? shown.keys[keptAt] : undefined;
  const keys: (string | undefined)[] = ids.map((id, at) => (kept !== undefined && id === keep ? kept : shown.keys[at] === kept ? undefined : shown.keys[at]));
  const used = new Set(keys.filter((key) => key !== undefined));
  const free = shown.keys.filter((key) => !used.has(key));
  return keys.map((given, at) => {
    if (given !== undefined) return given;
    let key = free.shift();
    if (key === undefined) {
      key = `row:${ids[at]}`;
      for (let copy = 1; used.has(key); copy += 1) key = `row:${ids[at]}#${copy}`;
    }
    used.add(key);
    return key;
  });
}

/** The keys of `ids` after the rows `shown`, and the keys that now stand for another record. */
export function nextRowKeys(ids: readonly string[], shown: ShownRows, body: HTMLTableSectionElement | null): { keys: readonly string[]; reassigned: ReadonlySet<string> } {
  const keys = recycledRowKeys(ids, shown, focusedRecord(body, shown));
  const before = new Map(shown.keys.map((key, at) => [key, shown.ids[at]]));
  return { keys, reassigned: new Set(keys.filter((key, at) => before.has(key) && before.get(key) !== ids[at])) };
}

/** The id of the record shown in the row that holds the focus (a row of `body`), if one does. */
function focusedRecord(body: HTMLTableSectionElement | null, shown: ShownRows): string | undefined {
  const row = body && typeof document !== 'undefined' ? document.activeElement?.closest('tr') : null;
  if (!row || row.parentElement !== body) return undefined;
  return shown.ids[Array.prototype.indexOf.call(body!.rows, row)];
}

/**
 * After the commit of new keys: a focus inside a row that now shows another record is dropped
 * (`blur`), as the removal of its row would have dropped it.
 */
export function dropFocusOfReassignedRow(body: HTMLTableSectionElement | null, keys: readonly string[], reassigned: ReadonlySet<string>): void {
  const focused = document.activeElement;
  const row = focused?.closest('tr');
  if (!row || !body || row.parentElement !== body) return;
  const at = Array.prototype.indexOf.call(body.rows, row);
  if (reassigned.has(keys[at]!)) (focused as HTMLElement).blur();
}
