import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  clampPage,
  createListState,
  isCompleteRange,
  listReducer,
  pageCountFor,
  parseDateOnly,
} from '../../src/list/index.js';
import type { ListState } from '../../src/list/index.js';

const onPage = (page: number, extra: Partial<ListState> = {}) => createListState({ page, ...extra });

describe('listReducer', () => {
  it('has a page size of 10 (SPEC 9)', () => {
    expect(PAGE_SIZE).toBe(10);
  });

  it('goes back to page 1 when the search changes', () => {
    const next = listReducer(onPage(4), { type: 'setSearch', search: 'acme' });
    expect(next).toEqual({ search: 'acme', sort: 'default', range: null, page: 1, pageSize: 10, facets: {} });
  });

  it('goes back to page 1 when the sort changes', () => {
    expect(listReducer(onPage(3), { type: 'setSort', sort: 'newToOld' })).toMatchObject({ sort: 'newToOld', page: 1 });
    expect(listReducer(onPage(3, { sort: 'newToOld' }), { type: 'setSort', sort: 'default' })).toMatchObject({
      sort: 'default',
      page: 1,
    });
  });

  it('goes back to page 1 when a range is applied or cleared', () => {
    const range = { start: '2024-01-01', end: '2024-01-31' };
    const applied = listReducer(onPage(5), { type: 'applyRange', range });
    expect(applied).toMatchObject({ range, page: 1 });
    const moved = listReducer(applied, { type: 'setPage', page: 2 });
    expect(moved.page).toBe(2);
    expect(listReducer(moved, { type: 'clearRange' })).toMatchObject({ range: null, page: 1 });
  });

  it('keeps the same state object for actions that change nothing', () => {
    const state = onPage(3, { search: 'x', sort: 'oldToNew', range: { start: '2024-01-01', end: '2024-01-02' } });
    expect(listReducer(state, { type: 'setSearch', search: 'x' })).toBe(state);
    expect(listReducer(state, { type: 'setSort', sort: 'oldToNew' })).toBe(state);
    expect(listReducer(state, { type: 'applyRange', range: { start: '2024-01-01', end: '2024-01-02' } })).toBe(state);
    expect(listReducer(state, { type: 'setPage', page: 3 })).toBe(state);
    const noRange = onPage(2);
    expect(listReducer(noRange, { type: 'clearRange' })).toBe(noRange);
  });

  it('needs both dates to apply a range (SPEC 5)', () => {
    const state = onPage(2);
    expect(listReducer(state, { type: 'applyRange', range: { start: '2024-01-01', end: '' } })).toBe(state);
    expect(listReducer(state, { type: 'applyRange', range: { start: '', end: '2024-01-01' } })).toBe(state);
    expect(listReducer(state, { type: 'applyRange', range: { start: '2024-02-30', end: '2024-03-01' } })).toBe(state);
    expect(isCompleteRange({ start: '2024-01-01' })).toBe(false);
    expect(isCompleteRange({ start: '2024-01-01', end: '2024-12-31' })).toBe(true);
  });

  it('ignores sorts that name no column and non-numeric pages, floors fractional pages', () => {
    const state = onPage(2);
    for (const sort of ['side ways', '<b>', '-', '--name', '1st', '', 'x'.repeat(65)]) expect(listReducer(state, { type: 'setSort', sort })).toBe(state);
    expect(listReducer(state, { type: 'setSort', sort: 42 as never })).toBe(state);
    expect(listReducer(state, { type: 'setPage', page: Number.NaN })).toBe(state);
    expect(listReducer(state, { type: 'setPage', page: 3.7 }).page).toBe(3);
    expect(listReducer(state, { type: 'setPage', page: -4 }).page).toBe(1);
  });
});

describe('clampPage', () => {
  it('moves to the last page that still exists after removals', () => {
    // 31 rows → 4 pages; the last page's only row goes away → 3 pages.
    const state = onPage(4);
    expect(clampPage(state, 31)).toBe(state);
    expect(clampPage(state, 30)).toEqual(onPage(3));
    expect(listReducer(state, { type: 'clampPage', totalRows: 30 }).page).toBe(3);
  });

  it('lands on page 1 for an empty list', () => {
    expect(clampPage(onPage(7), 0).page).toBe(1);
    expect(pageCountFor(0)).toBe(1);
    expect(pageCountFor(10)).toBe(1);
    expect(pageCountFor(11)).toBe(2);
  });
});

describe('parseDateOnly', () => {
  it('reads local start and end of day', () => {
    expect(parseDateOnly('2024-03-05')).toBe(new Date(2024, 2, 5, 0, 0, 0, 0).getTime());
    expect(parseDateOnly('2024-03-05', true)).toBe(new Date(2024, 2, 5, 23, 59, 59, 999).getTime());
  });

  it('rejects what is not a calendar date', () => {
    for (const text of ['', '2024-3-5', '2024-13-01', '2023-02-29', 'yesterday', null, 20240305]) {
      expect(parseDateOnly(text)).toBeNaN();
    }
  });
});

describe('facets', () => {
  it('go back to page 1 when a facet changes, and keep the state when it does not', () => {
    const state = createListState({ page: 4, facets: { tab: 'A' } });
    expect(listReducer(state, { type: 'setFacet', name: 'tab', value: 'B' })).toMatchObject({ page: 1, facets: { tab: 'B' } });
    expect(listReducer(state, { type: 'setFacet', name: 'tab', value: 'A' })).toBe(state);
  });

  it('compare list values item by item', () => {
    const state = createListState({ page: 2, facets: { type: ['PDF'] } });
    expect(listReducer(state, { type: 'setFacet', name: 'type', value: ['PDF'] })).toBe(state);
    expect(listReducer(state, { type: 'setFacet', name: 'type', value: ['PDF', 'Video'] }).facets.type).toEqual(['PDF', 'Video']);
  });

  it('empty the search and reset other facets where the facet says so', () => {
    const state = createListState({ search: 'acme', facets: { tab: 'A', type: ['PDF'] } });
    const next = listReducer(state, { type: 'setFacet', name: 'tab', value: 'B', clearSearch: true, alsoSet: { type: [] } });
    expect(next).toMatchObject({ search: '', page: 1, facets: { tab: 'B', type: [] } });
  });
});
