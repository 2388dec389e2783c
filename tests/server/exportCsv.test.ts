// The reference backend's CSV export (GET .../export.csv, routes/lists.mjs; issue 34 items 1 and 4):
// - it streams with backpressure: a reader that stops reading stops the server reading batches
//   from the database, so the server holds a batch or two whatever the list's length (20,000 deals
//   here, ten batches of 2,000), checked by counting the batches read against the bytes consumed;
// - it is the screens' CSV: the same header, columns, cells and separator as the browser's export
//   of the same records (src/export), and no formula from the data reaches a spreadsheet;
// - a download ticket (POST /partner/admin/download-tickets) opens it without the bearer header,
//   and nothing else.
import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../examples/server/db.mjs';
import { listRoutes } from '../../examples/server/routes/lists.mjs';
import { dataLayout } from '../../examples/server/server.mjs';
import { dealExportColumns } from '../../src/export/columns.js';
import { toCsv } from '../../src/export/formats.js';
import type { PartnerDeal } from '../../src/api/types.js';
import { createHttpAdminApi } from '../../src/api/index.js';
import { databaseUrlFor, liveClient, makeDataDir, removeDataDir, startServer } from './support.js';

const DEALS = 20_000;
/** The database of `dataDir`, with no server open on it. */
async function openAt(dir: string): Promise<Database> {
  const databaseUrl = await databaseUrlFor(dir);
  return openDatabase(databaseUrl ? { url: databaseUrl } : dataLayout(dir).dbDir);
}
const BATCH_ROWS = 2000;
let dataDir: string;

beforeAll(async () => {
  dataDir = await makeDataDir({ empty: true });
  // Seeded as DEMO_DEALS seeds, then a deal whose texts are formulas.
  await (await startServer({ dataDir, demoDeals: DEALS })).close();
  const db = await openAt(dataDir);
  await db.query(
    `INSERT INTO partner_deals ("partnerId", "partnerFirstName", "customerCompany", "dmEmail", "remarks", "status", "createdAt", "updatedAt")
     VALUES (1, '=HYPERLINK("http://evil.example","x")', $1, '@SUM(A1)', $2, 'pending', now(), now())`,
    ['+cmd|/c calc!A0', '\t-2+3;=1+1'],
  );
  await db.close();
}, 600_000);
afterAll(async () => {
  await removeDataDir(dataDir);
});

describe('export.csv streams with backpressure', () => {
  let db: Database;
  let batchesRead = 0;
  const app = Fastify();
  const socketPath = path.join(tmpdir(), `export-${process.pid}-${randomBytes(4).toString('hex')}.sock`);

  beforeAll(async () => {
    db = await openAt(dataDir);
    // The route as the server registers it, over the database with its batches counted.
    const counted: Database = {
      ...db,
      lists: {
        ...db.lists,
        batches: (name, request) =>
          (async function* () {
            for await (const batch of db.lists.batches(name, request)) {
              batchesRead += 1;
              yield batch;
            }
          })(),
      },
    };
    await app.register(listRoutes, { db: counted, secret: randomBytes(32) });
    // On a Unix socket: its buffers hold a few hundred kB, where loopback TCP's grow to megabytes.
    await app.listen({ path: socketPath });
  }, 120_000);
  afterAll(async () => {
    app.server.closeAllConnections();
    await app.close();
    await db?.close();
  });

  /** Waits until the server has stopped reading batches (the count holds over a few rounds). */
  async function settled(): Promise<number> {
    let last = -1;
    for (let still = 0; still < 5; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      still = batchesRead === last ? still + 1 : 0;
      last = batchesRead;
    }
    return batchesRead;
  }

  it('reads a batch or two ahead of a reader that stops, and every batch once it reads on', async () => {
    const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) =>
      get({ socketPath, path: '/partner/admin/deals/export.csv' }, resolve).on('error', reject),
    );
    expect(response.statusCode).toBe(200);
    let consumed = 0;
    let lines = 0;
    const take = (chunk: Buffer) => {
      consumed += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    };
    // The slow reader: one chunk, then nothing until the server has settled.
    response.pause();
    const [first] = (await once(response, 'readable')) as unknown[];
    void first;
    const chunk = response.read() as Buffer | null;
    if (chunk) take(chunk);
    const whileStopped = await settled();
    const rowsConsumed = lines;
    // Ten batches in all; the server read at most the one being sent and the one after it (and the
    // one that filled the socket's buffers), not the list.
    expect(whileStopped).toBeGreaterThanOrEqual(1);
    expect(whileStopped).toBeLessThanOrEqual(Math.ceil(rowsConsumed / BATCH_ROWS) + 3);
    expect(whileStopped).toBeLessThan(DEALS / BATCH_ROWS);
    // Reading on: a little at a time, each time the server reads only as far as the reader came.
    for (let step = 0; step < 3; step++) {
      for (let taken = 0; taken < 2 * 1024 * 1024; ) {
        const more = response.read() as Buffer | null;
        if (more) {
          take(more);
          taken += more.length;
        } else await once(response, 'readable');
      }
      const read = await settled();
      expect(read).toBeLessThanOrEqual(Math.ceil(lines / BATCH_ROWS) + 3);
    }
    response.resume();
    response.on('data', take);
    await once(response, 'end');
    expect(lines).toBe(DEALS + 2); // the header and the deal of formulas beside the seeded ones
    expect(batchesRead).toBe(Math.ceil((DEALS + 1) / BATCH_ROWS));
    console.log(`export.csv backpressure: ${whileStopped} batches read with ${rowsConsumed} rows consumed; ${batchesRead} batches, ${consumed} bytes in all`);
    expect(consumed).toBeGreaterThan(DEALS * 100);
  }, 300_000);
});

describe('export.csv is the screens’ CSV, opened by a ticket', () => {
  it('has the browser export’s header, columns and cells, with each separator, and no formula', async () => {
    const server = await startServer({ dataDir });
    try {
      const token = await server.login();
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const deals = (await server.call<PartnerDeal[]>('GET', '/partner/admin/deals', { token })).body;
      for (const separator of [',', ';'] as const) {
        const answer = await fetch(`${server.apiUrl}/partner/admin/deals/export.csv?separator=${encodeURIComponent(separator)}&timeZone=${encodeURIComponent(timeZone)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="deals_export_\d{4}-\d{2}-\d{2}\.csv"$/);
        // Its bytes as they are: text() would drop the byte order mark both begin with.
        const served = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
        const written = toCsv(deals, dealExportColumns('partner'), separator);
        const [servedHead, ...servedLines] = served.split('\r\n');
        const [writtenHead, ...writtenLines] = written.split('\r\n');
        expect(servedHead!.startsWith('\uFEFF')).toBe(true);
        expect(servedHead).toBe(writtenHead);
        // The same lines (the server's order is the list's default order, the browser's the API's).
        expect(servedLines.filter(Boolean).sort()).toEqual(writtenLines.filter(Boolean).sort());
        const evil = servedLines.find((line) => line.includes('HYPERLINK'))!;
        expect(evil).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
        expect(evil).toContain(`'+cmd|/c calc!A0`);
        expect(evil).toContain(`'@SUM(A1)`);
        expect(evil).not.toMatch(new RegExp(`(^|${separator === ',' ? ',' : ';'})"?[=+@\\t]`));
      }
    } finally {
      await server.close();
    }
  }, 300_000);

  it('opens with a ticket instead of the header; a ticket opens nothing else, and a wrong one nothing at all', async () => {
    const server = await startServer({ dataDir });
    try {
      const token = await server.login();
      const issued = await server.call<{ ticket: string; expiresAt: string }>('POST', '/partner/admin/download-tickets', { token });
      expect(issued.status).toBe(200);
      expect(Date.parse(issued.body.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
      const ticket = encodeURIComponent(issued.body.ticket);
      const ok = await fetch(`${server.apiUrl}/partner/admin/deals/export.csv?status=pending&ticket=${ticket}`);
      expect(ok.status).toBe(200);
      expect((await ok.text()).split('\r\n')[0]).toMatch(/ID/);
      expect((await fetch(`${server.apiUrl}/partner/admin/deals/query?page=1&pageSize=10&ticket=${ticket}`)).status).toBe(401);
      expect((await server.call('GET', '/partner/admin/deals', { token: issued.body.ticket })).status).toBe(401);
      expect((await fetch(`${server.apiUrl}/partner/admin/deals/export.csv?ticket=${ticket}x`)).status).toBe(401);
      expect((await fetch(`${server.apiUrl}/partner/admin/deals/export.csv`)).status).toBe(401);
    } finally {
      await server.close();
    }
  }, 300_000);

  it("is what the HTTP client's exportUrl opens: the list state's filters, the separator and time zone, a ticket of the admin's", async () => {
    const server = await startServer({ dataDir });
    try {
      const token = await server.login();
      const api = liveClient(server.apiUrl, token);
      const query = { page: 3, pageSize: 25, status: 'pending' as const, sort: '-customerCompany' };
      const address = await api.partnerDeals.exportUrl!(query, { separator: ';', timeZone: 'Europe/Berlin' });
      const url = new URL(address);
      expect(url.origin + url.pathname).toBe(`${server.apiUrl}/partner/admin/deals/export.csv`);
      expect(Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'ticket'))).toEqual({ status: 'pending', sort: '-customerCompany', separator: ';', timeZone: 'Europe/Berlin' });
      // Opened as a browser opens a link: no header, the ticket alone.
      const served = await (await fetch(address)).text();
      const pending = (await api.partnerDeals.query!({ page: 1, pageSize: 10, status: 'pending' })).total;
      expect(served.split('\r\n').filter(Boolean)).toHaveLength(pending + 1);
      expect(served.split('\r\n')[0]).toContain(';');
      // A backend without the extension: no such call, the screens read the pages as before.
      expect(createHttpAdminApi({ baseUrl: server.apiUrl, auth: { getToken: () => token }, extensions: { query: true } }).partnerDeals.exportUrl).toBeUndefined();
    } finally {
      await server.close();
    }
  }, 300_000);
});
