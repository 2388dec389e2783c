// The optional list query (`ApiExtensions.query`) in the memory API and its presence in the HTTP
// client: there only when offered, so a screen can tell a backend of SPEC 7 alone. What it answers
// against the reference backend's SQL is tests/server/listQuery.test.ts.
import { ADMIN_API_METHODS, ApiError, InvalidResponseError, createHttpAdminApi, hasExtension } from '../../../src/api/index.js';
import { createMemoryAdminApi } from '../../../src/api/memory/index.js';
import { normaliseDealStatus } from '../../../src/domain/dealRow.js';
import { listPages } from '../../../src/list/listPage.js';

const QUERY_CALLS = [
  ['partners', 'query'],
  ['partners', 'queryPending'],
  ['distributors', 'query'],
  ['distributors', 'queryPending'],
  ['partnerDeals', 'query'],
  ['distributorDeals', 'query'],
  ['certifications', 'query'],
] as const;

const callsOf = (api: object) => QUERY_CALLS.map(([area, method]) => typeof (api as Record<string, Record<string, unknown>>)[area]![method]);

describe('the list query is optional', () => {
  it('is named by the query extension in ADMIN_API_METHODS', () => {
    expect(QUERY_CALLS.map(([area, method]) => (ADMIN_API_METHODS[area] as Record<string, unknown>)[method])).toEqual(QUERY_CALLS.map(() => 'query'));
    expect([hasExtension({ query: true }, 'query'), hasExtension({ history: true }, 'query'), hasExtension(true, 'query')]).toEqual([true, false, true]);
  });

  it('is in the memory API when given its paging, unless its extension is off', () => {
    expect(callsOf(createMemoryAdminApi({ listPages }))).toEqual(QUERY_CALLS.map(() => 'function'));
    expect(callsOf(createMemoryAdminApi({ extensions: { query: true }, listPages }))).toEqual(QUERY_CALLS.map(() => 'function'));
    expect(callsOf(createMemoryAdminApi({ extensions: false, listPages }))).toEqual(QUERY_CALLS.map(() => 'undefined'));
    expect(callsOf(createMemoryAdminApi({ extensions: { history: true }, listPages }))).toEqual(QUERY_CALLS.map(() => 'undefined'));
    // Without its paging (the memory API holds no list code) there is no query: every screen pages in the browser.
    expect(callsOf(createMemoryAdminApi())).toEqual(QUERY_CALLS.map(() => 'undefined'));
  });

  it('is in the HTTP client only when the backend is said to have it', () => {
    expect(callsOf(createHttpAdminApi({ baseUrl: '/api' }))).toEqual(QUERY_CALLS.map(() => 'undefined'));
    expect(callsOf(createHttpAdminApi({ baseUrl: '/api', extensions: { history: true, undo: true } }))).toEqual(QUERY_CALLS.map(() => 'undefined'));
    expect(callsOf(createHttpAdminApi({ baseUrl: '/api', extensions: { query: true } }))).toEqual(QUERY_CALLS.map(() => 'function'));
  });
});

describe('the memory API answers a page of a list', () => {
  it('filters by status, counts every status and pages', async () => {
    const api = createMemoryAdminApi({ listPages });
    const deals = await api.partnerDeals.list();
    const pending = deals.filter((deal) => normaliseDealStatus(deal.status) === 'pending');
    const page = await api.partnerDeals.query!({ page: 2, pageSize: 10, status: 'pending' });
    expect(page.total).toBe(pending.length);
    expect(page.rows.map((deal) => deal.id)).toEqual(pending.slice(10, 20).map((deal) => deal.id));
    expect(page.statusCounts).toEqual({
      all: deals.length,
      pending: pending.length,
      approved: deals.filter((deal) => normaliseDealStatus(deal.status) === 'approved').length,
      rejected: deals.filter((deal) => normaliseDealStatus(deal.status) === 'rejected').length,
    });
    expect(page.conflictCounts).toHaveLength(10);
  });

  it('sorts by a column, blanks last, and clamps a page past the end', async () => {
    const api = createMemoryAdminApi({ listPages });
    const page = await api.partners.query!({ page: 1, pageSize: 100, sort: '-companyName' });
    const companies = page.rows.map((member) => String(member.companyName ?? '').trim()).filter(Boolean);
    expect(companies).toEqual([...companies].sort((a, b) => b.localeCompare(a, 'und', { numeric: true, sensitivity: 'base' })));
    const last = await api.partners.query!({ page: 999, pageSize: 10 });
    expect(last.page).toBe(Math.ceil(last.total / 10));
    expect(page).not.toHaveProperty('statusCounts');
  });

  it('refuses what the backend refuses, and fails as told', async () => {
    const api = createMemoryAdminApi({ listPages });
    await expect(api.partnerDeals.query!({ page: 1, pageSize: 7 })).rejects.toMatchObject({ status: 400 });
    await expect(api.partners.query!({ page: 1, pageSize: 10, status: 'pending' })).rejects.toBeInstanceOf(ApiError);
    await expect(api.partners.query!({ page: 1, pageSize: 10, conflictsOnly: true })).rejects.toMatchObject({ status: 400 });
    api.control.failNext('partnerDeals.query', 'malformed');
    await expect(api.partnerDeals.query!({ page: 1, pageSize: 10 })).rejects.toBeInstanceOf(InvalidResponseError);
  });
});
