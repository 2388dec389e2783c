// Bytes on the wire for the partner deal list with 100,000 deals (or --deals N), as the reference
// backend sends it with no compression, gzip and brotli, and the time each answer takes. The
// deals are the seeded ones repeated, each with its own contact, numbers, dates and remark.
//   node bench/wire.mjs [--deals 100000]
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createServer, dataLayout } from '../examples/server/server.mjs';

const argument = process.argv.indexOf('--deals');
const DEALS = argument > 0 ? Number(process.argv[argument + 1]) : 100_000;
const EMAIL = 'admin@partner-console.dev';
const PASSWORD = 'Admin@12345';

const dataDir = await mkdtemp(path.join(tmpdir(), 'partner-console-wire-'));
try {
  // Seed, then multiply the seeded deals up to DEALS rows straight in the database.
  await (await createServer({ dataDir })).close();
  const pg = new PGlite(dataLayout(dataDir).dbDir);
  const { rows } = await pg.query(`SELECT count(*)::int AS n FROM partner_deals`);
  const seeded = /** @type {{ n: number }} */ (rows[0]).n;
  const columns = (await pg.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'partner_deals' AND column_name <> 'id'`)).rows
    .map((row) => `"${/** @type {{ column_name: string }} */ (row).column_name}"`)
    .join(', ');
  await pg.query(`INSERT INTO partner_deals (${columns}) SELECT ${columns} FROM partner_deals, generate_series(1, $1)`, [Math.ceil(DEALS / seeded) - 1]);
  await pg.query(`DELETE FROM partner_deals WHERE "id" > (SELECT min("id") FROM partner_deals) + $1 - 1`, [DEALS]);
  // Copies compress far better than real data: give each row its own contact, numbers, dates and
  // note, so the figures are not flattered by repetition.
  await pg.query(`UPDATE partner_deals SET
    "dmEmail" = 'buyer.' || substr(md5(random()::text), 1, 8) || '@' || lower(regexp_replace("customerCompany", '[^A-Za-z]', '', 'g')) || '.example',
    "dmPhoneNumber" = (100000000 + floor(random() * 899999999))::bigint::text,
    "postalCode" = lpad(floor(random() * 99999)::int::text, 5, '0'),
    "opportunityNumber" = 'OPP-' || (100000 + floor(random() * 899999))::int::text,
    "mdfFunding" = floor(random() * 50) * 500,
    "years" = 1 + floor(random() * 5),
    "remarks" = 'Checked on call ' || substr(md5(random()::text), 1, 6),
    "createdAt" = now() - random() * interval '700 days',
    "updatedAt" = now() - random() * interval '30 days'`);
  await pg.close();

  const app = await createServer({ dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;
  const login = await fetch(`http://127.0.0.1:${port}/api/partner/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const { token } = /** @type {{ token: string }} */ (await login.json());

  /** @param {string} encoding @returns {Promise<{ bytes: number, ms: number, encoding: string }>} */
  const measure = (encoding) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const call = request({ port, host: '127.0.0.1', path: '/api/partner/admin/deals', headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ bytes, ms: performance.now() - started, encoding: String(response.headers['content-encoding'] ?? 'identity') }));
      });
      call.on('error', reject);
      call.end();
    });

  console.log(`GET /api/partner/admin/deals with ${DEALS.toLocaleString('en-US')} deals`);
  console.log('| Accept-Encoding | Content-Encoding | Bytes on the wire | Time (median of 3) |');
  console.log('| --- | --- | ---: | ---: |');
  for (const encoding of ['identity', 'gzip', 'br']) {
    const runs = [await measure(encoding), await measure(encoding), await measure(encoding)];
    const median = runs.map((run) => run.ms).sort((a, b) => a - b)[1] ?? 0;
    const first = /** @type {{ bytes: number, encoding: string }} */ (runs[0]);
    console.log(`| ${encoding} | ${first.encoding} | ${(first.bytes / 1e6).toFixed(1)} MB | ${Math.round(median)} ms |`);
  }
  await app.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
