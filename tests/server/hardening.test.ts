import { stat } from 'node:fs/promises';
import { get } from 'node:http';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { SCRYPT_COST, hashPassword, verifyPassword } from '../../examples/server/auth.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, onPostgres, removeDataDir, runSql, startServer, storeFor, type RunningServer } from './support.js';

// The reference backend's defences, over real HTTP against a fresh server per group. Its servers
// sign in against the demo accounts' hashes at the product's cost (`realHashCost`, support.ts
// DataDirOptions): the decoy's test needs a known e-mail's check as slow as an unknown one's.

const login = (server: RunningServer, email: string, password: string) => server.call<{ message?: string; token?: string }>('POST', '/partner/admin/auth/login', { json: { email, password } });

describe('passwords', () => {
  it("hashes with scrypt at OWASP's cost and still verifies the older, cheaper form", async () => {
    expect(SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horse!', stored)).toBe(false);
    // scrypt$<salt>$<hash> at N=2^14, as earlier databases hold it ('secret').
    const legacy = 'scrypt$00112233445566778899aabbccddeeff$' + (await import('node:crypto')).scryptSync('secret', Buffer.from('00112233445566778899aabbccddeeff', 'hex'), 32).toString('hex');
    expect(await verifyPassword('secret', legacy)).toBe(true);
    expect(await verifyPassword('Secret', legacy)).toBe(false);
  });
});

describe('over HTTP', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ loginLimits: { maxPerPair: 4, maxPerAddress: 1000 }, realHashCost: true });
  });

  afterAll(async () => {
    await server?.close();
    if (server) await removeDataDir(server.dataDir);
  });

  it('answers 429 with a clear message and Retry-After once an account had too many wrong passwords from an address, even for the right one', async () => {
    const email = 'nobody-yet@partner-console.dev';
    for (let attempt = 0; attempt < 4; attempt++) expect((await login(server, email, `guess-${attempt}`)).status).toBe(401);
    const refused = await login(server, email, 'guess-5');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another account from the same address is not affected.
    expect((await login(server, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
  });

  it('does the same work for an unknown e-mail as for a known one (a decoy hash)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      expect((await login(server, email, 'not-the-password')).status).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round++) {
      known.push(await time(DEMO_EMAIL));
      unknown.push(await time(`unknown-${round}@example.com`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    // Both run one scrypt at N=2^17 (hundreds of ms); without the decoy the unknown one takes ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    await login(server, DEMO_EMAIL, DEMO_PASSWORD); // clears the account's failures
  });

  it('answers NUL and broken UTF-16 in any text with 400, never 500', async () => {
    const token = (await login(server, DEMO_EMAIL, DEMO_PASSWORD)).body.token!;
    const bad = ['a\u0000b', '\ud800'];
    for (const text of bad) {
      const answers = [
        await login(server, `admin${text}@partner-console.dev`, DEMO_PASSWORD),
        await server.call('POST', '/partner/admin/deals/1/remarks', { token, json: { remarks: text } }),
        await server.call('POST', '/partner/admin/deals/1/reject', { token, json: { reason: text } }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect((answer.body as { message: string }).message).toBe('The request contains characters that are not allowed (such as NUL)');
      }
    }
    expect((await server.call('GET', '/partner/admin/partners?q=a%00b', { token })).status).toBe(400);
    const form = new FormData();
    form.set('title', 'A\u0000title');
    form.set('resourceType', 'SALES');
    form.set('contentType', 'DATASHEET');
    form.set('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'x.pdf');
    expect(await server.call('POST', '/partner/admin/resources', { token, body: form })).toMatchObject({
      status: 400,
      body: { message: 'The request contains characters that are not allowed (such as NUL)' },
    });
  });

  it('answers /api/health and /api/ready without a token, compresses answers the client accepts, and keeps the data directory private', async () => {
    expect(await server.call('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await server.call('GET', '/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
    // fetch decodes for us; node's http undoes the chunking but leaves the compression.
    const bearer = (await login(server, DEMO_EMAIL, DEMO_PASSWORD)).body.token!;
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const call = get(`${server.apiUrl}/partner/admin/deals`, { headers: { authorization: `Bearer ${bearer}`, 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      });
      call.on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    // Gunzipped, the deals come back intact.
    const deals = JSON.parse(gunzipSync(raw.body).toString()) as unknown[];
    expect(deals.length).toBeGreaterThan(10);
    expect((await stat(server.dataDir)).mode & 0o077).toBe(0);
  });

  it('removes at start the stored files of uploads that never completed, and keeps the rest', async () => {
    const store = await storeFor(server.dataDir);
    const names = async () => (await store.list()).map((file) => file.name);
    const orphan = '0123abcd-0000-4000-8000-000000000000.pdf';
    await store.put(orphan, Readable.from([Buffer.from('half an upload')]));
    await store.put('README.txt', Readable.from([Buffer.from('not a stored file')]));
    // Instances sharing a database may be uploading right now: there only files older than the
    // longest upload (the request time-out, 3 s here) are orphans. This one has just begun.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const underWay = '0123abcd-0000-4000-8000-000000000001.pdf';
    await store.put(underWay, Readable.from([Buffer.from('an upload under way')]));
    await server.close();
    server = await startServer({ dataDir: server.dataDir, requestTimeoutMs: 3000 });
    expect(await names()).not.toContain(orphan);
    if (onPostgres) expect(await names()).toContain(underWay);
    else expect(await names()).not.toContain(underWay);
    expect(await names()).toContain('README.txt');
    const token = (await login(server, DEMO_EMAIL, DEMO_PASSWORD)).body.token!;
    const resources = (await server.call<{ url: string }[]>('GET', '/partner/admin/resources/type/SALES', { token })).body;
    for (const resource of resources.filter((entry) => entry.url.includes('/api/files/'))) {
      expect((await fetch(resource.url)).status).toBe(200);
    }
  });

  it('serves stored files sandboxed and unsniffable', async () => {
    const token = (await login(server, DEMO_EMAIL, DEMO_PASSWORD)).body.token!;
    const resources = (await server.call<{ url: string }[]>('GET', '/partner/admin/resources/type/SALES', { token })).body;
    const file = resources.find((entry) => entry.url.includes('/api/files/'))!;
    const answer = await fetch(file.url);
    expect(answer.headers.get('content-security-policy')).toBe('sandbox');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    // The perimeter's frame denial reaches a file sent by either store (tests/server/perimeter.test.ts
    // runs on PGlite with files in the directory only; here the S3 store's answer too).
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('a removed admin', () => {
  it('can no longer use a token issued before the removal', async () => {
    let server = await startServer({ realHashCost: true });
    try {
      const token = (await login(server, DEMO_EMAIL, DEMO_PASSWORD)).body.token!;
      expect((await server.call('GET', '/partner/admin/partners', { token })).status).toBe(200);
      await server.close();
      await runSql(server.dataDir, `DELETE FROM admins WHERE lower("email") = lower($1)`, [DEMO_EMAIL]);
      server = await startServer({ dataDir: server.dataDir });
      expect(await server.call('GET', '/partner/admin/partners', { token })).toMatchObject({ status: 401, body: { message: 'Session expired. Please login again.' } });
    } finally {
      await server.close();
      await removeDataDir(server.dataDir);
    }
  });
});

describe('time-outs', () => {
  it('closes a connection whose body stalls', async () => {
    const server = await startServer({ idleTimeoutMs: 500, requestTimeoutMs: 1000, realHashCost: true });
    try {
      const port = Number(new URL(server.apiUrl).port);
      const closed = await new Promise<{ ms: number; answer: string }>((resolve, reject) => {
        const started = performance.now();
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('POST /api/partner/admin/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
        });
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => resolve({ ms: performance.now() - started, answer }));
      });
      // Closed by the server (408 or a plain close) long before any test time-out.
      expect(closed.ms).toBeLessThan(5000);
      expect(closed.answer === '' || /^HTTP\/1\.1 408/.test(closed.answer)).toBe(true);
    } finally {
      await server.close();
      await removeDataDir(server.dataDir);
    }
  });
});
