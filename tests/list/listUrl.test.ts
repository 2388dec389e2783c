import { describe, expect, it } from 'vitest';
import {
  createListState,
  listStateFromSearchParams,
  listStateToSearchParams,
  oneOf,
  sanitizeListState,
  statusFacet,
  textList,
} from '../../src/list/index.js';

const FACETS = {
  tab: oneOf(['LEARNING', 'SALES'] as const, 'LEARNING', { resets: ['type'] }),
  type: textList(),
};

describe('list state in a query string', () => {
  it('leaves every default out, so an untouched list has a clean URL', () => {
    expect(listStateToSearchParams(sanitizeListState({}, FACETS), FACETS).toString()).toBe('');
  });

  it('writes and reads back search, sort, range, page and facets', () => {
    const state = sanitizeListState(
      {
        search: 'acme & co',
        sort: 'newToOld',
        range: { start: '2026-01-01', end: '2026-03-31' },
        page: 3,
        facets: { tab: 'SALES', type: ['PDF', 'Video'] },
      },
      FACETS,
    );
    const query = listStateToSearchParams(state, FACETS).toString();
    expect(query).toBe('q=acme+%26+co&sort=newToOld&from=2026-01-01&to=2026-03-31&page=3&tab=SALES&type=PDF&type=Video');
    expect(sanitizeListState(listStateFromSearchParams(query), FACETS)).toEqual(state);
  });

  it.each([
    ['sort=-customerCompany&perPage=50&status=pending', { status: 'pending' }, '-customerCompany', 50],
    ['sort=customerCompany&page=2&perPage=25', { status: 'all' }, 'customerCompany', 25],
    ['sort=oldToNew&perPage=100&status=rejected', { status: 'rejected' }, 'oldToNew', 100],
  ])('writes and reads back a status, a column sort and rows per page: %s', (query, facets, sort, pageSize) => {
    const specs = { status: statusFacet() };
    const state = sanitizeListState(listStateFromSearchParams(query), specs);
    expect(state).toMatchObject({ facets, sort, pageSize });
    expect(listStateToSearchParams(state, specs).toString()).toBe(query);
  });

  it("leaves the default rows per page (SPEC's ten) and 'All' statuses out", () => {
    const specs = { status: statusFacet() };
    expect(listStateToSearchParams(sanitizeListState({ pageSize: 10, facets: { status: 'all' } }, specs), specs).toString()).toBe('');
  });

  it('reads one ticked value as a list of one', () => {
    expect(sanitizeListState(listStateFromSearchParams('?type=PDF'), FACETS).facets.type).toEqual(['PDF']);
  });

  it.each([
    ['page=999', { page: 999 }],
    ['page=0', { page: 1 }],
    ['page=-3', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=2.7', { page: 2 }],
    ['page=Infinity', { page: 1 }],
    ['sort=side%20ways', { sort: 'default' }],
    ['sort=%3Cscript%3E', { sort: 'default' }],
    ['sort=--name', { sort: 'default' }],
    ['perPage=30', { pageSize: 10 }],
    ['perPage=abc', { pageSize: 10 }],
    ['perPage=-50', { pageSize: 10 }],
    ['perPage=50&perPage=25', { pageSize: 50 }],
    ['from=2026-05-01&to=2026-01-01', { range: null }],
    ['from=2026-02-30&to=2026-03-01', { range: null }],
    ['from=2026-01-01', { range: null }],
    ['to=not-a-date', { range: null }],
    ['tab=HACKED', { facets: { tab: 'LEARNING', type: [] } }],
    ['tab=SALES&tab=LEARNING', { facets: { tab: 'LEARNING', type: [] } }],
    ['constructor=1&__proto__=x', { facets: { tab: 'LEARNING', type: [] } }],
  ])('makes a bad value valid without an error: %s', (query, expected) => {
    expect(sanitizeListState(listStateFromSearchParams(query), FACETS)).toMatchObject(expected);
  });

  it('cuts an endless search text', () => {
    expect(sanitizeListState(listStateFromSearchParams(`q=${'a'.repeat(10_000)}`), FACETS).search).toHaveLength(500);
  });

  it('accepts anything from a host without throwing', () => {
    for (const input of [null, undefined, { page: '4' }, { facets: 'x' }, { range: 'yesterday' }, { search: 42 }]) {
      expect(() => sanitizeListState(input as never, FACETS)).not.toThrow();
    }
    expect(sanitizeListState({ page: '4' } as never, FACETS).page).toBe(4);
  });

  it('drops facets the list does not have', () => {
    expect(sanitizeListState({ facets: { other: 'x' } }, {}).facets).toEqual({});
    expect(createListState().facets).toEqual({});
  });
});
