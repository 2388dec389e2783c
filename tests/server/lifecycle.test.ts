import { resetDataDir } from '../../examples/server/reset.mjs';
import { createServer } from '../../examples/server/server.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, databaseUrlFor, makeDataDir, onPostgres, removeDataDir, s3SettingsFor, startServer, storeFor } from './support.js';

// The backend across its life: restarts over the same directory, token expiry, the one-writer
// lock, `npm run db:reset`, and the hostile seed. Starting over one directory again is fast;
// only the first start of a directory pays for creating the database.

type Row = Record<string, unknown> & { id: number };

let dataDir: string;

beforeAll(async () => {
  // Empty: the first start creates, migrates and seeds the database as `npm start` does the first time.
  dataDir = await makeDataDir({ empty: true });
});

afterAll(async () => {
  await removeDataDir(dataDir);
});

describe('one data directory over time', () => {
  let dealId: number;
  let oldToken: string;

  it('keeps changes, uploads and tokens across a restart', async () => {
    const first = await startServer({ dataDir });
    oldToken = await first.login();
    const pending = (await first.call<Row[]>('GET', '/partner/admin/deals', { token: oldToken })).body.find((deal) => deal.status === 'pending');
    dealId = pending?.id ?? 0;
    await first.call('POST', `/partner/admin/deals/${dealId}/remarks`, { token: oldToken, json: { remarks: 'Survives restarts' } });
    await first.close();

    const second = await startServer({ dataDir });
    try {
      // The signing key lives in the database, so a token issued before the restart still works.
      const deal = await second.call<Row>('GET', `/partner/admin/deals/${dealId}`, { token: oldToken });
      expect(deal).toMatchObject({ status: 200, body: { remarks: 'Survives restarts' } });
    } finally {
      await second.close();
    }
  });

  // PGlite's one writer; on a server any number of instances share the database (instances.test.ts).
  it.skipIf(onPostgres)('refuses a second server on a directory in use', async () => {
    const running = await startServer({ dataDir });
    try {
      await expect(createServer({ dataDir })).rejects.toThrow(/in use by process/);
      await expect(resetDataDir({ dataDir })).rejects.toThrow(/in use by process/);
    } finally {
      await running.close();
    }
  });

  it('expires tokens after the configured lifetime', async () => {
    // `iat` and `exp` are whole seconds, so a token of N seconds lives between N - 1 and N: one of
    // 1 s could end before the request right after the sign-in (it did once, on a busy machine).
    // One of 2 s lives at least 1 s, and is over 2.1 s after it was made.
    const server = await startServer({ dataDir, tokenTtlSeconds: 2 });
    try {
      const token = await server.login();
      expect((await server.call('GET', '/partner/admin/partners', { token })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await server.call<{ message: string }>('GET', '/partner/admin/partners', { token });
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe('Session expired. Please login again.');
    } finally {
      await server.close();
    }
  });

  it('db:reset brings back the seed, files included, and a new signing key', async () => {
    await resetDataDir({ dataDir, databaseUrl: await databaseUrlFor(dataDir), s3: await s3SettingsFor(dataDir) });
    const server = await startServer({ dataDir });
    try {
      expect((await server.call('GET', '/partner/admin/partners', { token: oldToken })).status).toBe(401);
      const token = await server.login();
      const deal = await server.call<Row>('GET', `/partner/admin/deals/${dealId}`, { token });
      expect(deal.body.remarks).not.toBe('Survives restarts');
      const resources: Row[] = [];
      for (const type of ['LEARNING', 'SALES', 'MARKETING']) {
        resources.push(...(await server.call<Row[]>('GET', `/partner/admin/resources/type/${type}`, { token })).body);
      }
      const stored = (await (await storeFor(dataDir)).list()).filter((file) => !file.name.startsWith('.'));
      expect(stored.map((file) => file.name).sort()).toEqual(resources.filter((resource) => String(resource.url).includes('/api/files/')).map((resource) => String(resource.url).split('/').pop()).sort());
      expect((await fetch(String(resources[0]?.url))).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('the hostile data set', () => {
  it('carries XSS payloads, formulas, long, RTL and astral text and nulls, and still signs in', async () => {
    const server = await startServer({ seed: 'hostile' });
    try {
      const login = await server.call<{ token: string; partnerAdmin: Row }>('POST', '/partner/admin/auth/login', {
        json: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      });
      expect(login.body.partnerAdmin.firstName).toContain('window.__pwned');
      const token = login.body.token;
      const texts = async (apiPath: string) => JSON.stringify((await server.call('GET', apiPath, { token })).body);
      const partners = await texts('/partner/admin/partners');
      for (const payload of ['onerror=\\"window.__pwned=1\\"', '<script>window.__pwned=1</script>', '=HYPERLINK(', '+1+1', '@SUM(1)', '\\t=1', 'مرحبا', '𝕻', 'W'.repeat(10_000)]) {
        expect(partners).toContain(payload);
      }
      expect(partners).toContain('null');
      const resources = (await server.call<Row[]>('GET', '/partner/admin/resources/type/LEARNING', { token })).body;
      expect(resources.map((resource) => resource.url)).toContain('javascript:window.__pwned=1');
      expect(await texts('/partner/admin/deals')).toContain('window.__pwned');
      expect(await texts('/partner/admin/quiz/tech')).toContain('window.__pwned');
      expect(await texts('/partner/admin/certifications')).toContain('window.__pwned');
    } finally {
      await server.close();
      await removeDataDir(server.dataDir);
    }
  });
});
