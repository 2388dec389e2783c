// Server mode's data loading (issue 34 item 5): a search is sent after the typing pauses, every
// request is aborted when a newer one starts, an older answer never replaces a newer one, the rows
// stay while the next page is on its way, and leaving aborts what is under way. The fake query
// answers when the test says, in any order; a list without `query` loads whole, as SPEC 7 does.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListPage, ListPageQuery, RequestOptions } from '../../src/api/AdminApi.js';
import { useListSource } from '../../src/hooks/useListSource.js';
import { deferred } from '../support/deferred.js';

interface Row {
  id: number;
}

/** A query whose answers the test releases one by one, recording what was asked and what was aborted. */
function controllableQuery() {
  const asked: Array<{ query: ListPageQuery; signal: AbortSignal | undefined; answer: ReturnType<typeof deferred<ListPage<Row>>> }> = [];
  const query = (request: ListPageQuery, options?: RequestOptions) => {
    const answer = deferred<ListPage<Row>>();
    asked.push({ query: request, signal: options?.signal, answer });
    return answer.promise;
  };
  const pageFor = (rowId: number): ListPage<Row> => ({ rows: [{ id: rowId }], total: 1, page: 1, pageSize: 10 });
  /** A rows-only answer: its total the rows through the page, one more when `more`. */
  const rowsFor = (rowId: number, { page = 1, more, total }: { page?: number; more: boolean; total?: number }): ListPage<Row> => ({
    rows: [{ id: rowId }],
    total: total ?? (page - 1) * 10 + 1 + (more ? 1 : 0),
    page,
    pageSize: 10,
    parts: 'rows',
    more,
  });
  const countsFor = (total: number, { page = 1 } = {}): ListPage<Row> => ({ rows: [], total, page, pageSize: 10, statusCounts: counts(total), parts: 'counts' });
  return { asked, query, pageFor, rowsFor, countsFor };
}

/** Status counts of `all` rows (the numbers only need to differ from one answer to the next). */
const counts = (all: number) => ({ all, pending: all - 1, approved: 1, rejected: 0 });

const base: ListPageQuery = { page: 1, pageSize: 10, search: '', sort: 'default', range: null };

function renderSource(query: ReturnType<typeof controllableQuery>['query'] | undefined, list = vi.fn(async () => [{ id: 99 }])) {
  return renderHook(({ request }: { request: ListPageQuery }) => useListSource<Row>({ list, query, request, key: 'deals', fallback: 'Failed' }), {
    initialProps: { request: base },
  });
}

describe('useListSource in server mode', () => {
  it('sends a search once the typing pauses, and aborts the older request when a newer one starts', async () => {
    vi.useFakeTimers();
    try {
      const fake = controllableQuery();
      const { rerender } = renderSource(fake.query);
      expect(fake.asked).toHaveLength(1);
      rerender({ request: { ...base, search: 'a' } });
      act(() => void vi.advanceTimersByTime(100));
      rerender({ request: { ...base, search: 'ac' } });
      act(() => void vi.advanceTimersByTime(100));
      rerender({ request: { ...base, search: 'acm' } });
      // Three keystrokes within 250 ms of each other: nothing sent yet.
      expect(fake.asked).toHaveLength(1);
      act(() => void vi.advanceTimersByTime(250));
      expect(fake.asked.map((one) => one.query.search)).toEqual(['', 'acm']);
      expect(fake.asked[0]!.signal?.aborted).toBe(true);
      expect(fake.asked[1]!.signal?.aborted).toBe(false);
      // A page is sent at once.
      rerender({ request: { ...base, search: 'acm', page: 2 } });
      expect(fake.asked.map((one) => one.query.page)).toEqual([1, 1, 2]);
      expect(fake.asked[1]!.signal?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never lets an older answer replace a newer one, and keeps the rows while the next page comes', async () => {
    const fake = controllableQuery();
    const { result, rerender } = renderSource(fake.query);
    await act(async () => fake.asked[0]!.answer.resolve(fake.pageFor(1)));
    expect(result.current.page?.rows).toEqual([{ id: 1 }]);
    rerender({ request: { ...base, page: 2 } });
    rerender({ request: { ...base, page: 3 } });
    // Once a page shows, each state asks its rows first (its counts follow them).
    expect(fake.asked.map((one) => [one.query.page, one.query.parts])).toEqual([
      [1, undefined],
      [2, 'rows'],
      [3, 'rows'],
    ]);
    expect(fake.asked[1]!.signal?.aborted).toBe(true);
    // The old rows stay, marked as not the current state's, and the list shows 'Updating...'.
    expect(result.current.page).toMatchObject({ rows: [{ id: 1 }], current: false });
    expect(result.current.loader.refreshing).toBe(true);
    // The newest rows first, and with them the ask for their counts.
    await act(async () => fake.asked[2]!.answer.resolve(fake.rowsFor(3, { page: 3, more: false })));
    expect(fake.asked.slice(3).map((one) => [one.query.page, one.query.parts])).toEqual([[3, 'counts']]);
    expect(result.current.loader.refreshing).toBe(true);
    await act(async () => fake.asked[3]!.answer.resolve(fake.countsFor(21, { page: 3 })));
    // The older rows answering late are ignored, and ask for no counts.
    await act(async () => fake.asked[1]!.answer.resolve(fake.rowsFor(2, { page: 2, more: true })));
    expect(fake.asked).toHaveLength(4);
    expect(result.current.page).toMatchObject({ rows: [{ id: 3 }], total: 21, current: true });
    expect(result.current.loader.state.data).toEqual([{ id: 3 }]);
    expect(result.current.loader.refreshing).toBe(false);
  });

  it("shows a keystroke's rows before its counts, with the previous counts and 'Updating...' until its own come", async () => {
    vi.useFakeTimers();
    try {
      const fake = controllableQuery();
      const { result, rerender } = renderSource(fake.query);
      await act(async () => fake.asked[0]!.answer.resolve({ ...fake.pageFor(1), total: 1000, statusCounts: counts(1000) }));
      rerender({ request: { ...base, search: 'har' } });
      act(() => void vi.advanceTimersByTime(250));
      // The rows alone first: their counts are not asked beside them.
      expect(fake.asked.slice(1).map((one) => [one.query.search, one.query.parts])).toEqual([['har', 'rows']]);
      // The rows come: shown at once, the total and counts the previous ones, still updating.
      await act(async () => fake.asked[1]!.answer.resolve(fake.rowsFor(5, { more: true })));
      expect(result.current.page).toMatchObject({ rows: [{ id: 5 }], total: 1000, statusCounts: counts(1000), current: true });
      expect(result.current.loader.state.data).toEqual([{ id: 5 }]);
      expect(result.current.loader.refreshing).toBe(true);
      // Then their counts are asked, and come: the search's own total, and no longer updating.
      expect(fake.asked.slice(2).map((one) => [one.query.search, one.query.parts])).toEqual([['har', 'counts']]);
      await act(async () => fake.asked[2]!.answer.resolve(fake.countsFor(103)));
      expect(result.current.page).toMatchObject({ rows: [{ id: 5 }], total: 103, statusCounts: counts(103), current: true });
      expect(result.current.loader.refreshing).toBe(false);

      // A search with fewer rows than the previous total: "Next" follows the rows, not the old total.
      rerender({ request: { ...base, search: 'harb' } });
      act(() => void vi.advanceTimersByTime(250));
      await act(async () => fake.asked[3]!.answer.resolve(fake.rowsFor(6, { more: false })));
      expect(result.current.page).toMatchObject({ rows: [{ id: 6 }], total: 1, statusCounts: counts(103) });
      // And one with more rows than the previous total: at least one page more than this one.
      rerender({ request: { ...base, search: 'h' } });
      act(() => void vi.advanceTimersByTime(250));
      // The counts of 'harb', still under way, are abandoned as the next rows are asked.
      expect(fake.asked[4]!.query).toMatchObject({ search: 'harb', parts: 'counts' });
      expect(fake.asked[4]!.signal?.aborted).toBe(true);
      await act(async () => fake.asked[5]!.answer.resolve(fake.rowsFor(7, { more: true, total: 11 })));
      expect(result.current.page).toMatchObject({ rows: [{ id: 7 }], total: 103 });
      // The aborted count of 'harb' answering late changes nothing.
      await act(async () => fake.asked[4]!.answer.resolve(fake.countsFor(1)));
      expect(result.current.page).toMatchObject({ total: 103, statusCounts: counts(103) });
      expect(result.current.loader.refreshing).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks whole again once a backend answered a rows-only request whole (it ignores `parts`)', async () => {
    const fake = controllableQuery();
    const { result, rerender } = renderSource(fake.query);
    await act(async () => fake.asked[0]!.answer.resolve(fake.pageFor(1)));
    rerender({ request: { ...base, page: 2 } });
    await act(async () => fake.asked[1]!.answer.resolve({ ...fake.pageFor(2), page: 2, total: 30, statusCounts: counts(30) }));
    // The whole answer is the counts too: none are asked.
    expect(fake.asked).toHaveLength(2);
    expect(result.current.page).toMatchObject({ rows: [{ id: 2 }], total: 30, statusCounts: counts(30), current: true });
    expect(result.current.loader.refreshing).toBe(false);
    rerender({ request: { ...base, page: 3 } });
    expect(fake.asked.slice(2).map((one) => one.query.parts)).toEqual([undefined]);
  });

  it('asks no counts for rows that failed, and leaves no one waiting for them', async () => {
    const fake = controllableQuery();
    const { result, rerender } = renderSource(fake.query);
    await act(async () => fake.asked[0]!.answer.resolve(fake.pageFor(1)));
    rerender({ request: { ...base, page: 2 } });
    await act(async () => fake.asked[1]!.answer.reject(new Error('Failed')));
    expect(fake.asked).toHaveLength(2);
    expect(result.current.loader.refreshing).toBe(false);
  });

  it("starts afresh for another client: its first page asked whole, none of the other's counts kept", async () => {
    const fake = controllableQuery();
    const list = vi.fn(async () => [] as Row[]);
    const { result, rerender } = renderHook(({ key }: { key: string }) => useListSource<Row>({ list, query: fake.query, request: base, key, fallback: 'Failed' }), {
      initialProps: { key: 'one' },
    });
    await act(async () => fake.asked[0]!.answer.resolve({ ...fake.pageFor(1), total: 40, statusCounts: counts(40) }));
    rerender({ key: 'two' });
    expect(fake.asked.map((one) => one.query.parts)).toEqual([undefined, undefined]);
    expect(result.current.page).toBeUndefined();
    await act(async () => fake.asked[1]!.answer.resolve({ ...fake.pageFor(2), total: 3, statusCounts: counts(3) }));
    expect(result.current.page).toMatchObject({ rows: [{ id: 2 }], total: 3, statusCounts: counts(3) });
  });

  it('abandons a slow query when the screen leaves', () => {
    const fake = controllableQuery();
    const { unmount } = renderSource(fake.query);
    expect(fake.asked[0]!.signal?.aborted).toBe(false);
    unmount();
    expect(fake.asked[0]!.signal?.aborted).toBe(true);
  });

  it('reads other pages of the same state for exports and bulk review', async () => {
    const fake = controllableQuery();
    const { result, rerender, unmount } = renderSource(fake.query);
    rerender({ request: { ...base, search: 'acme', status: 'pending' } });
    void result.current.fetchPage!(4, 100);
    expect(fake.asked.at(-1)!.query).toEqual({ ...base, search: 'acme', status: 'pending', page: 4, pageSize: 100 });
    unmount();
  });
});

describe('useListSource: every row for an export', () => {
  it('reads the pages of the list state one after another, 100 a page, up to the total', async () => {
    const asked: ListPageQuery[] = [];
    const query = async (request: ListPageQuery): Promise<ListPage<Row>> => {
      asked.push(request);
      const from = (request.page - 1) * request.pageSize;
      const rows = Array.from({ length: Math.max(0, Math.min(request.pageSize, 250 - from)) }, (_, index) => ({ id: from + index + 1 }));
      return { rows, total: 250, page: request.page, pageSize: request.pageSize };
    };
    const { result, rerender } = renderSource(query);
    rerender({ request: { ...base, status: 'pending' } });
    let rows: Row[] = [];
    await act(async () => {
      rows = await result.current.loadAll!();
    });
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 250 }, (_, index) => index + 1));
    expect(asked.slice(-3).map((one) => [one.page, one.pageSize, one.status])).toEqual([
      [1, 100, 'pending'],
      [2, 100, 'pending'],
      [3, 100, 'pending'],
    ]);
  });
});

describe('useListSource without a query (SPEC 7 alone)', () => {
  it('loads the whole list once and pages nothing on the server', async () => {
    const list = vi.fn(async () => [{ id: 7 }, { id: 8 }]);
    const { result, rerender } = renderSource(undefined, list);
    await waitFor(() => expect(result.current.loader.state.data).toEqual([{ id: 7 }, { id: 8 }]));
    rerender({ request: { ...base, page: 2, search: 'x' } });
    expect(list).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ serverMode: false, page: undefined, fetchPage: undefined, loadAll: undefined });
  });
});

describe('useListSource without a query: renders', () => {
  it('renders once per change of the list state, and not again when the typing pauses (nothing is sent)', async () => {
    vi.useFakeTimers();
    try {
      let renders = 0;
      const list = vi.fn(async () => [{ id: 7 }]);
      const { rerender } = renderHook(
        ({ request }: { request: ListPageQuery }) => {
          renders++;
          return useListSource<Row>({ list, query: undefined, request, key: 'deals', fallback: 'Failed' });
        },
        { initialProps: { request: base } },
      );
      await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
      const before = renders;
      rerender({ request: { ...base, page: 2 } });
      rerender({ request: { ...base, search: 'a' } });
      act(() => void vi.advanceTimersByTime(1000));
      // One render per rerender: no state set while rendering a page step, no timer after a search.
      expect(renders - before).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the list state of the moment when a client with a query takes over', async () => {
    const fake = controllableQuery();
    const list = vi.fn(async () => [{ id: 7 }]);
    const { rerender } = renderHook(
      ({ request, query }: { request: ListPageQuery; query: ReturnType<typeof controllableQuery>['query'] | undefined }) =>
        useListSource<Row>({ list, query, request, key: query ? 'server' : 'whole', fallback: 'Failed' }),
      { initialProps: { request: base, query: undefined as ReturnType<typeof controllableQuery>['query'] | undefined } },
    );
    rerender({ request: { ...base, search: 'acme', page: 1 }, query: undefined });
    rerender({ request: { ...base, search: 'acme', page: 1 }, query: fake.query });
    await waitFor(() => expect(fake.asked.length).toBeGreaterThan(0));
    expect(fake.asked[0]!.query.search).toBe('acme');
  });
});
