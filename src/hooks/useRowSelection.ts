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
  const [ids, setIds] = useState<readonly string[]>([]);
  const picked = useMemo(() => new Set(ids), [ids]);
  const isSelected = useCallback((row: Row) => picked.has(getRowId(row)), [picked, getRowId]);
  const toggle = useCallback(
    (row: Row) => {
      if (!selectable(row)) return;
      const id = getRowId(row);
      setIds((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
    },
    [getRowId, selectable],
  );
  const setRows = useCallback(
    (rows: readonly Row[], selected: boolean) => {
      const changed = new Set(rows.filter(selectable).map(getRowId));
      setIds((current) => {
        if (!selected) return current.filter((id) => !changed.has(id));
        const kept = new Set(current);
        return [...current, ...[...changed].filter((id) => !kept.has(id))];
      });
    },
    [getRowId, selectable],
  );
  const replace = useCallback((next: readonly string[]) => setIds([...new Set(next)]), []);
  const clear = useCallback(() => setIds([]), []);
  const rowsOf = useCallback((rows: readonly Row[]) => rows.filter((row) => picked.has(getRowId(row))), [picked, getRowId]);
  return { ids, count: ids.length, isSelected, canSelect: selectable, toggle, setRows, replace, clear, rowsOf };
}
