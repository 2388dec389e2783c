import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from '../../src/hooks/useRowSelection.js';

interface Row {
  id: number;
  open: boolean;
}

const rows: Row[] = [1, 2, 3, 4].map((id) => ({ id, open: id !== 3 }));

function setup() {
  return renderHook(() => useRowSelection<Row>({ getRowId: (row) => String(row.id), selectable: (row) => row.open }));
}

describe('useRowSelection', () => {
  it('picks rows and ids in the order they come, each once, and drops them by row or id', () => {
    const { result } = setup();
    act(() => result.current.toggle(rows[1]!));
    act(() => result.current.setRows(rows, true));
    // Row 3 cannot be picked; row 2, picked first, stays first.
    expect(result.current.ids).toEqual(['2', '1', '4']);
    act(() => result.current.setIds(['9', '1', '8', '9'], true));
    expect(result.current.ids).toEqual(['2', '1', '4', '9', '8']);
    expect(result.current.count).toBe(5);
    expect(result.current.isSelected(rows[3]!)).toBe(true);
    act(() => result.current.setIds(['1', '9'], false));
    act(() => result.current.toggle(rows[3]!));
    expect(result.current.ids).toEqual(['2', '8']);
    expect(result.current.rowsOf(rows)).toEqual([rows[1]]);
    act(() => result.current.replace(['4', '4', '1']));
    expect(result.current.ids).toEqual(['4', '1']);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it('keeps its ids when a pick changes nothing, so nothing renders again', () => {
    const { result } = setup();
    act(() => result.current.setIds(['1', '2'], true));
    const before = result.current.ids;
    act(() => result.current.setIds(['2'], true));
    act(() => result.current.setIds(['7'], false));
    expect(result.current.ids).toBe(before);
  });
});
