import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { CopyObjectCommand, CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { openPGlite } from '../../examples/server/db.mjs';
import { dataLayout, createServer, type AppOptions, type BackendOptions } from '../../examples/server/server.mjs';
import { createHttpAdminApi, type AdminApi, type LiveEvent, type LiveStatus } from '../../src/api/index.js';
import { directoryStore, s3ClientFor, s3Store, type FileStore, type S3Settings } from '../../examples/server/storage.mjs';
import { builtOnce, seedDay } from '../support/builtOnce.js';
import { LOW_COST_TEMPLATE_INPUTS, TEMPLATE_INPUTS, lowerHashCost, queryOn, seedTemplate } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the server-pg project (tests/server/deployedSetup.ts): a server account that may create databases. */
    postgresUrl?: string;
    /** Set in the server-pg project: a local S3-compatible server (s3rver) for the uploaded files. */
    s3Endpoint?: string;
  }
}

/** s3rver's fixed credentials (the same in tests/server/deployedSetup.ts). */
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const s3Endpoint = inject('s3Endpoint');

/**
 * The PostgreSQL server the suite runs against, or undefined on PGlite. The same tests run on
 * both: the `node` project on PGlite, the `server-pg` project on a real server.
 */
export const postgresUrl = inject('postgresUrl');
export const onPostgres = postgresUrl !== undefined;
/** On PostgreSQL, the seeded database and bucket that `makeDataDir` copies (deployedSetup.ts). */
const postgresTemplate = inject('postgresTemplate');

/** The name of the database that stands for `dataDir` on the server, so a restart finds its data. */
const databaseName = (dataDir: string) => `pc_${createHash('sha256').update(dataDir).digest('hex').slice(0, 20)}`;

/**
 * On the S3 server, the settings of the bucket that stands for `dataDir` (created when new);
 * otherwise undefined, and files stay in the data directory.
 */
export async function s3SettingsFor(dataDir: string): Promise<S3Settings | undefined> {
  if (!s3Endpoint) return undefined;
  const settings: S3Settings = { bucket: `pc-${databaseName(dataDir).slice(3).replaceAll('_', '-')}`, endpoint: s3Endpoint, credentials: S3_CREDENTIALS };
  await s3ClientFor(settings)
    .send(new CreateBucketCommand({ Bucket: settings.bucket }))
    .catch((error: { name?: string }) => {
      if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
    });
  return settings;
}

/** Where the backend of `dataDir` keeps uploaded files: its directory, or its bucket. */
export async function storeFor(dataDir: string): Promise<FileStore> {
  const s3 = await s3SettingsFor(dataDir);
  return s3 ? s3Store(s3, dataLayout(dataDir).filesDir) : directoryStore(dataLayout(dataDir).filesDir);
}

/** The environment a backend process (examples/server/main.mjs) needs for `dataDir`. */
export async function backendEnvFor(dataDir: string): Promise<Record<string, string>> {
  // A process given the directory opens its database.
  await releaseSql(dataDir);
  const databaseUrl = await databaseUrlFor(dataDir);
  const s3 = await s3SettingsFor(dataDir);
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(s3 ? { S3_BUCKET: s3.bucket, S3_ENDPOINT: String(s3.endpoint), AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId, AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey } : {}),
  };
}

/** Runs `sql` on the server's maintenance database. */
const administer = (sql: string) => queryOn(postgresUrl!, sql);

/**
 * On PostgreSQL, the URL of the database that belongs to `dataDir` (created when new); on PGlite
 * undefined, and the server keeps its database in the directory.
 */
export async function databaseUrlFor(dataDir: string): Promise<string | undefined> {
  if (!postgresUrl) return undefined;
  const name = databaseName(dataDir);
  await administer(`CREATE DATABASE ${name}`).catch((error: { code?: string }) => {
    if (error.code !== '42P04') throw error; // 42P04: it exists already
  });
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const DEMO_EMAIL = 'admin@partner-console.dev';
export const DEMO_PASSWORD = 'Admin@12345';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RunningServer {
  app: FastifyInstance;
  dataDir: string;
  /** e.g. http://127.0.0.1:41234/api */
  apiUrl: string;
  /** Sends a request; `json` is sent as JSON, `body` as is (FormData, a raw string). */
  call<T = unknown>(method: string, apiPath: string, init?: { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> }): Promise<Answer<T>>;
  /** Signs in with the demo credentials and returns the token. */
  login(password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * PGlite connections `runSql` keeps open, one per data directory: opening PGlite takes 0.6-1 s,
 * and the upgrade and list query tests ask a directory dozens of statements between two starts.
 * Whatever hands the directory to something else first closes it (`releaseSql`): a server,
 * a backend process, a command's environment, the directory's removal.
 */
const sqlConnections = new Map<string, ReturnType<typeof openPGlite>>();

/**
 * Runs one statement on the database of `dataDir` with no server open on it (PGlite has one
 * writer): PGlite's directory, or the server's database that stands for the directory.
 */
export async function runSql(dataDir: string, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const url = await databaseUrlFor(dataDir);
  if (url) return queryOn(url, sql, params);
  let db = sqlConnections.get(dataDir);
  if (!db) {
    // With the extensions the schema uses (pg_trgm: a write to a list's table updates its search index).
    db = openPGlite(path.join(dataDir, 'db'));
    sqlConnections.set(dataDir, db);
  }
  return (await db.query<Record<string, unknown>>(sql, params)).rows;
}

/**
 * Closes the connection `runSql` keeps to `dataDir`'s PGlite, if any: call it before anything but
 * `runSql` opens the directory's database (the helpers here do).
 */
export async function releaseSql(dataDir: string): Promise<void> {
  const db = sqlConnections.get(dataDir);
  if (!db) return;
  sqlConnections.delete(dataDir);
  await db.close();
}

/**
 * On PGlite, a data directory as the backend's first start leaves it with the demo seed, without
 * its token signing key (tests/server/template.ts): made once per day and sources by whichever
 * test file asks first (the others wait for it), and reused by later runs of the same sources
 * that day. The demo data is dated relative to the day it is seeded on.
 */
const pgliteTemplate = () =>
  builtOnce('server-template', TEMPLATE_INPUTS, (dir) => seedTemplate({ dataDir: dir }), { alsoOf: seedDay() });

/** The same with the demo accounts' hashes at a low cost (template.ts `lowerHashCost`): a copy of it, made as it is. */
const pgliteLowCostTemplate = () =>
  builtOnce(
    'server-template-low-cost',
    LOW_COST_TEMPLATE_INPUTS,
    async (dir) => {
      await cp(await pgliteTemplate(), dir, { recursive: true });
      await lowerHashCost({ dataDir: dir });
    },
    { alsoOf: seedDay() },
  );

/** Copies every object of the template's bucket into `bucket`. */
async function copyBucket(from: string, settings: S3Settings) {
  const client = s3ClientFor(settings);
  const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: from }));
  await Promise.all(Contents.map(({ Key }) => client.send(new CopyObjectCommand({ Bucket: settings.bucket, Key, CopySource: `${from}/${Key}` }))));
}

/**
 * What a test's data directory starts from. `realHashCost`: the demo accounts' stored hashes as
 * the seed writes them, at the product's cost (scrypt at N=2^17, 0.45-0.7 s of one core at each
 * sign-in), instead of the same passwords at a low cost (template.ts `lowerHashCost`), which every
 * other file signs in against: for the files about the hashing and the sign-in's cost,
 * hardening.test.ts (the cost, the decoy's timing: an unknown e-mail must take as long as a known
 * one) and throttle.test.ts (the throttle's waits and limits against sign-ins as slow as the
 * product's). A database seeded from empty (`empty`: instances.test.ts' shared throttle,
 * lifecycle.test.ts' sign-ins against what the first start seeded, the hostile seed, DEMO_DEALS)
 * always has the seed's own real-cost hashes. The product is not changed: its hashPassword, seed,
 * decoy and password change hash at N=2^17, and no setting lowers the cost.
 */
export interface DataDirOptions {
  empty?: boolean;
  realHashCost?: boolean;
}

/**
 * A fresh temporary data directory of its own, to be removed with `removeDataDir`: by default a
 * copy of the seeded template (its database, on PostgreSQL a database made from the template
 * database, and its files, on S3 in a bucket of its own), so the server started over it skips the
 * 5-6 s of creating, migrating and seeding a database, and the test changes nothing another test
 * sees; its demo accounts' hashes at a low cost unless `realHashCost` (DataDirOptions).
 * `{ empty: true }` gives an empty directory, for the tests of that first start (the
 * migrations, the seed, `DEMO_DEALS`, the hostile data set, instances starting together).
 */
export async function makeDataDir({ empty = false, realHashCost = false }: DataDirOptions = {}): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'partner-console-server-'));
  if (empty) return dataDir;
  try {
    if (postgresTemplate) {
      await administer(`CREATE DATABASE ${databaseName(dataDir)} TEMPLATE ${realHashCost ? postgresTemplate.database : postgresTemplate.lowCostDatabase}`);
      await cp(postgresTemplate.dataDir, dataDir, { recursive: true });
      const s3 = await s3SettingsFor(dataDir);
      if (s3 && postgresTemplate.bucket) await copyBucket(postgresTemplate.bucket, s3);
    } else if (onPostgres) {
      throw new Error('makeDataDir: no template database on this server (the server-pg project makes it in tests/server/deployedSetup.ts)');
    } else {
      await cp(await (realHashCost ? pgliteTemplate() : pgliteLowCostTemplate()), dataDir, { recursive: true });
    }
    return dataDir;
  } catch (error) {
    await removeDataDir(dataDir);
    throw error;
  }
}
export async function removeDataDir(dataDir: string) {
  await releaseSql(dataDir);
  await rm(dataDir, { recursive: true, force: true });
  if (postgresUrl) await administer(`DROP DATABASE IF EXISTS ${databaseName(dataDir)} WITH (FORCE)`);
}

/**
 * Starts the reference backend on a free port over `dataDir` (by default a new temporary one,
 * seeded as makeDataDir seeds it, `realHashCost` passed on, or empty for the hostile seed and
 * DEMO_DEALS); on PostgreSQL over the database that stands for `dataDir` unless `databaseUrl`
 * names one, and with S3 over its bucket.
 */
export async function startServer({ realHashCost, ...options }: BackendOptions & AppOptions & Pick<DataDirOptions, 'realHashCost'> = {}): Promise<RunningServer> {
  // A new directory is a copy of the seeded template unless the start must seed it differently.
  const dataDir = options.dataDir ?? (await makeDataDir({ empty: options.seed === 'hostile' || options.demoDeals !== undefined, realHashCost }));
  await releaseSql(dataDir);
  const databaseUrl = options.databaseUrl ?? (await databaseUrlFor(dataDir));
  const s3 = options.s3 ?? (await s3SettingsFor(dataDir));
  const app = await createServer({ ...options, dataDir, ...(databaseUrl ? { databaseUrl } : {}), ...(s3 ? { s3 } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

  const call: RunningServer['call'] = async (method, apiPath, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(apiUrl + apiPath, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as never };
  };

  const login = async (password = DEMO_PASSWORD) => {
    const answer = await call<{ token: string }>('POST', '/partner/admin/auth/login', { json: { email: DEMO_EMAIL, password } });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.token;
  };

  return { app, dataDir, apiUrl, call, login, close: () => app.close() };
}

/**
 * Puts the demo admin's password back to DEMO_PASSWORD when it is `changedTo`: for a test that
 * changes it, in `finally`, so that a failure halfway leaves the tests after it able to sign in.
 */
export async function restoreDemoPassword(server: Pick<RunningServer, 'call'>, changedTo: string): Promise<void> {
  const login = await server.call<{ token?: string }>('POST', '/partner/admin/auth/login', { json: { email: DEMO_EMAIL, password: changedTo } });
  if (login.status !== 200 || !login.body.token) return; // never changed, or already back
  const back = await server.call('POST', '/partner/admin/change-password', { token: login.body.token, json: { oldPassword: changedTo, newPassword: DEMO_PASSWORD } });
  if (back.status !== 200) throw new Error(`could not restore the demo password: ${back.status} ${JSON.stringify(back.body)}`);
}

const BACKEND_MAIN = fileURLToPath(new URL('../../examples/server/main.mjs', import.meta.url));

/**
 * Starts the backend as a process of its own (examples/server/main.mjs) over `dataDir` on a free
 * port, with `env` added to its environment, for the tests that signal or kill it; resolves once
 * it listens.
 */
export async function startBackendProcess(dataDir: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; apiUrl: string; output: () => string }> {
  const child = spawn(process.execPath, [BACKEND_MAIN], {
    env: { ...process.env, PORT: '0', ...(await backendEnvFor(dataDir)), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const apiUrl = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API: (https?:\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`main.mjs exited with ${code} before listening:\n${output}`)));
  });
  return { child, apiUrl, output: () => output };
}

/**
 * Closes a server whose event streams node's fetch (undici) has read: after such a stream undici
 * opens a spare connection and never sends a request on it, which node's server does not count as
 * idle, so `close` would wait for the 60 s idle time-out. Every request here has been answered.
 */
export async function closeAfterStreams(...servers: Array<RunningServer | undefined>) {
  for (const server of servers) server?.app.server.closeAllConnections();
  await Promise.all(servers.map((server) => server?.close()));
}

/** The library's HTTP client for a signed-in admin, with every extension, reconnecting quickly. */
export const liveClient = (apiUrl: string, token: string): AdminApi =>
  createHttpAdminApi({ baseUrl: apiUrl, auth: { getToken: () => token }, extensions: true, liveEvents: { minRetryMs: 50, maxRetryMs: 200 } });

/**
 * Subscribes to an API's live events and keeps what it hears: `next(predicate)` resolves with the
 * first event that matches, or fails after `ms`; `opened()` waits for the stream to open.
 */
export function listen(api: AdminApi) {
  const controller = new AbortController();
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const ended = api.events!.subscribe((event) => void events.push(event), { signal: controller.signal, onStatus: (status) => void statuses.push(status) });
  ended.catch(() => {});
  const until = async (done: () => boolean, ms: number, what: () => string) => {
    const deadline = Date.now() + ms;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`${what()} within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    events,
    statuses,
    ended,
    async next(predicate: (event: LiveEvent) => boolean, ms = 2000) {
      await until(() => events.some(predicate), ms, () => `no such event among ${JSON.stringify(events.map((event) => event.type))}`);
      return events.find(predicate)!;
    },
    opened: (ms = 5000) => until(() => statuses.includes('open'), ms, () => `not open (${statuses.join(', ')})`),
    stop: () => controller.abort(),
  };
}
