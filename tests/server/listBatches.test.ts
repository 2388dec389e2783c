// The export's batches (examples/server/listQuery.mjs listBatches): each batch starts after the
// last row of the one before, reading ranges of the order's index (the rows tied with it and a
// greater id, then those beyond its key, then the blanks), and together they give every row once,
// in the order the pages give them (tests/server/listQuery.test.ts checks the pages against the
// browser's list engine), for every order, with and without filters. Batches of 7 rows over the
// demo data, so that every kind of boundary (a tie, a blank, a status's end) falls between two.
import { ListAbandoned, openDatabase, type Database } from '../../examples/server/db.mjs';
import { listBatches, parseListRequest, queryList, type ListName } from '../../examples/server/listQuery.mjs';
import { normaliseNeedle } from '../../examples/server/listRules.js';
import { dataLayout } from '../../examples/server/server.mjs';
import { databaseUrlFor, makeDataDir, removeDataDir } from './support.js';

let dataDir: string;
let db: Database;

beforeAll(async () => {
  // A copy of the demo data, seeded and its lists prepared (tests/server/template.ts).
  dataDir = await makeDataDir();
  const databaseUrl = await databaseUrlFor(dataDir);
  db = await openDatabase(databaseUrl ? { url: databaseUrl } : dataLayout(dataDir).dbDir);
});
afterAll(async () => {
  await db?.close();
  await removeDataDir(dataDir);
});

const rules = { normaliseNeedle };

/** The ids of every page of 100, in order. */
async function pagedIds(name: ListName, query: Record<string, string>) {
  const ids: unknown[] = [];
  for (let page = 1; ; page++) {
    const answer = await queryList(db, name, '"id"', parseListRequest(name, { ...query, page: String(page), pageSize: '100' }, rules));
    if (answer.page < page) return ids;
    ids.push(...answer.rows.map((row) => row.id));
    if (answer.rows.length < 100) return ids;
  }
}

/** The ids of every batch of 7, in order. */
async function batchedIds(name: ListName, query: Record<string, string>) {
  const ids: unknown[] = [];
  for await (const batch of listBatches(db, name, '"id"', parseListRequest(name, query, rules, { paged: false }), 7)) {
    expect(batch.length).toBeLessThanOrEqual(7);
    ids.push(...batch.map((row) => row.id));
  }
  return ids;
}

const DEAL_COLUMNS = ['id', 'name', 'customerCompany', 'existing', 'status', 'remark'];
const MEMBER_COLUMNS = ['name', 'email', 'companyName', 'position', 'status'];
const sorts = (columns: string[]) => ['default', 'oldToNew', 'newToOld', ...columns.flatMap((column) => [column, `-${column}`])];

it.each([
  ['partnerDeals', DEAL_COLUMNS, [{}, { status: 'pending' }, { conflicts: 'only' }, { q: 'a' }]],
  ['distributorDeals', DEAL_COLUMNS, [{}, { status: 'rejected' }]],
  ['partners', MEMBER_COLUMNS, [{}, { q: 'e' }]],
] as const)('%s: the batches give the rows of the pages, in their order, for every order', async (name, columns, filters) => {
  let compared = 0;
  for (const filter of filters) {
    for (const sort of sorts([...columns])) {
      const query: Record<string, string> = { ...filter, sort };
      const [paged, batched] = await Promise.all([pagedIds(name, query), batchedIds(name, query)]);
      expect({ query, ids: batched }).toEqual({ query, ids: paged });
      if (paged.length > 7) compared++;
    }
  }
  expect(compared).toBeGreaterThan(sorts([...columns]).length);
});

describe('a page whose request was abandoned', () => {
  // (Cancelling a count under way, on PostgreSQL: tests/server/listQuery.test.ts.)
  it('starts no statement once its signal has aborted, on either engine, and the next page is answered', async () => {
    const request = parseListRequest('partnerDeals', { q: 'harbor', page: '1', pageSize: '10' }, rules);
    const gone = new AbortController();
    gone.abort();
    await expect(db.lists.page('partnerDeals', request, { signal: gone.signal })).rejects.toBeInstanceOf(ListAbandoned);
    const answered = await db.lists.page('partnerDeals', request, { signal: new AbortController().signal });
    expect(answered.total).toBeGreaterThan(0);
  });
});
