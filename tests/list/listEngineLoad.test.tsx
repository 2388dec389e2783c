// The list engine (search, sort, filters and counts over rows loaded whole) loads by import() when
// the first list in client mode mounts (issue 33: it is not in a consumer's first bundle). These
// tests run in this order in a file of their own, so the engine has not arrived when they start:
// a list paged on the server never asks for it, and a list of rows in hand waits with its loading
// text, its page kept, until it has.
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListView } from '../../src/components/ListView/index.js';
import type { DataTableColumn } from '../../src/components/DataTable/index.js';
import { useListController, type ServerListPage } from '../../src/list/index.js';
import { renderWithProviders } from '../support/render.js';

interface Row {
  id: number;
  name: string;
  createdAt: string;
}

const rows: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}`, createdAt: new Date(2026, 0, i + 1).toISOString() }));
const columns: DataTableColumn<Row>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];
const config = { searchText: (row: Row) => [row.name], date: (row: Row) => row.createdAt };

function People() {
  const list = useListController(rows, { ...config, defaultState: { page: 3, sort: 'oldToNew' } });
  return (
    <ListView
      list={list}
      columns={columns}
      getRowId={(row) => String(row.id)}
      caption="People"
      searchPlaceholder="Search"
      loadingText="Loading people..."
      emptyText="No people"
      layout="table"
    />
  );
}

describe('the list engine, loaded when a list in client mode first mounts', () => {
  it('is not needed by a list paged on the server: its page shows at once', () => {
    const page: ServerListPage<Row> = { rows: rows.slice(0, 10), total: 45, page: 1, current: true };
    const { result } = renderHook(() => useListController([], { ...config, page, loadAll: async () => rows }));
    expect(result.current.preparing).toBe(false);
    expect(result.current.pageRows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.current.total).toBe(45);
  });

  it('keeps a list of rows in hand on its loading text, its page kept, until it has arrived; then the page shows sorted', async () => {
    renderWithProviders(<People />);
    // Not yet arrived: the loading text, no pager, and no rows unsorted.
    expect(screen.getByRole('status')).toHaveTextContent('Loading people...');
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
    expect(screen.queryByText('Person 1')).not.toBeInTheDocument();
    // Arrived: page 3 of the old-to-new order (the page asked for was not clamped meanwhile).
    await waitFor(() => expect(screen.queryByText('Loading people...')).not.toBeInTheDocument());
    const body = within(screen.getByRole('table', { name: 'People' })).getAllByRole('row').slice(1);
    expect(body.map((row) => row.textContent)).toEqual(rows.slice(20, 30).map((row) => row.name));
    expect(screen.getByRole('button', { name: 'Page 3', current: 'page' })).toBeInTheDocument();
  });
});
