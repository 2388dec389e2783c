// The optional list query of the reference backend (issue 34; examples/server/listQuery.mjs) against
// the list engine in the browser (src/list/listPage.ts, what the memory API answers with): for the
// same list and the same query, the same page, total and counts. Both read the demo data the server
// seeded, through the library's HTTP client, so the query string, the server's SQL and the client's
// checks of the answer are all in the loop. Runs on PGlite (node project) and PostgreSQL (server-pg).
import { createHttpAdminApi, type AdminApi, type ListPage, type ListPageQuery } from '../../src/api/index.js';
import { certificationPageRules, dealPageRules, memberPageRules, requestPageRules } from '../../src/list/listPageRules.js';
import { listPageOf, type ListPageRules } from '../../src/list/listPage.js';
import type { Deal } from '../../src/api/types.js';
import { dealKeys } from '../../examples/server/listRules.js';
import { createSearchStats, searchWindows } from '../../examples/server/listQuery.mjs';
import pg from 'pg';
import { databaseUrlFor, onPostgres, runSql, startServer, type RunningServer } from './support.js';


let server: RunningServer;
let api: AdminApi;

beforeAll(async () => {
  server = await startServer();
  const token = await server.login();
  api = createHttpAdminApi({ baseUrl: server.apiUrl, auth: { getToken: () => token }, extensions: { query: true } });
});
afterAll(() => server?.close());

interface Case<Row> {
  name: string;
  rows: () => Promise<Row[]>;
  query: (query: ListPageQuery) => Promise<ListPage<Row>>;
  rules: (rows: Row[], query: ListPageQuery) => ListPageRules<Row>;
  columns: string[];
  statuses: boolean;
  conflicts?: boolean;
  /** A searched field with words apart (a space, a dot, an @), for the phrases across them. */
  phraseField: string;
}

const LISTS: Array<Case<{ id: unknown; createdAt?: unknown }>> = [
  {
    name: 'partner deals',
    phraseField: 'customerCompany',
    rows: () => api.partnerDeals.list(),
    query: (query) => api.partnerDeals.query!(query),
    rules: (rows) => dealPageRules(rows as never, 'partner') as never,
    columns: ['id', 'name', 'customerCompany', 'existing', 'status', 'remark'],
    statuses: true,
    conflicts: true,
  },
  {
    name: 'distributor deals',
    phraseField: 'customerCompany',
    rows: () => api.distributorDeals.list(),
    query: (query) => api.distributorDeals.query!(query),
    rules: (rows) => dealPageRules(rows as never, 'distributor') as never,
    columns: ['id', 'name', 'customerCompany', 'existing', 'status', 'remark'],
    statuses: true,
    conflicts: true,
  },
  {
    name: 'partners',
    phraseField: 'email',
    rows: () => api.partners.list(),
    query: (query) => api.partners.query!(query),
    rules: () => memberPageRules as never,
    columns: ['name', 'email', 'companyName', 'position', 'status'],
    statuses: false,
  },
  {
    name: 'distributors',
    phraseField: 'email',
    rows: () => api.distributors.list(),
    query: (query) => api.distributors.query!(query),
    rules: () => memberPageRules as never,
    columns: ['name', 'email', 'companyName', 'position', 'status'],
    statuses: false,
  },
  {
    name: 'partner sign-up requests',
    phraseField: 'companyName',
    rows: () => api.partners.listPending(),
    query: (query) => api.partners.queryPending!(query),
    rules: () => requestPageRules as never,
    columns: ['name', 'email', 'companyName', 'position'],
    statuses: true,
  },
  {
    name: 'distributor sign-up requests',
    phraseField: 'companyName',
    rows: () => api.distributors.listPending(),
    query: (query) => api.distributors.queryPending!(query),
    rules: () => requestPageRules as never,
    columns: ['name', 'email', 'companyName', 'position'],
    statuses: true,
  },
  {
    name: 'certifications',
    phraseField: 'name',
    rows: () => api.certifications.list(),
    query: (query) => api.certifications.query!(query),
    rules: (_rows, query) => certificationPageRules(query.typeLabels) as never,
    columns: ['name', 'designation', 'type', 'questions', 'marks', 'attained', 'status', 'remarks'],
    statuses: true,
  },
];

/** A day 'YYYY-MM-DD' in local time (the range's days are the user's). */
const localDay = (time: number) => {
  const date = new Date(time);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/**
 * Phrases across the words of a searched field (the server finds their candidates through the
 * words text, whose separators are 'q': listQuery.mjs LIST_WORDS), from the first row whose field
 * has a separator: three letters, the separator and the next letter ('tan e' of 'Titan Energy');
 * the same with a 'q' for the separator ('tanqe', which only the words text holds, so the server
 * must find what the browser finds, not more); the field whole; and a phrase of two characters
 * (no trigram: read along the order).
 */
function phrasesFrom(rows: Array<Record<string, unknown>>, field: string): string[] {
  const text = rows.map((row) => row[field]).find((value): value is string => typeof value === 'string' && /[a-z0-9][^a-z0-9]+[a-z0-9]/i.test(value.slice(3)));
  if (!text) throw new Error(`no row's ${field} has words apart`);
  const at = text.slice(3).search(/[^a-z0-9]/i) + 3;
  const across = text.slice(at - 3, at + 2);
  return [across, `${across.slice(0, 3)}q${across.slice(4)}`, text, across.slice(2, 4)];
}

/** The queries each list is asked: search, every sort both ways, each status, a range, conflicts, pages past the end. */
function queriesFor(list: Case<never>, rows: Array<{ createdAt?: unknown }>): ListPageQuery[] {
  const base = { page: 1, pageSize: 10 };
  const times = rows.map((row) => Date.parse(String(row.createdAt))).filter(Number.isFinite).sort((a, b) => a - b);
  const range = { start: localDay(times[Math.floor(times.length / 4)]!), end: localDay(times[Math.floor((times.length * 3) / 4)]!) };
  const queries: ListPageQuery[] = [
    base,
    { ...base, page: 2 },
    { ...base, page: 3, pageSize: 25 },
    { ...base, page: 999 },
    { ...base, pageSize: 100 },
    ...['a', 'an', 'ltd', 'MÜ', ' smith ', '1', '12', 'sales', 'technical', '@', 'zzzz-none'].map((search) => ({ ...base, search })),
    ...phrasesFrom(rows as never, list.phraseField).map((search) => ({ ...base, search })),
    ...phrasesFrom(rows as never, list.phraseField).map((search) => ({ ...base, search, sort: `-${list.columns[1]!}` })),
    ...['default', 'oldToNew', 'newToOld', ...list.columns.flatMap((column) => [column, `-${column}`])].flatMap((sort) => [
      { ...base, sort },
      { ...base, sort, page: 2, pageSize: 25 },
    ]),
    { ...base, range },
    { ...base, range, sort: 'newToOld', search: 'e' },
  ];
  if (list.statuses) {
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      queries.push({ ...base, status }, { ...base, status, sort: list.columns[0]!, search: 'e' }, { ...base, status, page: 2, sort: 'default' });
    }
  }
  if (list.conflicts) {
    queries.push(
      { ...base, conflictsOnly: true },
      { ...base, conflictsOnly: true, status: 'pending', sort: '-customerCompany' },
      { ...base, conflictsOnly: true, search: 'a', range, pageSize: 25 },
    );
  }
  if (list.name === 'certifications') {
    queries.push({ ...base, search: 'vertrieb', sort: 'type', typeLabels: { sales: 'Vertrieb', technical: 'Technik' } }, { ...base, sort: '-type', typeLabels: { sales: 'Vertrieb', technical: 'Technik' } });
  }
  return queries;
}

/** What is compared: the rows by id, the total, the page, the counts. */
const shape = (page: ListPage<{ id: unknown }>) => ({
  ids: page.rows.map((row) => row.id),
  total: page.total,
  page: page.page,
  pageSize: page.pageSize,
  statusCounts: page.statusCounts,
  conflictCounts: page.conflictCounts,
  parts: page.parts,
  more: page.more,
});

describe.each(LISTS.map((list) => [list.name, list] as const))('%s: the server pages as the browser does', (_name, list) => {
  it('answers each query with the rows, total and counts of the list engine', async () => {
    const rows = await list.rows();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const queries = queriesFor(list as never, rows);
    const answers = await Promise.all(queries.map((query) => list.query(query)));
    const mismatches = queries.flatMap((query, at) => {
      const server = shape(answers[at]!);
      const client = shape(listPageOf(rows, query, list.rules(rows, query)));
      return JSON.stringify(server) === JSON.stringify(client) ? [] : [{ query, server, client }];
    });
    expect(mismatches).toEqual([]);
    // The queries find something: a comparison of empty pages would prove little.
    expect(answers.filter((answer) => answer.rows.length > 0).length).toBeGreaterThan(queries.length / 2);
  });

  it('finds a phrase across words, and the words text alone finds nothing the browser does not', async () => {
    const rows = await list.rows();
    const [across, twin, whole, short] = phrasesFrom(rows as never, list.phraseField);
    for (const search of [across!, twin!, whole!, short!]) {
      for (const parts of [undefined, 'rows'] as const) {
        const query: ListPageQuery = { page: 1, pageSize: 10, search, ...(parts ? { parts } : {}) };
        expect({ search, ...shape(await list.query(query)) }).toEqual({ search, ...shape(listPageOf(rows, query, list.rules(rows, query))) });
      }
    }
    // The phrases are found (the comparison is not of empty pages), and the twin with a 'q' between is not where the browser finds none.
    expect((await list.query({ page: 1, pageSize: 10, search: across! })).rows.length).toBeGreaterThan(0);
    expect((await list.query({ page: 1, pageSize: 10, search: whole! })).rows.length).toBeGreaterThan(0);
  });

  it("answers the rows alone and the counts alone (`parts`), each as the list engine and as the whole answer's part", async () => {
    const rows = await list.rows();
    const queries = queriesFor(list as never, rows);
    const parted = queries.flatMap((query) => [{ ...query, parts: 'rows' as const }, { ...query, parts: 'counts' as const }]);
    // Each query's three answers at once, as a keystroke's rows and counts are asked (one query after
    // another: the server's socket limit is for a browser's few requests, not a hundred).
    const answers: Array<ListPage<{ id: unknown }>> = [];
    const wholes: Array<ListPage<{ id: unknown }>> = [];
    for (const query of queries) {
      const [rowsOnly, countsOnly, whole] = await Promise.all([list.query({ ...query, parts: 'rows' }), list.query({ ...query, parts: 'counts' }), list.query(query)]);
      answers.push(rowsOnly, countsOnly);
      wholes.push(whole);
    }
    const mismatches = parted.flatMap((query, at) => {
      const server = shape(answers[at]!);
      const client = shape(listPageOf(rows, query, list.rules(rows, query)));
      return JSON.stringify(server) === JSON.stringify(client) ? [] : [{ query, server, client }];
    });
    expect(mismatches).toEqual([]);
    queries.forEach((query, at) => {
      const [rowsOnly, countsOnly, whole] = [answers[2 * at]!, answers[2 * at + 1]!, wholes[at]!];
      // The rows are the whole answer's; a page past the end is answered whole (clamped and counted).
      expect(rowsOnly.rows.map((row) => row.id)).toEqual(whole.rows.map((row) => row.id));
      if (rowsOnly.parts === 'rows') {
        expect(rowsOnly.statusCounts).toBeUndefined();
        expect(rowsOnly.more).toBe(whole.total > whole.page * whole.pageSize);
        expect(rowsOnly.total).toBe(rowsOnly.more ? whole.page * whole.pageSize + 1 : whole.total);
      } else {
        expect(whole.page).toBeLessThan(query.page);
        expect(shape(rowsOnly)).toEqual(shape(whole));
      }
      expect({ ...shape(countsOnly), ids: whole.rows.map((row) => row.id), conflictCounts: whole.conflictCounts, parts: undefined }).toEqual(shape(whole));
      expect(countsOnly.rows).toEqual([]);
    });
    // Both kinds of rows-only answer came (a list of one page has no 'more').
    if (rows.length > 10) expect(answers.filter((answer) => answer.parts === 'rows' && answer.more).length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.parts === 'rows' && !answer.more && answer.rows.length > 0).length).toBeGreaterThan(0);
  });
});

it('refuses what a list does not have, saying what it takes', async () => {
  const refused = async (path: string) => {
    const token = await server.login();
    const answer = await server.call<{ message: string }>('GET', path, { token });
    return [answer.status, answer.body.message];
  };
  expect(await refused('/partner/admin/partners/query?page=1&pageSize=10&status=pending')).toEqual([400, 'This list has no status filter: leave status out']);
  expect(await refused('/partner/admin/partners/query?page=1&pageSize=10&conflicts=only')).toEqual([400, 'This list has no conflicts filter: leave conflicts out']);
  expect((await refused('/partner/admin/deals/query?page=1&pageSize=7'))[0]).toBe(400);
  expect((await refused('/partner/admin/deals/query?page=1&pageSize=10&sort=dmEmail'))[0]).toBe(400);
  expect((await refused('/partner/admin/deals/query?page=0&pageSize=10'))[0]).toBe(400);
  expect((await refused('/partner/admin/deals/query?page=1&pageSize=10&from=yesterday'))[0]).toBe(400);
  expect(await refused('/partner/admin/deals/query?page=1&pageSize=10&parts=total')).toEqual([400, 'parts must be all, rows or counts']);
});

it("keeps the deal lists' counts exact through decisions made at once (the counts a list without search or dates takes from list_counts)", async () => {
  for (const list of LISTS.filter((candidate) => candidate.conflicts)) {
    const deals = api[list.name === 'partner deals' ? 'partnerDeals' : 'distributorDeals'];
    const before = await list.rows();
    // A dozen decisions at once, half approvals and half rejections, on deals of every status and
    // with and without conflicts; whichever a backend refuses, the counts must follow what happened.
    const picked = before.slice(0, 12).map((row) => row.id as number);
    const decided = await Promise.allSettled(picked.map((id, at) => (at % 2 === 0 ? deals.approve(id) : deals.reject(id, 'Duplicate registration'))));
    expect(decided.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(0);
    const rows = await list.rows();
    expect(rows).not.toEqual(before);
    const base = { page: 1, pageSize: 10 };
    for (const query of [base, { ...base, conflictsOnly: true }, { ...base, status: 'approved' as const }, { ...base, status: 'rejected' as const, conflictsOnly: true }]) {
      expect(shape(await list.query(query))).toEqual(shape(listPageOf(rows, query, list.rules(rows, query))));
    }
  }
});

describe('a search on a list longer than the walk along the order (3,000 partner deals)', () => {
  let large: RunningServer;
  let largeApi: AdminApi;
  beforeAll(async () => {
    large = await startServer({ demoDeals: 3000 });
    const token = await large.login();
    largeApi = createHttpAdminApi({ baseUrl: large.apiUrl, auth: { getToken: () => token }, extensions: { query: true } });
  });
  afterAll(() => large?.close());

  // The server reads 1,100 rows along the order for a first page (listQuery.mjs WALK_RATIO), then
  // every match through the words index: 'zenith' sorted A to Z is a customer's first word that
  // comes last in that order, so the walk finds none of it; 'harbor l' is rare; 'ha' has no
  // trigram (found on the walk; a rare pair of letters is read past it, then every match is read
  // without an index); 'har' is common (found on the walk). Along the name, whose index
  // holds the search texts, the walk reads that index alone and goes further (WALK_RATIO_COVERED:
  // the whole list here), where the Müllers sit together; under a status it still does, under a
  // date range or 'Conflicts only' it reads the table as along any other order; a needle of digits
  // is also a registration number on the walk.
  it('answers what the list engine answers, on the walk, past it and without trigrams', async () => {
    const rows = await largeApi.partnerDeals.list();
    expect(rows.length).toBe(3000);
    const rules = dealPageRules(rows, 'partner');
    const queries: ListPageQuery[] = ['zenith', 'harbor l', 'ha', 'har', 'mül', '123'].flatMap((search) =>
      ['customerCompany', '-customerCompany', 'name', '-name', 'default'].flatMap((sort) => [
        { page: 1, pageSize: 10, search, sort },
        { page: 1, pageSize: 10, search, sort, parts: 'rows' as const },
        { page: 3, pageSize: 25, search, sort },
      ]),
    );
    // Pairs of letters that few deals hold (none past the walk's first rows for most): no trigram,
    // read along the order and then every match; and one that none holds.
    const letters = [...'abcdefghijklmnopqrstuvwxyz'];
    const rare = letters
      .flatMap((first) => letters.map((second) => first + second))
      .filter((pair) => {
        const { total } = listPageOf(rows, { page: 1, pageSize: 10, search: pair }, rules as never) as { total: number };
        return total >= 2 && total <= 10;
      })
      .slice(0, 3);
    expect(rare.length).toBe(3);
    for (const search of [...rare, 'zq']) {
      for (const sort of ['customerCompany', '-name', 'default', 'newToOld']) {
        queries.push({ page: 1, pageSize: 10, search, sort }, { page: 1, pageSize: 10, search, sort, parts: 'rows' as const }, { page: 1, pageSize: 10, search, sort, status: 'approved' });
      }
    }
    // Phrases the words index is asked for by a few windows of their words text (searchWindows), not every trigram.
    for (const search of ['zenith c', 'rosewood c', 'harbor pharma labs', 'aisha m', 'r pharma l', 'ltd.']) {
      for (const sort of ['default', 'customerCompany', '-name']) {
        queries.push({ page: 1, pageSize: 10, search, sort }, { page: 1, pageSize: 10, search, sort, parts: 'rows' as const }, { page: 2, pageSize: 10, search, sort, status: 'approved' });
      }
    }
    const times = rows.map((row) => Date.parse(String(row.createdAt))).sort((a, b) => a - b);
    const range = { start: localDay(times[Math.floor(times.length / 4)]!), end: localDay(times[Math.floor((times.length * 3) / 4)]!) };
    for (const search of ['mül', 'zenith', 'harbor l']) {
      for (const sort of ['name', '-name']) {
        queries.push(
          { page: 1, pageSize: 10, search, sort, status: 'pending' },
          { page: 2, pageSize: 10, search, sort, status: 'approved', parts: 'rows' },
          { page: 1, pageSize: 10, search, sort, range },
          { page: 1, pageSize: 10, search, sort, conflictsOnly: true },
        );
      }
    }
    const mismatches = [];
    for (const query of queries) {
      const server = shape((await largeApi.partnerDeals.query!(query)) as never);
      const client = shape(listPageOf(rows, query, rules as never) as never);
      if (JSON.stringify(server) !== JSON.stringify(client)) mismatches.push({ query, server, client });
    }
    // A distributor deal's name is its distributor's, or its contact's: three columns in its index;
    // its customer order has sections of its own.
    const distributorRows = await largeApi.distributorDeals.list();
    const distributorRules = dealPageRules(distributorRows, 'distributor');
    for (const search of ['mül', 'zenith', 'har']) {
      for (const query of ['name', '-name', 'customerCompany', '-customerCompany'].map((sort) => ({ page: 1, pageSize: 10, search, sort }))) {
        const server = shape((await largeApi.distributorDeals.query!(query)) as never);
        const client = shape(listPageOf(distributorRows, query, distributorRules as never) as never);
        if (JSON.stringify(server) !== JSON.stringify(client)) mismatches.push({ query, server, client });
      }
    }
    expect(mismatches).toEqual([]);
    const zenith = await largeApi.partnerDeals.query!({ page: 1, pageSize: 10, search: 'zenith', sort: 'customerCompany' });
    expect(zenith.rows.length).toBe(10);
    expect(zenith.total).toBeLessThan(rows.length / 20);
  });

  // A needle's words text is looked up in its trigram index by the windows of it that narrow its
  // candidates for what they cost (listQuery.mjs searchWindows), from a sample of the list's words
  // texts: 'harbor l' ("harborql") by two of its six trigrams. The test above asked it so (the
  // server's own sample); here the same sample says it did, and what each window would cost.
  it('looks a rare phrase up by a few windows of its words text, from a sample of the list', async () => {
    const dataDir = large.dataDir;
    await large.close();
    const stats = createSearchStats(async (sql, params) => ({ rows: await runSql(dataDir, sql, params) }));
    const sample = await stats.of('partner_deals');
    expect(sample?.rows).toBe(3000);
    const windows = searchWindows(sample, 'harbor l');
    expect(windows).not.toBeNull();
    const trigrams = windows!.reduce((sum, { length }) => sum + length - 2, 0);
    expect(trigrams).toBeGreaterThan(0);
    expect(trigrams).toBeLessThan(6);
    // A needle of one trigram: the whole words text.
    expect(searchWindows(sample, 'har')).toBeNull();
    // The windows' candidates hold every row holding the whole words text (they only narrow what the fields then decide).
    const condition = windows!.map(({ start, length }) => `"searchWords" LIKE '%' || substr(list_words($1), ${start}, ${length}) || '%'`).join(' AND ');
    const [counted] = await runSql(
      dataDir,
      `SELECT count(*) FILTER (WHERE ${condition})::int AS "windows", count(*) FILTER (WHERE "searchWords" LIKE '%' || list_words($1) || '%')::int AS "whole",
              count(*) FILTER (WHERE "searchWords" LIKE '%' || list_words($1) || '%' AND NOT (${condition}))::int AS "missed" FROM partner_deals`,
      ['harbor l'],
    );
    expect(counted!.missed).toBe(0);
    expect(counted!.whole).toBeGreaterThan(0);
    expect(counted!.windows).toBeGreaterThanOrEqual(counted!.whole as number);
    // Without a sample, the whole words text.
    expect(searchWindows(null, 'harbor l')).toBeNull();

    large = await startServer({ dataDir });
    const token = await large.login();
    largeApi = createHttpAdminApi({ baseUrl: large.apiUrl, auth: { getToken: () => token }, extensions: { query: true } });
  });

  // A rare phrase in the default order (pending first, then the id), or by the id under a status,
  // whose walk along the order finds too few (listQuery.mjs boundedPage): any page's worth of its
  // matches, as the words index's candidates come in the table's order, bounds the page by the
  // largest id among them; then only the matches up to that id are read. 'david r' has 13 pending
  // deals of 19, 9 of them among the 1,100 rows the walk reads. The rows are the order's whichever
  // matches come first in the table: seeded in the order of the ids, then rewritten in the order
  // of the dates (CLUSTER), where the first matches found are any.
  it("reads a rare phrase's page up to a bound, the order's rows whatever the table's order", async () => {
    const compare = async () => {
      const rows = await largeApi.partnerDeals.list();
      const rules = dealPageRules(rows, 'partner');
      const page = (query: ListPageQuery) => listPageOf(rows, query, rules as never) as unknown as { rows: Array<{ id: unknown }>; total: number };
      // What takes the bounded read: enough pending matches for a page, too few on the walk.
      expect(page({ page: 1, pageSize: 10, search: 'david r', status: 'pending' }).total).toBeGreaterThanOrEqual(11);
      const walked = new Set(page({ page: 1, pageSize: 1100 }).rows.map((row) => row.id));
      expect(page({ page: 1, pageSize: 100, search: 'david r' }).rows.filter((row) => walked.has(row.id)).length).toBeLessThan(11);
      const mismatches = [];
      for (const query of [
        { page: 1, pageSize: 10, search: 'david r' },
        { page: 1, pageSize: 10, search: 'david r', parts: 'rows' as const },
        { page: 2, pageSize: 10, search: 'david r' },
        { page: 2, pageSize: 10, search: 'david r', parts: 'rows' as const },
        { page: 1, pageSize: 10, search: 'david r', status: 'approved' },
        { page: 1, pageSize: 10, search: 'lars d' },
        { page: 1, pageSize: 10, search: 'yuki s', parts: 'rows' as const },
      ] satisfies ListPageQuery[]) {
        const server = shape((await largeApi.partnerDeals.query!(query)) as never);
        const client = shape(listPageOf(rows, query, rules as never) as never);
        if (JSON.stringify(server) !== JSON.stringify(client)) mismatches.push({ query, server, client });
      }
      expect(mismatches).toEqual([]);
    };
    await compare();
    const dataDir = large.dataDir;
    await large.close();
    await runSql(dataDir, 'CLUSTER partner_deals USING partner_deals_list_created_desc');
    // The first matches in the table's order are no longer the first in the list's.
    const [first] = await runSql(
      dataDir,
      `SELECT "id" FROM partner_deals WHERE strpos("searchName", 'david r') > 0 AND "listStatus" = 'pending' ORDER BY ctid LIMIT 1`,
    );
    const [lowest] = await runSql(dataDir, `SELECT min("id") AS "id" FROM partner_deals WHERE strpos("searchName", 'david r') > 0 AND "listStatus" = 'pending'`);
    expect(first!.id).not.toBe(lowest!.id);
    large = await startServer({ dataDir });
    const token = await large.login();
    largeApi = createHttpAdminApi({ baseUrl: large.apiUrl, auth: { getToken: () => token }, extensions: { query: true } });
    await compare();
  });

  // The customer order is cut into sections, each knowing the trigrams its rows hold
  // (listQuery.mjs LIST_SECTIONS_SCHEMA): 'zenith' A to Z walks from the section where the Zeniths
  // begin, the last ones. A deal written since into an early section (a new one, and one whose
  // customer changed) must be found there: the sections' triggers add its trigrams in the same
  // transaction; on PostgreSQL the writes are made at once, on connections of their own, two of
  // them adding the same trigrams to the same section.
  it('finds deals written into earlier sections of the customer and name orders since the sections were made', async () => {
    const dataDir = large.dataDir;
    await large.close();
    const sections = await runSql(dataDir, `SELECT count(*)::int AS n, min("seq") AS first FROM list_sections WHERE "list" = 'partner_deals' AND "sort" = 'customerCompany'`);
    expect(sections[0]).toEqual({ n: expect.any(Number), first: 0 });
    expect(sections[0]!.n).toBeGreaterThan(10);
    // The customer order's sections hold the letters and pairs of letters of their rows too
    // (LIST_SHORT_GRAMS_SCHEMA), so a pair that no section holds is answered without reading a row
    // ('zq'; 'dv' until 'Aardvark' is written below), and a rare one from the few that hold it.
    const held = async (gram: string) =>
      ((await runSql(dataDir, `SELECT cardinality("seqs") AS n FROM list_section_trigrams WHERE "list" = 'partner_deals' AND "sort" = 'customerCompany' AND "trigram" = $1`, [gram]))[0]?.n ?? 0) as number;
    expect([await held('zq'), await held('dv')]).toEqual([0, 0]);
    expect(await held('h')).toBeGreaterThan(Number(sections[0]!.n) / 2);
    const [source] = await runSql(dataDir, `SELECT * FROM partner_deals ORDER BY "id" LIMIT 1`);
    const columns = (
      await runSql(dataDir, `SELECT column_name FROM information_schema.columns WHERE table_name = 'partner_deals' AND column_name <> 'id' AND is_generated = 'NEVER'`)
    ).map((row) => String(row.column_name));
    // A deal's customer (or name) with the list columns the server would write for it (listRules.ts).
    const keyed = (changes: string | Partial<Deal>) => {
      const changed = typeof changes === 'string' ? { customerCompany: changes } : changes;
      return { ...changed, ...dealKeys({ ...(source as unknown as Deal), ...changed }, 'partner'), listKeyed: true };
    };
    const insert = (customerCompany: string | Partial<Deal>) => {
      const values = keyed(customerCompany) as Record<string, unknown>;
      const given = Object.keys(values);
      const select = columns.map((column) => (given.includes(column) ? `$${given.indexOf(column) + 2}` : `"${column}"`));
      return () => runSql(dataDir, `INSERT INTO partner_deals (${columns.map((column) => `"${column}"`).join(', ')}) SELECT ${select.join(', ')} FROM partner_deals WHERE "id" = $1`, [source!.id, ...Object.values(values)]);
    };
    const [middle] = await runSql(dataDir, `SELECT "id" FROM partner_deals ORDER BY NULLIF(js_trim("customerCompany"), '') COLLATE list_order, "id" OFFSET 1500 LIMIT 1`);
    const edit = (id: unknown, changes: string | Partial<Deal>) => () => {
      const values = keyed(changes) as Record<string, unknown>;
      const set = Object.keys(values).map((column, index) => `"${column}" = $${index + 2}`);
      return runSql(dataDir, `UPDATE partner_deals SET ${set.join(', ')} WHERE "id" = $1`, [id, ...Object.values(values)]);
    };
    // The name order's sections too (LIST_NAME_SECTIONS_SCHEMA): 'mül' walks from the section of
    // its first match, after the second and third sections; Müllers are written into those.
    const nameSections = await runSql(dataDir, `SELECT count(*)::int AS n FROM list_sections WHERE "list" = 'partner_deals' AND "sort" = 'name'`);
    expect(nameSections[0]!.n).toBeGreaterThan(10);
    const [firstMatch] = await runSql(
      dataDir,
      `SELECT list_section_of('partner_deals', 'name', min(js_full_name("partnerFirstName", "partnerLastName") COLLATE list_order)) AS "seq" FROM partner_deals WHERE strpos("searchName", 'mül') > 0 OR strpos("searchCompany", 'mül') > 0`,
    );
    expect(firstMatch!.seq).toBeGreaterThan(2);
    const bounds = await runSql(dataDir, `SELECT "lo" FROM list_sections WHERE "list" = 'partner_deals' AND "sort" = 'name' AND "seq" IN (1, 2) ORDER BY "seq"`);
    // A name just after a section's first: within that section.
    const after = (lo: unknown, suffix: string) => {
      const [partnerFirstName, ...last] = String(lo).split(' ');
      return { partnerFirstName, partnerLastName: `${last.join(' ')}${suffix}` };
    };
    const early = [after(bounds[0]!.lo, 'mülheim'), after(bounds[0]!.lo, 'müller'), after(bounds[1]!.lo, 'mülders')];
    const [named] = await runSql(dataDir, `SELECT "id" FROM partner_deals ORDER BY js_full_name("partnerFirstName", "partnerLastName") COLLATE list_order, "id" OFFSET 1500 LIMIT 1`);
    const writes = [
      insert('Aardvark Zenith Works'),
      insert('Aaron Zenith Partners'),
      edit(middle!.id, 'Metro Zenith Hall'),
      // A customer of its own each: the list columns written are the first deal's with the changes (keyed).
      insert({ ...early[0], customerCompany: 'Ostrava Tiles' }),
      insert({ ...early[1], customerCompany: 'Brno Glassworks' }),
      edit(named!.id, { ...early[2], customerCompany: 'Plzen Foundry' }),
    ];
    // PGlite has one writer at a time; a server takes them at once.
    if (await databaseUrlFor(dataDir)) await Promise.all(writes.map((write) => write()));
    else for (const write of writes) await write();
    // Not made again at the next start: the triggers kept them.
    const kept = await runSql(dataDir, `SELECT count(*)::int AS n FROM list_sections WHERE "list" = 'partner_deals' AND "sort" = 'customerCompany'`);
    expect(kept[0]!.n).toBe(sections[0]!.n);
    const keptNames = await runSql(dataDir, `SELECT count(*)::int AS n FROM list_sections WHERE "list" = 'partner_deals' AND "sort" = 'name'`);
    expect(keptNames[0]!.n).toBe(nameSections[0]!.n);
    // The insert's trigger added 'dv' to the one section the new deal falls in.
    expect(await held('dv')).toBe(1);

    large = await startServer({ dataDir });
    const token = await large.login();
    largeApi = createHttpAdminApi({ baseUrl: large.apiUrl, auth: { getToken: () => token }, extensions: { query: true } });
    const rows = await largeApi.partnerDeals.list();
    expect(rows.length).toBe(3004);
    const rules = dealPageRules(rows, 'partner');
    const queries: ListPageQuery[] = ['customerCompany', '-customerCompany'].flatMap((sort) => [
      { page: 1, pageSize: 10, search: 'zenith', sort },
      { page: 1, pageSize: 10, search: 'zenith', sort, parts: 'rows' as const },
      { page: 2, pageSize: 25, search: 'zenith', sort },
      { page: 1, pageSize: 10, search: 'zenith w', sort, parts: 'rows' as const },
      { page: 1, pageSize: 10, search: 'zenith', sort, status: 'pending' as const },
    ]);
    for (const sort of ['default', 'customerCompany', '-name', 'newToOld']) {
      queries.push({ page: 1, pageSize: 10, search: 'dv', sort }, { page: 1, pageSize: 10, search: 'dv', sort, parts: 'rows' as const }, { page: 1, pageSize: 10, search: 'dv', sort, status: 'pending' as const });
    }
    for (const sort of ['name', '-name']) {
      queries.push(
        { page: 1, pageSize: 10, search: 'mül', sort },
        { page: 1, pageSize: 10, search: 'mül', sort, parts: 'rows' as const },
        { page: 2, pageSize: 25, search: 'mül', sort },
        { page: 3, pageSize: 25, search: 'mül', sort, parts: 'rows' as const },
        { page: 1, pageSize: 10, search: 'mülheim', sort, parts: 'rows' as const },
        { page: 1, pageSize: 10, search: 'mül', sort, status: 'pending' as const },
      );
    }
    for (const query of queries) {
      expect({ query, page: shape((await largeApi.partnerDeals.query!(query)) as never) }).toEqual({ query, page: shape(listPageOf(rows, query, rules as never) as never) });
    }
    const first = await largeApi.partnerDeals.query!({ page: 1, pageSize: 10, search: 'zenith', sort: 'customerCompany', parts: 'rows' });
    expect(first.rows.slice(0, 3).map((row) => row.customerCompany)).toEqual(['Aardvark Zenith Works', 'Aaron Zenith Partners', 'Metro Zenith Hall']);
    const byName = await largeApi.partnerDeals.query!({ page: 1, pageSize: 10, search: 'mül', sort: 'name', parts: 'rows' });
    expect(byName.rows.slice(0, 3).map((row) => `${row.partnerFirstName} ${row.partnerLastName}`)).toEqual(early.map((name) => `${name.partnerFirstName} ${name.partnerLastName}`));
  });

  // An insert of many deals in one statement: the sections' triggers look up the section each row
  // falls in once per order (LIST_SECTIONS_PLACED_SCHEMA), not once for each of its trigrams (about
  // 60 a deal: 1,000 deals into 100,000 took about 100 s), and still add every trigram and gram of
  // the new rows to their sections.
  it('places each deal of a many-row insert in its sections once, adding all its trigrams', async () => {
    const dataDir = large.dataDir;
    await large.close();
    const columns = (
      await runSql(dataDir, `SELECT column_name FROM information_schema.columns WHERE table_name = 'partner_deals' AND column_name <> 'id' AND is_generated = 'NEVER'`)
    ).map((row) => `"${String(row.column_name)}"`);
    // New words, so the sections gain trigrams: 'Vyxel Harbor Labs' in the customer and the search texts.
    const renamed = columns.map((column) =>
      column === '"customerCompany"' ? `'Vyxel ' || "customerCompany"` : column === '"searchCompany"' ? `'vyxel ' || "searchCompany"` : column,
    );
    await runSql(
      dataDir,
      `CREATE FUNCTION section_lookups_of(statement text) RETURNS bigint LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM set_config('track_functions', 'all', true);
         EXECUTE statement;
         RETURN (SELECT coalesce(sum(calls), 0) FROM pg_stat_xact_user_functions WHERE funcname = 'list_section_of');
       END $$`,
    );
    const inserted = 200;
    const [lookups] = await runSql(dataDir, `SELECT section_lookups_of($1)::int AS n`, [
      `INSERT INTO partner_deals (${columns.join(', ')}) SELECT ${renamed.join(', ')} FROM partner_deals ORDER BY "id" LIMIT ${inserted}`,
    ]);
    // Once a row for the customer order's sections and once for the name order's (about 12,000 before).
    expect(lookups!.n).toBe(2 * inserted);
    const missing = await runSql(
      dataDir,
      `SELECT count(*)::int AS n FROM (SELECT * FROM partner_deals ORDER BY "id" DESC LIMIT ${inserted}) d
       CROSS JOIN LATERAL (SELECT concat_ws(' ', d."searchName", d."searchCompany") AS "text") x
       CROSS JOIN LATERAL unnest(show_trgm(x."text") || list_short_grams(x."text")) AS t ("trigram")
       WHERE NOT EXISTS (SELECT 1 FROM list_section_trigrams e WHERE e."list" = 'partner_deals' AND e."sort" = 'customerCompany' AND e."trigram" = t."trigram"
                         AND list_section_of('partner_deals', 'customerCompany', NULLIF(js_trim(d."customerCompany"), '')) = ANY (e."seqs"))`,
    );
    expect(missing).toEqual([{ n: 0 }]);
    expect(await runSql(dataDir, `SELECT count(*)::int AS n FROM list_section_trigrams WHERE "list" = 'partner_deals' AND "sort" = 'customerCompany' AND "trigram" = 'vyx'`)).toEqual([{ n: 1 }]);
  });
});

describe('a count whose request was abandoned', () => {
  // The console aborts the counts of a keystroke once the next one is asked (useListSource): the
  // server stops counting, so that the next keystroke's rows have the cores. Made slow here by a
  // lock that another connection holds on the table, the count waits in the database until the
  // request is abandoned; it must stop then, while the lock is still held.
  it.runIf(onPostgres)('is cancelled in the database when the client goes away, and the next request is answered', async () => {
    const token = await server.login();
    const headers = { authorization: `Bearer ${token}` };
    const counts = `${server.apiUrl}/partner/admin/deals/query?page=1&pageSize=10&q=harbor&parts=counts`;
    // Once unhindered: whatever the count needs besides the table (the search's statistics) is read.
    expect((await fetch(counts, { headers })).status).toBe(200);
    const locker = new pg.Client({ connectionString: await databaseUrlFor(server.dataDir) });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE partner_deals IN ACCESS EXCLUSIVE MODE');
      const waiting = async () => {
        // Read afresh each time: a transaction keeps its first view of the statistics.
        await locker.query('SELECT pg_stat_clear_snapshot()');
        const sql = `SELECT "pid" FROM pg_stat_activity WHERE "pid" <> pg_backend_pid() AND "wait_event_type" = 'Lock' AND "query" LIKE '%count(*)%partner_deals%'`;
        return (await locker.query<{ pid: number }>(sql)).rows;
      };
      const client = new AbortController();
      const answer = fetch(counts, { headers, signal: client.signal }).catch((error: Error) => error.name);
      await vi.waitFor(async () => expect(await waiting()).toHaveLength(1), { timeout: 10_000, interval: 50 });
      client.abort();
      expect(await answer).toBe('AbortError');
      // The count no longer waits, though the lock is still held.
      await vi.waitFor(async () => expect(await waiting()).toEqual([]), { timeout: 10_000, interval: 50 });
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    const next = await fetch(counts, { headers });
    expect(next.status).toBe(200);
    expect((await next.json()).parts).toBe('counts');
  });
});
