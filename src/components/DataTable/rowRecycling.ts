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
 * Keys for `recycleRows`: a row shown before keeps its key; a row new to the page takes the key of
 * a row that left (in order), so React updates that row's elements; only past those, a key of its
 * own (`row:` and its id, made unique among the keys in use).
 */
export function recycledRowKeys(ids: readonly string[], shown: ShownRows): string[] {
  const before = new Map(shown.ids.map((id, at) => [id, shown.keys[at]!]));
  const staying = new Set(ids);
  const free = shown.keys.filter((_, at) => !staying.has(shown.ids[at]!));
  const keys = ids.map((id) => before.get(id));
  const used = new Set(keys.filter((key) => key !== undefined));
  return keys.map((kept, at) => {
    if (kept !== undefined) return kept;
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
export function nextRowKeys(ids: readonly string[], shown: ShownRows): { keys: readonly string[]; reassigned: ReadonlySet<string> } {
  const keys = recycledRowKeys(ids, shown);
  const before = new Map(shown.keys.map((key, at) => [key, shown.ids[at]]));
  return { keys, reassigned: new Set(keys.filter((key, at) => before.has(key) && before.get(key) !== ids[at])) };
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
