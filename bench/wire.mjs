// Bytes on the wire for the partner deal list with 100,000 deals (or --deals N), as the reference
// backend sends it with no compression, gzip and brotli, and the time each answer takes. The
// deals are the seeded ones repeated, each with its own contact, numbers, dates and remark.
//   node bench/wire.mjs [--deals 100000]
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { multiplyPartnerDeals } from '../examples/server/bulkData.mjs';
import { createServer, dataLayout } from '../examples/server/server.mjs';

const argument = process.argv.indexOf('--deals');
const DEALS = argument > 0 ? Number(process.argv[argument + 1]) : 100_000;
const EMAIL = 'admin@partner-console.dev';
const PASSWORD = 'Admin@12345';

const dataDir = await mkdtemp(path.join(tmpdir(), 'partner-console-wire-'));
try {
  // Seed, then multiply the seeded deals up to DEALS rows, each made distinct.
  await (await createServer({ dataDir })).close();
  await multiplyPartnerDeals(dataLayout(dataDir).dbDir, DEALS);

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
