import { useCallback, useMemo, useState } from 'react';

/** The rows picked in a list for a bulk action, by id; kept across pages, searches and reloads. */
export interface RowSelection<Row> {
  /** The ids picked, in the order they were picked. */
  ids: readonly string[];
  /** How many rows are picked. */
  count: number;
  isSelected: (row: Row) => boolean;
  /** False for a row no bulk action applies to (a decided request): it shows no checkbox. */
  canSelect: (row: Row) => boolean;
  /** Picks or drops one row. */
  toggle: (row: Row) => void;
  /** Picks (`true`) or drops (`false`) every selectable row of `rows` (the page, or every filtered row). */
  setRows: (rows: readonly Row[], selected: boolean) => void;
  /**
   * `setRows` by the rows' ids, for rows that can all be picked: every filtered row of a long list
   * without building its rows ('Select all' over 100,000 deals, issue 33).
   */
  setIds: (ids: readonly string[], selected: boolean) => void;
  /** Keeps exactly these ids (after a bulk action: the ones that failed). */
  replace: (ids: readonly string[]) => void;
  clear: () => void;
  /** The picked rows among `rows`, in their order (for exports and bulk calls). */
  rowsOf: (rows: readonly Row[]) => Row[];
}

export interface UseRowSelectionOptions<Row> {
  /** The row's id as text. */
  getRowId: (row: Row) => string;
  /** Which rows can be picked. @default every row */
  selectable?: (row: Row) => boolean;
}

const EVERY_ROW = () => true;

/**
 * The selection of a list's bulk actions: a set of row ids, so it survives paging, searching and a
 * reload that brings new row objects.
 *
 * @example const selection = useRowSelection({ getRowId: (deal) => String(deal.id) });
 */
export function useRowSelection<Row>({ getRowId, selectable = EVERY_ROW }: UseRowSelectionOptions<Row>): RowSelection<Row> {
  // The set is the state (a set made from 100,000 ids in each render took 20-30 ms); it keeps the
  // order the ids were picked in.
  const [picked, setPicked] = useState<ReadonlySet<string>>(NONE);
  const ids = useMemo(() => [...picked], [picked]);
  const isSelected = useCallback((row: Row) => picked.has(getRowId(row)), [picked, getRowId]);
  const setIds = useCallback((changed: readonly string[], selected: boolean) => setPicked((current) => picking(current, changed, selected)), []);
  const toggle = useCallback(
    (row: Row) => {
      const id = getRowId(row);
      if (selectable(row)) setPicked((current) => picking(current, [id], !current.has(id)));
    },
    [getRowId, selectable],
  );
  const setRows = useCallback((rows: readonly Row[], selected: boolean) => setIds(rows.filter(selectable).map(getRowId), selected), [getRowId, selectable, setIds]);
  const replace = useCallback((next: readonly string[]) => setPicked(new Set(next)), []);
  const clear = useCallback(() => setPicked(NONE), []);
  const rowsOf = useCallback((rows: readonly Row[]) => rows.filter((row) => picked.has(getRowId(row))), [picked, getRowId]);
  return { ids, count: ids.length, isSelected, canSelect: selectable, toggle, setRows, setIds, replace, clear, rowsOf };
}

const NONE: ReadonlySet<string> = new Set();

/** `current` with `changed` added (after the others) or taken out; `current` itself when that changes nothing. */
function picking(current: ReadonlySet<string>, changed: readonly string[], selected: boolean): ReadonlySet<string> {
  const next = new Set(current);
  for (const id of changed) {
    if (selected) next.add(id);
    else next.delete(id);
  }
  return next.size === current.size ? current : next;
}
