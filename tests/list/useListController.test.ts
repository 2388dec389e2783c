import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createElement, useMemo } from 'react';
import {
  ListPreferences,
  memoryListPreferences,
  statusFacet,
  listStateFromSearchParams,
  listStateToSearchParams,
  oneOf,
  textList,
  useListController,
  useListState,
  type ListChange,
  type ListState,
} from '../../src/list/index.js';
import { loadListEngine } from '../../src/list/useListController.js';

interface Row {
  id: number;
  name: string | null;
  createdAt: string | null;
}

const makeRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i,
    name: i % 2 ? `Odd ${i}` : `Even ${i}`,
    createdAt: new Date(2024, 0, 1 + i, 12).toISOString(),
  }));

function setup(initialRows: Row[]) {
  const searchText = vi.fn((row: Row) => [row.name]);
  const hook = renderHook(
    ({ rows, tick }: { rows: Row[]; tick: number }) => {
      void tick;
      // Inline accessors, as a screen would write them: they change identity on every render.
      return useListController(rows, { searchText: (row) => searchText(row), date: (row) => row.createdAt });
    },
    { initialProps: { rows: initialRows, tick: 0 } },
  );
  return { ...hook, searchText };
}

// The engine loads by import() when the first list mounts (tests/list/listEngineLoad.test.ts shows the
// list until then); here it has arrived, as it has on any list after the first.
beforeAll(() => loadListEngine());

describe('useListController', () => {
  it('reads each row once per rows array, in idle time after the first render, not on unrelated renders', async () => {
    const rows = makeRows(25);
    const { result, rerender, searchText } = setup(rows);
    // The first page shows without reading a single search field.
    expect(searchText).not.toHaveBeenCalled();
    expect(result.current.pageRows).toHaveLength(10);
    await waitFor(() => expect(searchText).toHaveBeenCalledTimes(25));
    const firstPage = result.current.pageRows;

    rerender({ rows, tick: 1 });
    rerender({ rows, tick: 2 });
    expect(searchText).toHaveBeenCalledTimes(25);
    // The query did not run again either: the very same page array comes back.
    expect(result.current.pageRows).toBe(firstPage);

    rerender({ rows: [...rows], tick: 3 });
    await waitFor(() => expect(searchText).toHaveBeenCalledTimes(50));
  });

  /** The renders a search for 'odd' causes over `count` rows, typed at once or once the index is prepared. */
  async function rendersOfSearch(count: number, { afterPreparation }: { afterPreparation: boolean }) {
    const renders: Array<{ search: string; total: number; isStale: boolean }> = [];
    const rows = makeRows(count);
    const date = vi.fn((row: Row) => row.createdAt);
    const { result } = renderHook(() => {
      const list = useListController(rows, { searchText: (row) => [row.name], date });
      renders.push({ search: list.state.search, total: list.total, isStale: list.isStale });
      return list;
    });
    // Preparation reads the search texts, then the dates: it is over once every date was read.
    if (afterPreparation) await waitFor(() => expect(date).toHaveBeenCalledTimes(count), { timeout: 20_000 });
    act(() => result.current.setSearch('odd'));
    await waitFor(() => expect(result.current.isStale).toBe(false));
    return renders.filter((render) => render.search === 'odd');
  }

  it('answers a search over a prepared list of up to 150,000 rows in the keystroke own render', async () => {
    const renders = await rendersOfSearch(6000, { afterPreparation: true });
    expect(renders).toEqual([{ search: 'odd', total: 3000, isStale: false }]);
  });

  it('answers in the keystroke own render once the search texts are prepared, before the dates are', async () => {
    const count = 6000;
    const renders: Array<{ search: string; total: number; isStale: boolean }> = [];
    const rows = makeRows(count);
    const searchText = vi.fn((row: Row) => [row.name]);
    // A date that takes a while to read (50 µs): preparation reads the dates after every search
    // text, a step of 512 rows at a time, so it is still reading them when the keystroke comes.
    const date = vi.fn((row: Row) => {
      const until = performance.now() + 0.05;
      while (performance.now() < until);
      return row.createdAt;
    });
    const { result } = renderHook(() => {
      const list = useListController(rows, { searchText, date });
      renders.push({ search: list.state.search, total: list.total, isStale: list.isStale });
      return list;
    });
    await waitFor(() => expect(searchText).toHaveBeenCalledTimes(count), { timeout: 20_000, interval: 5 });
    await waitFor(() => expect(renders.length).toBeGreaterThan(1), { interval: 5 });
    expect(date.mock.calls.length).toBeLessThan(count);
    act(() => result.current.setSearch('odd'));
    expect(renders.filter((render) => render.search === 'odd')).toEqual([{ search: 'odd', total: 3000, isStale: false }]);
  });

  it('keeps deferring the search over a prepared list of more than 150,000 rows', async () => {
    const renders = await rendersOfSearch(150_002, { afterPreparation: true });
    expect(renders[0]).toEqual({ search: 'odd', total: 150_002, isStale: true });
    expect(renders.at(-1)).toEqual({ search: 'odd', total: 75_001, isStale: false });
  }, 60_000);

  it('defers the search over a large list whose index is not prepared yet: the box leads for one render, the rows follow', async () => {
    const large = await rendersOfSearch(6000, { afterPreparation: false });
    expect(large[0]).toEqual({ search: 'odd', total: 6000, isStale: true });
    expect(large.at(-1)).toEqual({ search: 'odd', total: 3000, isStale: false });
    // One render answers the keystroke: no stale one before it, no deferred one after it.
    const small = await rendersOfSearch(500, { afterPreparation: false });
    expect(small).toEqual([{ search: 'odd', total: 250, isStale: false }]);
  });

  /** The renders a first sort by name, descending, causes over `count` rows, asked for before idle time made its order. */
  async function rendersOfFirstSort(count: number) {
    const rows = makeRows(count);
    const renders: Array<{ sort: string; first: number | undefined; isStale: boolean }> = [];
    const { result } = renderHook(() => {
      const list = useListController(rows, { searchText: (row) => [row.name], date: (row) => row.createdAt, sortKeys: { name: (row) => row.name } });
      renders.push({ sort: list.state.sort, first: list.pageRows[0]?.id, isStale: list.isStale });
      return list;
    });
    const before = renders.length;
    act(() => result.current.setSort('-name'));
    const inTheClick = renders.slice(before);
    await waitFor(() => expect(result.current.isStale).toBe(false));
    return { inTheClick, last: renders.at(-1) };
  }

  it("makes a long list's first sort by a text column a slice at a time, the rows in their order until it is made", async () => {
    // 'Odd 5999' last in the collator's (numeric) order: first when descending.
    const long = await rendersOfFirstSort(6000);
    expect(long.inTheClick).toEqual([{ sort: '-name', first: 0, isStale: true }]);
    expect(long.last).toEqual({ sort: '-name', first: 5999, isStale: false });
    // A short list ranks its rows within the click's render.
    const short = await rendersOfFirstSort(500);
    expect(short.inTheClick).toEqual([{ sort: '-name', first: 499, isStale: false }]);
  });

  it("makes a long list's first answer in slices, loading meanwhile, and again for a new load", async () => {
    const config = { searchText: (row: Row) => [row.name], date: (row: Row) => row.createdAt, status: (row: Row) => (row.id % 2 ? 'approved' : 'pending') };
    const { result, rerender } = renderHook(({ rows }: { rows: Row[] }) => useListController(rows, config), { initialProps: { rows: makeRows(6000) } });
    // The status codes are read over every row: not in the render.
    expect(result.current).toMatchObject({ preparing: true, total: 0 });
    await waitFor(() => expect(result.current.preparing).toBe(false));
    expect(result.current).toMatchObject({ total: 6000, isStale: false, statusFilter: { counts: { all: 6000, pending: 3000 } } });
    rerender({ rows: makeRows(6001) });
    expect(result.current).toMatchObject({ preparing: true, total: 0 });
    await waitFor(() => expect(result.current.total).toBe(6001));
  });

  it('reads the rows at once when a search comes before the idle time', () => {
    const { result, searchText } = setup(makeRows(25));
    act(() => result.current.setSearch('odd 1'));
    expect(searchText).toHaveBeenCalledTimes(25);
    expect(result.current.pageRows.map((r) => r.id)).toEqual([1, 11, 13, 15, 17, 19]);
  });

  it('searches, sorts, filters by date and pages, with every change back on page 1', () => {
    const { result } = setup(makeRows(25));
    expect(result.current).toMatchObject({ total: 25, pageCount: 3 });
    expect(result.current.pageRows.map((r) => r.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    act(() => result.current.setPage(3));
    expect(result.current.state.page).toBe(3);
    expect(result.current.pageRows.map((r) => r.id)).toEqual([20, 21, 22, 23, 24]);

    act(() => result.current.setSort('newToOld'));
    expect(result.current.state.page).toBe(1);
    expect(result.current.pageRows[0]?.id).toBe(24);

    act(() => result.current.setPage(2));
    act(() => result.current.setSearch('ODD'));
    expect(result.current.state).toMatchObject({ search: 'ODD', page: 1 });
    expect(result.current.total).toBe(12);
    expect(result.current.filteredRows.every((r) => r.name?.startsWith('Odd'))).toBe(true);
    expect(result.current.isStale).toBe(false);

    act(() => result.current.setPage(2));
    act(() => result.current.applyRange({ start: '2024-01-02', end: '2024-01-05' }));
    expect(result.current.state.page).toBe(1);
    expect(result.current.filteredRows.map((r) => r.id).sort()).toEqual([1, 3]);

    act(() => result.current.clearRange());
    expect(result.current.total).toBe(12);
  });

  it('moves to the last remaining page when rows are removed', () => {
    const rows = makeRows(21);
    const { result, rerender } = setup(rows);
    act(() => result.current.setPage(3));
    expect(result.current.pageRows.map((r) => r.id)).toEqual([20]);

    rerender({ rows: rows.slice(0, 20), tick: 1 });
    expect(result.current.state.page).toBe(2);
    expect(result.current.pageCount).toBe(2);
    expect(result.current.pageRows.map((r) => r.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);

    rerender({ rows: [], tick: 2 });
    expect(result.current.state.page).toBe(1);
    expect(result.current.pageRows).toEqual([]);
  });

  it('keeps its action functions stable across renders', () => {
    const rows = makeRows(3);
    const { result, rerender } = setup(rows);
    const { setSearch, setPage } = result.current;
    rerender({ rows, tick: 1 });
    expect(result.current.setSearch).toBe(setSearch);
    expect(result.current.setPage).toBe(setPage);
  });
});

describe('useListController with its state controlled', () => {
  const FACETS = { tab: oneOf(['a', 'b'] as const, 'a', { clearsSearch: true }) };
  type Facets = { tab: 'a' | 'b' };

  function controlled(initial: Partial<ListState>, rows: Row[] = makeRows(35), ready = true) {
    const changes: Array<[ListState<Facets>, ListChange]> = [];
    const hook = renderHook(
      ({ state, rows: current, ready: isReady }: { state: Partial<ListState>; rows: Row[]; ready: boolean }) =>
        useListController<Row, Facets>(current, {
          searchText: (row) => [row.name],
          date: (row) => row.createdAt,
          facets: FACETS,
          ready: isReady,
          state,
          onStateChange: (next, change) => changes.push([next, change]),
        }),
      { initialProps: { state: initial, rows, ready } },
    );
    return { ...hook, changes };
  }

  it('shows the state it is given and reports changes without applying them', () => {
    const rows = makeRows(35);
    const { result, changes, rerender } = controlled({ page: 2, facets: { tab: 'b' } }, rows);
    expect(result.current.state).toMatchObject({ page: 2, facets: { tab: 'b' } });
    expect(result.current.pageRows[0]?.id).toBe(10);
    act(() => result.current.setPage(3));
    expect(changes).toEqual([[expect.objectContaining({ page: 3 }), 'page']]);
    // Not applied until the host hands the new state back.
    expect(result.current.state.page).toBe(2);
    rerender({ state: changes[0]![0], rows, ready: true });
    expect(result.current.state.page).toBe(3);
  });

  it("reports what changed: typing, a facet that empties the search", () => {
    const { result, changes } = controlled({ search: 'odd', page: 2 });
    act(() => result.current.setSearch('odd 1'));
    act(() => result.current.setFacet('tab', 'b'));
    expect(changes.map(([, change]) => change)).toEqual(['search', 'facet']);
    expect(changes[1]![0]).toMatchObject({ search: '', page: 1, facets: { tab: 'b' } });
  });

  it('keeps the keystrokes typed while its host lags behind (a host that applies changes in a transition)', () => {
    const rows = makeRows(35);
    const { result, changes, rerender } = controlled({ search: '' }, rows);
    // Two keystrokes before the host hands anything back: the second builds on the first.
    act(() => result.current.setSearch('o'));
    act(() => result.current.setSearch('od'));
    expect(changes.map(([next]) => next.search)).toEqual(['o', 'od']);
    expect(result.current.state.search).toBe('od');
    // The host catches up one step at a time; an older value never shows in the box.
    rerender({ state: changes[0]![0], rows, ready: true });
    expect(result.current.state.search).toBe('od');
    rerender({ state: changes[1]![0], rows, ready: true });
    expect(result.current.state.search).toBe('od');
    // A search the host sets itself (Back, a link) wins over what was typed before.
    act(() => result.current.setSearch('odd'));
    rerender({ state: { search: 'even' }, rows, ready: true });
    expect(result.current.state.search).toBe('even');
  });

  it('makes what it is given valid (a bad sort, an unknown facet value)', () => {
    const { result } = controlled({ sort: 'sideways' as never, facets: { tab: 'z' } });
    expect(result.current.state).toMatchObject({ sort: 'default', facets: { tab: 'a' } });
  });

  it('shows a sort by a column it has not in the server order, and asks its host to drop it', () => {
    const { result, changes } = controlled({ sort: '-nosuchcolumn', page: 2 });
    expect(result.current.state).toMatchObject({ sort: 'default', page: 2 });
    expect(result.current.pageRows[0]?.id).toBe(10);
    expect(changes).toEqual([[expect.objectContaining({ sort: 'default', page: 2 }), 'clamp']]);
  });

  it('keeps a page past the end while the rows load, then asks its host to clamp it', () => {
    const { result, changes, rerender } = controlled({ page: 99 }, [], false);
    expect(changes).toEqual([]);
    rerender({ state: { page: 99 }, rows: makeRows(35), ready: true });
    // The rows show the last page at once; the host is told to correct its state.
    expect(result.current.state.page).toBe(4);
    expect(changes).toEqual([[expect.objectContaining({ page: 4 }), 'clamp']]);
  });
});

describe('useListController uncontrolled', () => {
  it('starts from defaultState and tells an observer about changes', () => {
    const onStateChange = vi.fn();
    const { result } = renderHook(() =>
      useListController(makeRows(30), { searchText: (row) => [row.name], date: (row) => row.createdAt, defaultState: { page: 2 }, onStateChange }),
    );
    expect(result.current.state.page).toBe(2);
    act(() => result.current.setSearch('even'));
    expect(result.current.state).toMatchObject({ search: 'even', page: 1 });
    expect(onStateChange).toHaveBeenCalledWith(expect.objectContaining({ search: 'even' }), 'search');
  });

  it('starts afresh when the reset key changes', () => {
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => useListController(makeRows(30), { searchText: (row) => [row.name], date: (row) => row.createdAt, resetKey: key }),
      { initialProps: { key: 'partner 1' } },
    );
    act(() => result.current.setSearch('odd'));
    act(() => result.current.setPage(2));
    expect(result.current.state).toMatchObject({ search: 'odd', page: 2 });
    rerender({ key: 'partner 2' });
    expect(result.current.state).toMatchObject({ search: '', page: 1 });
  });
});

describe('useListController with a filter of its own', () => {
  const FACETS = { kind: textList() };
  type Facets = { kind: readonly string[] };
  const kindOf = (row: Row) => (row.id % 2 ? 'odd' : 'even');

  function filtered(rows: Row[] = makeRows(35)) {
    return renderHook(
      ({ current }: { current: Row[] }) => {
        const store = useListState<Facets>({ facets: FACETS });
        const { kind } = store.state.facets;
        // Memoised on what it reads, as the option asks.
        const filter = useMemo(() => (kind.length === 0 ? undefined : (row: Row) => kind.includes(kindOf(row))), [kind]);
        return useListController<Row, Facets>(current, { searchText: (row) => [row.name], date: (row) => row.createdAt, filter, store });
      },
      { initialProps: { current: rows } },
    );
  }

  it('keeps only the rows the filter passes, before search and paging', () => {
    const { result } = filtered();
    expect(result.current.total).toBe(35);
    act(() => result.current.setFacet('kind', ['odd']));
    expect(result.current.total).toBe(17);
    expect(result.current.pageRows.every((row) => row.id % 2 === 1)).toBe(true);
    act(() => result.current.setSearch('odd 3'));
    expect(result.current.filteredRows.map((row) => row.id)).toEqual([3, 31, 33]);
  });

  it('goes back to page 1 when the filter’s facet changes, and clamps when it leaves fewer pages', () => {
    const { result } = filtered();
    act(() => result.current.setPage(4));
    expect(result.current.state.page).toBe(4);
    act(() => result.current.setFacet('kind', ['even']));
    expect(result.current.state.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.setFacet('kind', []));
    expect(result.current.state).toMatchObject({ page: 1, facets: { kind: [] } });
    expect(result.current.total).toBe(35);
  });

  it('reads each row again only when the rows or the filter change', async () => {
    const searchText = vi.fn((row: Row) => [row.name]);
    const rows = makeRows(20);
    const { result, rerender } = renderHook(
      ({ filter }: { filter?: (row: Row) => boolean }) => useListController(rows, { searchText, date: (row) => row.createdAt, filter }),
      { initialProps: { filter: undefined as ((row: Row) => boolean) | undefined } },
    );
    await waitFor(() => expect(searchText).toHaveBeenCalledTimes(20));
    rerender({ filter: undefined });
    const odd = (row: Row) => row.id % 2 === 1;
    rerender({ filter: odd });
    expect(result.current.total).toBe(10);
    await waitFor(() => expect(searchText).toHaveBeenCalledTimes(30));
    rerender({ filter: odd });
    expect(searchText).toHaveBeenCalledTimes(30);
  });
});

describe('useListController with a facet controlled on its own', () => {
  const FACETS = { tab: oneOf(['a', 'b', 'c'] as const, 'a', { resets: ['kind'] }), kind: textList() };
  type Facets = { tab: 'a' | 'b' | 'c'; kind: readonly string[] };
  type Props = { value?: Facets['tab']; defaultValue?: Facets['tab']; state?: Partial<ListState>; defaultState?: Partial<ListState> };

  function withTab(initial: Props) {
    const onChange = vi.fn();
    const changes: Array<[ListState<Facets>, ListChange]> = [];
    const hook = renderHook(
      ({ value, defaultValue, state, defaultState }: Props) =>
        useListController<Row, Facets>(makeRows(35), {
          searchText: (row) => [row.name],
          date: (row) => row.createdAt,
          facets: FACETS,
          facetControls: { tab: { value, defaultValue, onChange } },
          state,
          defaultState,
          onStateChange: (next, change) => changes.push([next, change]),
        }),
      { initialProps: initial },
    );
    return { ...hook, onChange, changes };
  }

  it('starts on defaultValue unless the default state names the facet, and reports every change', () => {
    expect(withTab({ defaultValue: 'b' }).result.current.state.facets.tab).toBe('b');
    expect(withTab({ defaultValue: 'b', defaultState: { facets: { tab: 'c' } } }).result.current.state.facets.tab).toBe('c');
    const { result, onChange } = withTab({ defaultValue: 'b' });
    act(() => result.current.setFacet('tab', 'c'));
    expect(result.current.state.facets.tab).toBe('c');
    expect(onChange).toHaveBeenCalledWith('c');
    act(() => result.current.setFacet('tab', 'c'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('waits for a controlled value, then applies it with the list’s rules: page 1, the facets it resets', () => {
    const { result, rerender, onChange, changes } = withTab({ value: 'b' });
    expect(result.current.state.facets.tab).toBe('b');
    act(() => result.current.setFacet('kind', ['x']));
    act(() => result.current.setPage(3));
    act(() => result.current.setFacet('tab', 'c'));
    expect(onChange).toHaveBeenCalledWith('c');
    // Not applied: the host decides.
    expect(result.current.state).toMatchObject({ page: 3, facets: { tab: 'b', kind: ['x'] } });
    rerender({ value: 'c' });
    expect(result.current.state).toMatchObject({ page: 1, facets: { tab: 'c', kind: [] } });
    expect(changes.at(-1)).toEqual([expect.objectContaining({ page: 1, facets: { tab: 'c', kind: [] } }), 'facet']);
    // A value that is not valid falls back to the facet's default.
    rerender({ value: 'z' as never });
    expect(result.current.state.facets.tab).toBe('a');
  });

  it('asks the host of a controlled list state to follow a new controlled value', () => {
    const { result, rerender, changes } = withTab({ value: 'a', state: { page: 2, facets: { tab: 'a', kind: ['x'] } } });
    expect(changes).toEqual([]);
    rerender({ value: 'b', state: { page: 2, facets: { tab: 'a', kind: ['x'] } } });
    // The facet shows at once; the rest of the state follows once the host hands it back.
    expect(result.current.state.facets.tab).toBe('b');
    expect(changes).toEqual([[expect.objectContaining({ page: 1, facets: { tab: 'b', kind: [] } }), 'facet']]);
  });

  it('survives a round trip through the URL with the facet at its default left out', () => {
    const { result, changes } = withTab({ state: {} });
    act(() => result.current.setFacet('tab', 'c'));
    const query = listStateToSearchParams(changes[0]![0], FACETS).toString();
    expect(query).toBe('tab=c');
    expect(listStateFromSearchParams(query)).toMatchObject({ facets: { tab: 'c' } });
    act(() => result.current.setFacet('tab', 'a'));
    expect(listStateToSearchParams(changes[1]![0], FACETS).toString()).toBe('');
  });
});

describe('useListController: column sorts, statuses and rows per page', () => {
  const rows = makeRows(35).map((row) => ({ ...row, status: row.id % 3 === 0 ? 'pending' : 'approved' }));
  type Status = (typeof rows)[number];

  function sortable(preferences = memoryListPreferences(), defaultState?: Partial<ListState>) {
    const changes: Array<[ListState, ListChange]> = [];
    const hook = renderHook(
      () =>
        useListController<Status, { status: 'all' | 'pending' | 'approved' | 'rejected' }>(rows, {
          name: 'people',
          searchText: (row) => [row.name],
          date: (row) => row.createdAt,
          dateColumn: 'joined',
          sortKeys: { name: (row) => row.name },
          facets: { status: statusFacet() },
          status: (row) => row.status,
          defaultState,
          onStateChange: (next, change) => changes.push([next, change]),
        }),
      { wrapper: ({ children }) => createElement(ListPreferences, { store: preferences, children }) },
    );
    return { ...hook, changes, preferences };
  }

  it('names the columns its headers sort: the sort keys and the date column', () => {
    const { result } = sortable();
    expect([...result.current.sortableColumns]).toEqual(['name', 'joined']);
    expect(result.current.dateColumn).toBe('joined');
  });

  it("reads the date column's own id as a sort as the Sort By menu's order", () => {
    const { result } = sortable(undefined, { sort: '-joined' });
    expect(result.current.state.sort).toBe('newToOld');
    expect(result.current.pageRows[0]?.id).toBe(34);
  });

  it('filters by status with counts, back on page 1', () => {
    const { result, changes } = sortable();
    act(() => result.current.setPage(2));
    expect(result.current.statusFilter).toMatchObject({ value: 'all', counts: { all: 35, pending: 12, approved: 23, rejected: 0 } });
    act(() => result.current.statusFilter!.onValueChange('pending'));
    expect(result.current).toMatchObject({ total: 12, state: { page: 1, facets: { status: 'pending' } } });
    expect(changes.at(-1)).toEqual([expect.objectContaining({ facets: { status: 'pending' } }), 'facet']);
  });

  it('changes the rows per page keeping the first row in view, and remembers the size for the list', () => {
    const { result, changes, preferences } = sortable();
    act(() => result.current.setPage(3));
    expect(result.current.pageRows[0]?.id).toBe(20);
    act(() => result.current.setPageSize(25));
    expect(result.current.state).toMatchObject({ pageSize: 25, page: 1 });
    expect(result.current.pageRows).toHaveLength(25);
    expect(changes.at(-1)?.[1]).toBe('pageSize');
    expect(preferences.get('people', 'pageSize')).toBe(25);
    // A size not offered changes nothing.
    act(() => result.current.setPageSize(30));
    expect(result.current.state.pageSize).toBe(25);
    // Back to SPEC's ten: nothing left to remember.
    act(() => result.current.setPageSize(10));
    expect(preferences.get('people', 'pageSize')).toBeUndefined();
  });

  it('starts with the size remembered for the list unless its state names one', () => {
    const preferences = memoryListPreferences();
    preferences.set('people', 'pageSize', 50);
    expect(sortable(preferences).result.current.state.pageSize).toBe(50);
    expect(sortable(preferences, { pageSize: 25 }).result.current.state.pageSize).toBe(25);
    preferences.set('people', 'pageSize', 'lots');
    expect(sortable(preferences).result.current.state.pageSize).toBe(10);
  });
});
