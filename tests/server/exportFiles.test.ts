// The reference backend's exports (GET .../export.csv, .xls and .xlsx, routes/lists.mjs; issue 34
// items 1 and 4):
// - each streams with backpressure: a reader that stops reading stops the server reading batches
//   from the database, so the server holds a batch or two whatever the list's length (20,000 deals
//   here, ten batches of 2,000), checked by counting the batches read against the rows consumed
//   (the workbook's rows counted as the reader inflates its sheet);
// - each is the screens' file (the rejected deals': two batches, the formula deal among them): the
//   CSV has the same header, columns, cells and separator as the browser's export of the same
//   records (src/export), the workbook the same cells as the browser's workbook (their sheets' XML
//   compared), read back by exceljs, and no formula from the data reaches a spreadsheet;
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
import { normaliseDealStatus } from '../../src/domain/dealRow.js';
import { toCsv, toXls } from '../../src/export/formats.js';
import { Unzip, UnzipInflate } from 'fflate';
import { readWorkbook, sheetCells, sheetXmlRows, xlsxBytes } from '../support/workbook.js';
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
/** The formula deal's customer company: a formula start with white space at its end, which a workbook must keep. */
const TRAILING_SPACES = '+cmd|/c calc!A0  ';
let dataDir: string;

beforeAll(async () => {
  dataDir = await makeDataDir({ empty: true });
  // Seeded as DEMO_DEALS seeds, then a deal whose texts are formulas.
  await (await startServer({ dataDir, demoDeals: DEALS })).close();
  const db = await openAt(dataDir);
  await db.query(
    `INSERT INTO partner_deals ("partnerId", "partnerFirstName", "customerCompany", "dmEmail", "remarks", "status", "createdAt", "updatedAt")
     VALUES (1, '=HYPERLINK("http://evil.example","x")', $1, '@SUM(A1)', $2, 'rejected', now(), now())`,
    [TRAILING_SPACES, '\t-2+3;=1+1'],
  );
  await db.close();
}, 600_000);
afterAll(async () => {
  await removeDataDir(dataDir);
});

describe('the exports stream with backpressure', () => {
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

  /** Counts the rows of a text file as it is read: its lines. */
  const textLines = () => {
    let lines = 0;
    return {
      take: (chunk: Buffer) => {
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      },
      rows: () => lines,
    };
  };
  /** Counts the rows of a workbook as it is read: its sheet inflated as the bytes come, its rows' ends counted. */
  const workbookRows = () => {
    let rows = 0;
    let carry = '';
    const unzip = new Unzip((file) => {
      if (file.name !== 'xl/worksheets/sheet1.xml') return;
      file.ondata = (error, data) => {
        if (error) throw error;
        const text = carry + Buffer.from(data).toString('latin1');
        rows += text.split('</row>').length - 1;
        carry = text.slice(-5);
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    return { take: (chunk: Buffer) => unzip.push(chunk), rows: () => rows };
  };

  it.each([
    { file: 'export.csv', counter: textLines, rows: DEALS + 2 }, // the header, the deal of formulas beside the seeded ones
    { file: 'export.xls', counter: textLines, rows: DEALS + 3 }, // the head, the rows, the tail
    { file: 'export.xlsx', counter: workbookRows, rows: DEALS + 2 }, // the header row and the rows
  ])('$file reads a batch or two ahead of a reader that stops, and every batch once it reads on', async ({ file, counter, rows: expectedRows }) => {
    batchesRead = 0;
    const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) =>
      get({ socketPath, path: `/partner/admin/deals/${file}` }, resolve).on('error', reject),
    );
    expect(response.statusCode).toBe(200);
    let consumed = 0;
    const rows = counter();
    const take = (chunk: Buffer) => {
      consumed += chunk.length;
      rows.take(chunk);
    };
    // The slow reader: one chunk, then nothing until the server has settled.
    response.pause();
    await once(response, 'readable');
    const chunk = response.read() as Buffer | null;
    if (chunk) take(chunk);
    const whileStopped = await settled();
    const rowsConsumed = rows.rows();
    // Ten batches in all; the server read at most the one being sent and the one after it (and the
    // one that filled the socket's buffers; a workbook's deflater may hold one more), not the list.
    expect(whileStopped).toBeGreaterThanOrEqual(1);
    expect(whileStopped).toBeLessThanOrEqual(Math.ceil(rowsConsumed / BATCH_ROWS) + 4);
    expect(whileStopped).toBeLessThan(DEALS / BATCH_ROWS);
    // Reading on: a little at a time, each time the server reads only as far as the reader came.
    for (let step = 0; step < 3; step++) {
      for (let taken = 0; taken < 512 * 1024; ) {
        const more = response.read() as Buffer | null;
        if (more) {
          take(more);
          taken += more.length;
        } else await once(response, 'readable');
      }
      const read = await settled();
      expect(read).toBeLessThanOrEqual(Math.ceil(rows.rows() / BATCH_ROWS) + 4);
    }
    response.resume();
    response.on('data', take);
    await once(response, 'end');
    expect(rows.rows()).toBe(expectedRows);
    expect(batchesRead).toBe(Math.ceil((DEALS + 1) / BATCH_ROWS));
    console.log(`${file} backpressure: ${whileStopped} batches read with ${rowsConsumed} rows consumed; ${batchesRead} batches, ${consumed} bytes in all`);
    expect(consumed).toBeGreaterThan(DEALS * 20);
  }, 300_000);
});

/**
 * The rejected deals as the browser reads them (the screens' status rule): the files below are
 * compared with the browser's of these, about 3,200 rows in two of the server's batches and the
 * formula deal among them; the whole list's files took three times as long to compare, and its
 * length is what the backpressure above is about.
 */
async function rejectedDeals(server: Awaited<ReturnType<typeof startServer>>, token: string): Promise<PartnerDeal[]> {
  const deals = (await server.call<PartnerDeal[]>('GET', '/partner/admin/deals', { token })).body.filter((deal) => normaliseDealStatus(deal.status) === 'rejected');
  expect(deals.length).toBeGreaterThan(BATCH_ROWS);
  return deals;
}

describe('export.csv is the screens’ CSV, opened by a ticket', () => {
  it('has the browser export’s header, columns and cells, with each separator, and no formula', async () => {
    const server = await startServer({ dataDir });
    try {
      const token = await server.login();
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const deals = await rejectedDeals(server, token);
      for (const separator of [',', ';'] as const) {
        const answer = await fetch(`${server.apiUrl}/partner/admin/deals/export.csv?status=rejected&separator=${encodeURIComponent(separator)}&timeZone=${encodeURIComponent(timeZone)}`, {
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
        expect(evil).toContain(`'${TRAILING_SPACES}`);
        expect(evil).toContain(`'@SUM(A1)`);
        expect(evil).not.toMatch(new RegExp(`(^|${separator === ',' ? ',' : ';'})"?[=+@\\t]`));
      }
    } finally {
      await server.close();
    }
  }, 300_000);

  it('export.xlsx and export.xls hold the browser’s files’ cells: text as text (no formula, white space kept), numbers and dates typed', async () => {
    const server = await startServer({ dataDir });
    try {
      const token = await server.login();
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const deals = await rejectedDeals(server, token);
      const columns = dealExportColumns('partner');
      const fetched = (extension: string) =>
        fetch(`${server.apiUrl}/partner/admin/deals/export.${extension}?status=rejected&timeZone=${encodeURIComponent(timeZone)}&title=${encodeURIComponent('Partner Deals')}`, {
          headers: { authorization: `Bearer ${token}` },
        });

      const workbook = await fetched('xlsx');
      expect(workbook.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(workbook.headers.get('content-disposition')).toMatch(/^attachment; filename="deals_export_\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const servedBytes = new Uint8Array(await workbook.arrayBuffer());
      // Both files downloaded before reading them (under load, a minute or more): a keep-alive connection left
      // silent that long meets the server's idle time-out (60 s), which may close it just as the
      // next request goes out on it.
      const table = await fetched('xls');
      const tableText = await table.text();
      const writtenBytes = await xlsxBytes(deals, columns, { sheetName: 'Partner Deals', compression: 'main' });
      // Row by row (by registration number: the server's order is the list's, the browser's the
      // API's), in the sheets' XML: the same cells, columns, styles, types and texts (sheetXmlRows).
      const servedXml = sheetXmlRows(servedBytes);
      expect(servedXml.size).toBe(deals.length + 1);
      const writtenXml = sheetXmlRows(writtenBytes);
      expect(writtenXml.size).toBe(servedXml.size);
      // The rows that differ, a few of them (toEqual on 20,000 rows would take seconds).
      const differing = [...servedXml].filter(([key, row]) => writtenXml.get(key) !== row);
      expect(differing.slice(0, 3).map(([key, row]) => ({ key, served: row, written: writtenXml.get(key) }))).toEqual([]);
      // And the served file read by exceljs, a reader that shares nothing with the writer.
      const served = await readWorkbook(servedBytes);
      expect(served.name).toBe('Partner Deals');
      const servedRows = new Map<string, unknown[]>();
      served.eachRow((row, number) => void servedRows.set(number === 1 ? 'header' : String(row.getCell(1).value), (row.values as unknown[]).slice(1)));
      expect([...servedRows.keys()].sort()).toEqual([...servedXml.keys()].sort());
      const cells = sheetCells(served);
      expect(cells.filter((cell) => cell.formula !== undefined)).toEqual([]);
      const hyperlink = cells.find((cell) => String(cell.value).includes('HYPERLINK'))!;
      expect(hyperlink).toMatchObject({ value: '=HYPERLINK("http://evil.example","x")', formula: undefined });
      expect(cells.filter((cell) => cell.value === TRAILING_SPACES)).toHaveLength(1);
      expect(cells.some((cell) => cell.value === '@SUM(A1)')).toBe(true);
      expect(typeof servedRows.get(String(deals[0]!.id))![0]).toBe('number');
      expect(servedRows.get(String(deals[0]!.id))!.some((value) => value instanceof Date)).toBe(true);

      expect(table.headers.get('content-type')).toBe('application/vnd.ms-excel; charset=utf-8');
      expect(table.headers.get('content-disposition')).toMatch(/^attachment; filename="deals_export_\d{4}-\d{2}-\d{2}\.xls"$/);
      const [head, ...lines] = tableText.split('\n');
      const [writtenHead, ...writtenLines] = toXls(deals, columns).split('\n');
      expect(head).toBe(writtenHead);
      expect(lines.sort()).toEqual(writtenLines.sort());
      expect(lines.find((line) => line.includes('HYPERLINK'))).toContain('<td class=t>=HYPERLINK(&quot;http://evil.example&quot;,&quot;x&quot;)</td>');
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
