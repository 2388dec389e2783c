import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { dataLayout } from '../../examples/server/server.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, makeDataDir, onPostgres, removeDataDir, startBackendProcess, startServer } from './support.js';

// Graceful shutdown of the backend as a process (examples/server/main.mjs, whose signal handling
// `npm start` shares), with real signals: SIGTERM stops accepting connections, answers the requests
// already received, closes idle keep-alive connections at once and the others as soon as their
// answer is out, closes the database and exits 0 within 10 s, also when a client stalls.

const SHUTDOWN_LIMIT_MS = 10_000;

async function signIn(apiUrl: string): Promise<string> {
  const login = await fetch(`${apiUrl}/partner/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

type Outcome = { status: number; connection: string | undefined; text: string } | { error: string };

/**
 * Sends a multipart upload of `file` in two halves: the second once `between()` resolves, or never
 * when it resolves false (a client that stalls). Resolves with the answer, or with the error's code
 * when the connection is cut.
 */
function uploadInHalves(apiUrl: string, token: string, title: string, file: Buffer, between: () => Promise<boolean>, agent?: Agent): Promise<Outcome> {
  const boundary = 'shutdown-test-boundary';
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('title', title) +
      field('resourceType', 'SALES') +
      field('contentType', 'DATASHEET') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="late.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const body = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const half = head.length + file.length / 2;
  return new Promise((resolve) => {
    const upload = request(`${apiUrl}/partner/admin/resources`, {
      ...(agent ? { agent } : {}),
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
    });
    upload.on('response', (response: IncomingMessage) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }));
    });
    upload.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    upload.write(body.subarray(0, half), () => {
      void between().then((goOn) => {
        if (goOn) upload.end(body.subarray(half));
      });
    });
  });
}

/** The answer of an outcome that must be one. */
function answerOf(outcome: Outcome) {
  if ('error' in outcome) throw new Error(`no answer: ${outcome.error}`);
  return outcome;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('lets an upload under way finish across a SIGTERM, refuses new connections, and exits 0', async () => {
  const dataDir = await makeDataDir();
  try {
    const { child, apiUrl, output } = await startBackendProcess(dataDir);
    const exited = once(child, 'exit');
    const token = await signIn(apiUrl);

    // The first half of the file is on its way when the signal comes; the rest follows.
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 5)]);
    const answered = uploadInHalves(apiUrl, token, 'Sent across a shutdown', file, async () => {
      await wait(300);
      child.kill('SIGTERM');
      await wait(700);
      return true;
    });

    // While it closes, the server takes no new connection.
    await wait(600);
    await expect(fetch(`${apiUrl}/health`)).rejects.toThrow();

    const answer = answerOf(await answered);
    expect(answer.status, answer.text).toBe(200);
    const created = JSON.parse(answer.text) as { id: number; title: string };
    expect(created.title).toBe('Sent across a shutdown');
    const [code] = (await exited) as [number | null];
    expect(code, output()).toBe(0);

    // Acknowledged means stored: after a restart the resource and its bytes are there.
    const server = await startServer({ dataDir });
    try {
      const fresh = await server.login();
      const resources = (await server.call<{ id: number; url: string }[]>('GET', '/partner/admin/resources/type/SALES', { token: fresh })).body;
      const stored = resources.find((resource) => resource.id === created.id);
      expect(stored).toBeDefined();
      expect(Buffer.from(await (await fetch(stored!.url)).arrayBuffer()).equals(file)).toBe(true);
    } finally {
      await server.close();
    }
  } finally {
    await removeDataDir(dataDir);
  }
});

it('closes an idle keep-alive connection at once, answers the keep-alive request in flight with Connection: close, closes the database and exits 0 within 10 s', async () => {
  const dataDir = await makeDataDir();
  const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const busyAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { child, apiUrl, output } = await startBackendProcess(dataDir, { LOG_LEVEL: 'info' });
    const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null, at: performance.now() }));
    const token = await signIn(apiUrl);
    const closedAt = new Map<string, number>();
    /** A GET through `agent` whose connection is then kept; resolves with that connection. */
    const keptAlive = (agent: Agent, name: string) =>
      new Promise<Socket>((resolve, reject) => {
        const call = request(`${apiUrl}/health`, { agent });
        call.on('socket', (socket: Socket) => socket.once('close', () => closedAt.set(name, performance.now())));
        call.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve(call.socket as Socket));
        });
        call.on('error', reject);
        call.end();
      });
    const idle = await keptAlive(idleAgent, 'idle');
    const busy = await keptAlive(busyAgent, 'busy');
    expect(idle.destroyed || busy.destroyed).toBe(false);

    // On the busy connection, an upload is half sent when the signal comes; the rest follows 1.5 s later.
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 7)]);
    let signalledAt = 0;
    let restSentAt = 0;
    const answered = uploadInHalves(
      apiUrl,
      token,
      'Kept alive across a shutdown',
      file,
      async () => {
        await wait(200);
        signalledAt = performance.now();
        child.kill('SIGTERM');
        await wait(1500);
        restSentAt = performance.now();
        return true;
      },
      busyAgent,
    );

    const answer = answerOf(await answered);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.connection).toBe('close');
    // The idle connection was closed while the upload was still arriving, not after it.
    expect(closedAt.get('idle'), output()).toBeLessThan(restSentAt);
    const { code, at } = await exited;
    expect(code, output()).toBe(0);
    expect(at - signalledAt).toBeLessThan(SHUTDOWN_LIMIT_MS);
    expect(closedAt.has('busy')).toBe(true);
    // Done as soon as the upload was answered: no connection had to be cut after the grace period.
    expect(output()).not.toMatch(/requests still under way/);
    // The database was closed (and PGlite's data directory released) before the exit.
    expect(output()).toMatch(/"msg":"SIGTERM: closing"/);
    expect(output()).toMatch(/"msg":"database closed"/);
    if (!onPostgres) expect(existsSync(dataLayout(dataDir).lockFile)).toBe(false);
  } finally {
    idleAgent.destroy();
    busyAgent.destroy();
    await removeDataDir(dataDir);
  }
});

it('cuts a request that stalls, and still closes the database and exits 0 within 10 s', async () => {
  const dataDir = await makeDataDir();
  try {
    const { child, apiUrl, output } = await startBackendProcess(dataDir, { LOG_LEVEL: 'info' });
    const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null, at: performance.now() }));
    const token = await signIn(apiUrl);
    let signalledAt = 0;
    // Half the body, then nothing: a client that stalls.
    const cut = uploadInHalves(apiUrl, token, 'Never finished', Buffer.alloc(100_000, 1), async () => {
      await wait(300);
      signalledAt = performance.now();
      child.kill('SIGTERM');
      return false;
    });
    const { code, at } = await exited;
    expect(code, output()).toBe(0);
    expect(at - signalledAt).toBeLessThan(SHUTDOWN_LIMIT_MS);
    const outcome = await cut;
    expect('error' in outcome ? outcome.error : String(outcome.status)).toMatch(/^(ECONNRESET|socket hang up|5\d\d)$/);
    expect(output()).toMatch(/requests still under way after 8000 ms: closing their connections/);
    expect(output()).toMatch(/"msg":"database closed"/);
  } finally {
    await removeDataDir(dataDir);
  }
});
