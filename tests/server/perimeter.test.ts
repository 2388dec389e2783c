import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, HSTS, appOptionsFrom, corsOriginsFrom, trustedProxiesFrom } from '../../examples/server/perimeter.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, removeDataDir, startServer, type RunningServer } from './support.js';

// What every answer and connection of the backend gets, over real HTTP (and HTTPS) against started
// servers: CORS for the named origins only (real preflight requests), security headers, HSTS only
// over HTTPS, X-Forwarded-* believed from the named proxies only, a cap on connections per address,
// and one log line per request.

/** Raw fetch with an Origin (Node's fetch sends what it is given and enforces no CORS itself). */
const preflight = (server: RunningServer, apiPath: string, origin: string, method: string, headers: string) =>
  fetch(server.apiUrl + apiPath, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

describe('CORS', () => {
  const ALLOWED = 'https://intranet.example.com';
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ corsOrigins: [ALLOWED, 'http://localhost:5173'] });
    token = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    if (server) await removeDataDir(server.dataDir);
  });

  it('answers a preflight from a named origin for the methods and headers the client sends (Authorization, If-Match)', async () => {
    const answer = await preflight(server, '/partner/admin/deals/1/approve', ALLOWED, 'POST', 'authorization,content-type,if-match');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(answer.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(['GET', 'HEAD', 'POST', 'DELETE']);
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['authorization', 'content-type', 'if-match']));
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('access-control-max-age')).toBe('600');
    expect(answer.headers.get('vary')).toMatch(/Origin/);
    const removal = await preflight(server, '/partner/admin/resources/1', 'http://localhost:5173', 'DELETE', 'authorization');
    expect(removal.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('lets a named origin read the answers, errors and the headers the client needs', async () => {
    const list = await fetch(`${server.apiUrl}/partner/admin/deals`, { headers: { origin: ALLOWED, authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(list.headers.get('access-control-expose-headers')?.split(/,\s*/)).toEqual(expect.arrayContaining(['ETag', 'Retry-After', 'Content-Disposition']));
    await list.arrayBuffer();
    const refused = await fetch(`${server.apiUrl}/partner/admin/deals`, { headers: { origin: ALLOWED } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });

  it('gives every other origin nothing a browser would accept', async () => {
    for (const origin of ['https://evil.example', 'https://intranet.example.com.evil.example', 'http://intranet.example.com', 'null']) {
      const answer = await preflight(server, '/partner/admin/deals/1/approve', origin, 'POST', 'authorization,content-type');
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      const read = await fetch(`${server.apiUrl}/partner/admin/deals`, { headers: { origin, authorization: `Bearer ${token}` } });
      expect(read.headers.get('access-control-allow-origin'), origin).toBeNull();
      await read.arrayBuffer();
    }
    // A method the client never uses is not offered.
    const put = await preflight(server, '/partner/admin/deals/1', ALLOWED, 'PUT', 'authorization');
    expect(put.headers.get('access-control-allow-methods')).not.toMatch(/PUT/);
  });

  it('is off without CORS_ORIGINS: no CORS headers at all, so a host on another origin proxies the API', async () => {
    const plain = await startServer();
    try {
      const answer = await preflight(plain, '/partner/admin/deals/1/approve', ALLOWED, 'POST', 'authorization');
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.status).toBe(404);
    } finally {
      await plain.close();
      await removeDataDir(plain.dataDir);
    }
  });

  it('reads CORS_ORIGINS as exact origins and refuses a wildcard or a path', () => {
    expect(corsOriginsFrom(undefined)).toEqual([]);
    expect(corsOriginsFrom(' https://a.example.com, http://localhost:5173/ ')).toEqual(['https://a.example.com', 'http://localhost:5173']);
    for (const bad of ['*', 'https://a.example.com/app', 'a.example.com', 'https://*.example.com']) expect(() => corsOriginsFrom(bad), bad).toThrow(/CORS_ORIGINS takes origins/);
  });
});

describe('security headers', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await server?.close();
    if (server) await removeDataDir(server.dataDir);
  });

  it('sends nosniff, no-referrer and frame denial on API answers, errors and files; HSTS only when the trusted proxy says HTTPS', async () => {
    const token = await server.login();
    const answers = [
      await fetch(`${server.apiUrl}/partner/admin/partners`, { headers: { authorization: `Bearer ${token}` } }),
      await fetch(`${server.apiUrl}/partner/admin/partners`),
      await fetch(`${server.apiUrl}/no/such/call`),
      await fetch(`${server.apiUrl}/health`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), answer.url).toBe('no-referrer');
      expect(answer.headers.get('x-frame-options'), answer.url).toBe('DENY');
      expect(answer.headers.get('content-security-policy'), answer.url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(answer.headers.get('strict-transport-security'), answer.url).toBeNull();
      await answer.arrayBuffer();
    }
    const behindHttps = await fetch(`${server.apiUrl}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindHttps.headers.get('strict-transport-security')).toBe(HSTS);
    // An uploaded file keeps its own sandbox policy.
    const resources = (await server.call<{ url: string }[]>('GET', '/partner/admin/resources/type/SALES', { token })).body;
    const file = await fetch(resources.find((entry) => entry.url.includes('/api/files/'))!.url);
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(file.headers.get('x-frame-options')).toBe('DENY');
    await file.arrayBuffer();
  });

  it('believes X-Forwarded-Proto and X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const direct = await startServer({ trustProxy: ['10.0.0.0/8'] });
    try {
      const spoofed = await fetch(`${direct.apiUrl}/health`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers.get('strict-transport-security')).toBeNull();
      // A client reaching the instance directly cannot pick the address the sign-in limits count:
      // ten wrong passwords "from" ten addresses are ten from its own, and the eleventh is refused.
      const from = (address: string, password: string) =>
        direct.call('POST', '/partner/admin/auth/login', { json: { email: DEMO_EMAIL, password }, headers: { 'x-forwarded-for': address } });
      for (let attempt = 0; attempt < 10; attempt++) expect((await from(`198.51.100.${attempt}`, `guess-${attempt}`)).status).toBe(401);
      expect((await from('198.51.100.99', DEMO_PASSWORD)).status).toBe(429);
    } finally {
      await direct.close();
      await removeDataDir(direct.dataDir);
    }
  });

  it('reads TRUST_PROXY as addresses and ranges only, never "trust anyone" or a hop count', () => {
    expect(trustedProxiesFrom(undefined)).toEqual([]);
    expect(trustedProxiesFrom('false')).toEqual([]);
    expect(trustedProxiesFrom('10.0.0.5, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual(['10.0.0.5', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '1', '2', '*', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1']) expect(() => trustedProxiesFrom(bad), bad).toThrow(/TRUST_PROXY takes the addresses/);
    expect(appOptionsFrom({ TRUST_PROXY: '127.0.0.1' })).toMatchObject({ trustProxy: ['127.0.0.1'], corsOrigins: [], maxConnectionsPerAddress: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, logger: { level: 'info' } });
    expect(appOptionsFrom({ QUIET: '1' }).logger).toEqual({ level: 'warn' });
    expect(appOptionsFrom({ LOG_LEVEL: 'debug' }).logger).toEqual({ level: 'debug' });
    expect(() => appOptionsFrom({ TLS_CERT_FILE: '/x.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE go together/);
    expect(() => appOptionsFrom({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
  });
});

describe('served over HTTPS directly', () => {
  it('sends HSTS with every answer', async () => {
    // A throw-away self-signed certificate for 127.0.0.1.
    const directory = mkdtempSync(path.join(tmpdir(), 'partner-console-tls-'));
    try {
      const [key, cert] = [path.join(directory, 'key.pem'), path.join(directory, 'cert.pem')];
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
      const options = appOptionsFrom({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key });
      const server = await startServer({ https: options.https! });
      try {
        const url = new URL(server.apiUrl.replace('http:', 'https:') + '/health');
        const answer = await new Promise<{ status: number; hsts: unknown; body: string }>((resolve, reject) => {
          const call = httpsRequest(url, { ca: readFileSync(cert) }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, hsts: response.headers['strict-transport-security'], body }));
          });
          call.on('error', reject);
          call.end();
        });
        expect(answer).toEqual({ status: 200, hsts: HSTS, body: '{"status":"ok"}' });
      } finally {
        await server.close();
        await removeDataDir(server.dataDir);
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('connections per address', () => {
  /**
   * Opens `count` connections at once and reports how many the server kept open: once at most
   * `expected` are left (the server accepts a thousand connections over a while), and nothing more
   * closes for half a second.
   */
  async function holdConnections(port: number, count: number, expected: number): Promise<{ open: Socket[]; closed: number }> {
    const sockets: Socket[] = [];
    const closed = new Set<Socket>();
    // A hundred at a time, so that the kernel's queue of connections not yet accepted never
    // overflows (its retries would take a minute); each sends half a request line, as a slow client does.
    for (let batch = 0; batch < count; batch += 100) {
      const opened = await Promise.all(
        Array.from(
          { length: Math.min(100, count - batch) },
          () =>
            new Promise<Socket>((resolve, reject) => {
              const socket = connect(port, '127.0.0.1', () => resolve(socket));
              socket.on('error', () => {});
              socket.once('error', reject);
              socket.once('close', () => closed.add(socket));
            }),
        ),
      );
      for (const socket of opened) if (!socket.destroyed) socket.write('GET /api/hea');
      sockets.push(...opened);
    }
    const deadline = Date.now() + 60_000;
    while (count - closed.size > expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { open: sockets.filter((socket) => !closed.has(socket)), closed: closed.size };
  }

  it('lets one client address hold at most 100 connections: of 1,000 slow ones, 900 are closed at once', async () => {
    const server = await startServer();
    try {
      const port = Number(new URL(server.apiUrl).port);
      const { open, closed } = await holdConnections(port, 1000, DEFAULT_MAX_CONNECTIONS_PER_ADDRESS);
      expect(open).toHaveLength(DEFAULT_MAX_CONNECTIONS_PER_ADDRESS);
      expect(closed).toBe(1000 - DEFAULT_MAX_CONNECTIONS_PER_ADDRESS);
      // The server still answers others (another address would; here, once this one lets go).
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await fetch(`${server.apiUrl}/health`)).status).toBe(200);
    } finally {
      await server.close();
      await removeDataDir(server.dataDir);
    }
  });

  it('takes a lower limit, and does not count the trusted proxies, whose connections carry many clients', async () => {
    const limited = await startServer({ maxConnectionsPerAddress: 5 });
    const proxied = await startServer({ maxConnectionsPerAddress: 5, trustProxy: ['127.0.0.1'] });
    try {
      const first = await holdConnections(Number(new URL(limited.apiUrl).port), 12, 5);
      expect(first.open).toHaveLength(5);
      for (const socket of first.open) socket.destroy();
      const second = await holdConnections(Number(new URL(proxied.apiUrl).port), 12, 12);
      expect(second.open).toHaveLength(12);
      for (const socket of second.open) socket.destroy();
    } finally {
      await Promise.all([limited.close(), proxied.close()]);
      await Promise.all([removeDataDir(limited.dataDir), removeDataDir(proxied.dataDir)]);
    }
  });
});

describe('the request log', () => {
  it('writes one JSON line per request, with method, path, status, time and address, and nothing else at info', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const server = await startServer({ logger: { level: 'info', stream } });
    try {
      lines.length = 0;
      await fetch(`${server.apiUrl}/health`, { headers: { 'x-request-id': 'trace-1' } });
      await fetch(`${server.apiUrl}/partner/admin/partners`);
      await fetch(`${server.apiUrl}/no/such/call?q=1`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const requests = lines.filter((line) => line.msg === 'request');
      expect(requests.map(({ method, url, statusCode }) => ({ method, url, statusCode }))).toEqual([
        { method: 'GET', url: '/api/health', statusCode: 200 },
        { method: 'GET', url: '/api/partner/admin/partners', statusCode: 401 },
        { method: 'GET', url: '/api/no/such/call?q=1', statusCode: 404 },
      ]);
      expect(requests[0]).toMatchObject({ reqId: 'trace-1', ip: '127.0.0.1', ms: expect.any(Number), level: 30 });
      expect(lines).toHaveLength(3);
    } finally {
      await server.close();
      await removeDataDir(server.dataDir);
    }
  });
});
