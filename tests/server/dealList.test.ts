import { text as streamText } from 'node:stream/consumers';
import { openDatabase } from '../../examples/server/db.mjs';
import { dataLayout } from '../../examples/server/server.mjs';
import { databaseUrlFor, makeDataDir, onPostgres, removeDataDir, runSql, startServer, type RunningServer } from './support.js';

// The deal lists are written by the database as JSON and streamed page by page (db.mjs
// `jsonPages`). They must be the very bytes that serialising the rows of a plain SELECT gives,
// across pages and for every kind of value, so no client can tell the two apart (SPEC 7).

let server: RunningServer | undefined;
let dataDir: string;

const COLUMNS = `"partnerId", "partnerFirstName", "customerCompany", "dmEmail", "isExistingCustomer", "years", "mdfFunding", "remarks", "status", "createdAt", "updatedAt"`;

beforeAll(async () => {
  // A copy of the seeded template (its database made, migrated and seeded): written to directly.
  dataDir = await makeDataDir();
  // More than two pages of deals, and rows whose text and times are hard to write as JSON. The
  // 12,000 plain ones are stored as keyed ("listKeyed"): their list columns (search texts,
  // conflict keys), which only the server-side query reads and no byte of this list holds, stay
  // empty, so the start below does not fill them one batch of 2,000 at a time through every list
  // index (35 s of a PGlite start under load). The two hard rows are filled as any record is.
  await runSql(
    dataDir,
    `INSERT INTO partner_deals (${COLUMNS}, "listKeyed")
     SELECT n % 40, 'Name ' || n, 'Company ' || (n % 997), 'buyer' || n || '@example.com', n % 3 = 0, n % 5, n * 100, 'Remark ' || n, 'pending',
            timestamptz '2025-01-01 00:00:00.123456+00' + n * interval '1 minute 1.000777 seconds', now(), true
     FROM generate_series(1, 12000) AS n`,
  );
  await runSql(
    dataDir,
    `INSERT INTO partner_deals (${COLUMNS}) VALUES
     (1, $1, $2, NULL, NULL, NULL, NULL, $3, NULL, NULL, timestamptz '2026-02-28 23:59:59.999999+00'),
     (2, $4, 'Ü ß 漢字 😀', '', true, 0, -1, E'tab\\tand\\nline\\rend', 'approved', timestamptz '1999-12-31 23:59:59+05:30', timestamptz '2026-06-01 12:00:00-07')`,
    ['"Quoted" \\ back\\slash / slash', 'Control \u0001\u001f\u007f and \u2028\u2029 separators', '<script>alert(1)</script>', "O'Brien"],
  );
  server = await startServer({ dataDir });
});

afterAll(async () => {
  await server?.close();
  await removeDataDir(dataDir);
});

/** The list's body as sent, decoded from the encoding `acceptEncoding` gets. */
async function listText(acceptEncoding: string) {
  const active = server as RunningServer;
  const token = await active.login();
  const response = await fetch(`${active.apiUrl}/partner/admin/deals`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return { text: await response.text(), encoding: response.headers.get('content-encoding') };
}

it('sends every deal as serialising the rows of a plain SELECT would: the same bytes, over several pages, with hard text and times', async () => {
  const active = server as RunningServer;
  const { text, encoding } = await listText('br');
  expect(encoding).toBe('br');
  // What the rows of the plain SELECT (`list`) serialise to, read while the server is closed (PGlite has one writer).
  await active.close();
  const url = await databaseUrlFor(dataDir);
  const db = await openDatabase(url ? { url } : dataLayout(dataDir).dbDir);
  let expected: string;
  try {
    const rows = await db.deals.list('partner');
    expect(rows.length).toBeGreaterThan(12_000);
    expected = JSON.stringify(rows);
    // The database's own stream gives the same text as the server sends.
    expect(await streamText(db.deals.listJson('partner').body)).toBe(text);
  } finally {
    await db.close();
  }
  server = await startServer({ dataDir });
  // Compared as values first, for a readable failure, then as text: the same bytes.
  expect(JSON.parse(text)).toEqual(JSON.parse(expected));
  expect(text === expected).toBe(true);
  expect(JSON.parse(text)).toContainEqual(expect.objectContaining({ customerCompany: 'Control \u0001\u001f\u007f and \u2028\u2029 separators', createdAt: null }));
});

it('sends the same list uncompressed and gzipped', async () => {
  const brotli = await listText('br');
  const gzip = await listText('gzip');
  const plain = await listText('identity');
  expect([gzip.encoding, plain.encoding]).toEqual(['gzip', null]);
  expect(gzip.text).toBe(brotli.text);
  expect(plain.text).toBe(brotli.text);
});

describe('the kept answer (listCache.mjs)', () => {
  /** The list as a client that accepts `acceptEncoding` gets it, parsed. */
  const listFrom = async (running: RunningServer, token: string, acceptEncoding = 'gzip, deflate, br') => {
    const response = await fetch(`${running.apiUrl}/partner/admin/deals`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } });
    expect(response.status).toBe(200);
    return { deals: (await response.json()) as Array<{ id: number; remarks: string | null; version: number }>, encoding: response.headers.get('content-encoding') };
  };

  it('sends the same list again until a deal changes, and the change at once after it', async () => {
    const active = server as RunningServer;
    const token = await active.login();
    const first = await listFrom(active, token);
    const again = await listFrom(active, token);
    expect(again).toEqual(first);
    expect(first.encoding).toBe('br');
    const deal = first.deals[3] as { id: number; version: number };
    const changed = await active.call('POST', `/partner/admin/deals/${deal.id}/remarks`, { token, json: { remarks: 'Changed after the list was kept' } });
    expect(changed.status).toBe(200);
    // Several requests at once after the change, each with the change.
    const after = await Promise.all([listFrom(active, token), listFrom(active, token), listFrom(active, token, 'gzip')]);
    for (const answer of after) {
      expect(answer.deals).toHaveLength(first.deals.length);
      expect(answer.deals[3]).toMatchObject({ id: deal.id, remarks: 'Changed after the list was kept', version: deal.version + 1 });
    }
    expect(after.map((answer) => answer.encoding)).toEqual(['br', 'br', 'gzip']);
  });

  it.runIf(onPostgres)('sends on one instance what another changed, and what a statement outside the API changed', async () => {
    const active = server as RunningServer;
    const other = await startServer({ dataDir });
    try {
      const token = await active.login();
      const before = await listFrom(active, token);
      await listFrom(other, token);
      const deal = before.deals[5] as { id: number };
      expect((await other.call('POST', `/partner/admin/deals/${deal.id}/remarks`, { token, json: { remarks: 'Changed on the other instance' } })).status).toBe(200);
      expect((await listFrom(active, token)).deals[5]).toMatchObject({ id: deal.id, remarks: 'Changed on the other instance' });
      await runSql(dataDir, `UPDATE partner_deals SET "remarks" = 'Changed in the database' WHERE "id" = $1`, [deal.id]);
      expect((await listFrom(other, token)).deals[5]).toMatchObject({ remarks: 'Changed in the database' });
      expect((await listFrom(active, token)).deals[5]).toMatchObject({ remarks: 'Changed in the database' });
    } finally {
      await other.close();
    }
  });

  it.runIf(onPostgres)('sends the kept answer, not the table, while the version stands', async () => {
    const active = server as RunningServer;
    const token = await active.login();
    const kept = await listFrom(active, token);
    const deal = kept.deals[7] as { id: number; remarks: string | null };
    // A change the version does not see (its trigger off): the kept answer is what is sent.
    await runSql(dataDir, `ALTER TABLE partner_deals DISABLE TRIGGER partner_deals_list_version`);
    try {
      await runSql(dataDir, `UPDATE partner_deals SET "remarks" = 'Unseen by the version' WHERE "id" = $1`, [deal.id]);
      expect((await listFrom(active, token)).deals[7]).toMatchObject({ id: deal.id, remarks: deal.remarks });
      // Another Accept-Encoding has no kept answer yet: it reads the table.
      expect((await listFrom(active, token, 'gzip')).deals[7]).toMatchObject({ remarks: 'Unseen by the version' });
    } finally {
      await runSql(dataDir, `ALTER TABLE partner_deals ENABLE TRIGGER partner_deals_list_version`);
    }
    await runSql(dataDir, `UPDATE partner_deals SET "remarks" = 'Seen by the version' WHERE "id" = $1`, [deal.id]);
    expect((await listFrom(active, token)).deals[7]).toMatchObject({ remarks: 'Seen by the version' });
  });
});

it('sends an empty list as an empty array', async () => {
  const active = server as RunningServer;
  await active.close();
  await runSql(dataDir, `DELETE FROM partner_deals`);
  server = await startServer({ dataDir });
  expect((await listText('br')).text).toBe('[]');
  // The counts kept per status (list_counts) followed the delete.
  const token = await server.login();
  const page = await server.call<{ total: number; statusCounts: Record<string, number> }>('GET', '/partner/admin/deals/query?page=1&pageSize=10', { token });
  expect(page.body).toMatchObject({ total: 0, statusCounts: { all: 0, pending: 0, approved: 0, rejected: 0 } });
});
