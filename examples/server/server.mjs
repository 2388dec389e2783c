// The reference backend: every call of SPEC 7 on Fastify and PGlite, for the console to run
// against during development, in tests and in demos. `createServer()` gives a ready-to-listen
// Fastify instance with the API under /api; `referenceBackend` is the same API as a plugin, which
// examples/start.mjs mounts next to the built console.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController } from 'fastify';
import { bearerToken, passwordFingerprint, verifyToken } from './auth.mjs';
import { removeInterruptedUploads } from './files.mjs';
import { openDatabase } from './db.mjs';
import { loginRoutes, passwordRoutes } from './routes/auth.mjs';
import { certificationRoutes } from './routes/certifications.mjs';
import { INVALID_CHARACTERS_MESSAGE, MAX_TEXT, hasInvalidCharacters, httpError, validationMessage } from './routes/common.mjs';
import { dealRoutes } from './routes/deals.mjs';
import { listRoutes } from './routes/lists.mjs';
import { eventRoutes } from './routes/events.mjs';
import { memberRoutes } from './routes/members.mjs';
import { quizRoutes } from './routes/quiz.mjs';
import { fileRoutes, resourceRoutes } from './routes/resources.mjs';
import { seedDatabase } from './seed.mjs';
import { directoryStore, s3SettingsFrom, s3Store } from './storage.mjs';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, addressMatcher, allowOrigins, closeConnectionsWhenDone, corsOriginsFrom, limitConnectionsPerAddress, logEachRequest, secureHeaders } from './perimeter.mjs';
import { createDatabaseThrottle, createLoginThrottle } from './throttle.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where `npm start` keeps its data unless DATA_DIR says otherwise (gitignored). */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');
/** The hostile data set lives apart, so switching seeds never needs a reset. */
export const DEFAULT_HOSTILE_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite-hostile');
export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const DEFAULT_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;
/** The longest a request may take to arrive, body included (a 25 MB upload at about 100 kB/s). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 5 * 60 * 1000;
/** The longest a connection may stay silent, e.g. a body that stalls halfway. */
export const DEFAULT_IDLE_TIMEOUT_MS = 60 * 1000;
/** How often the files of interrupted uploads are looked for, besides at start. */
export const DEFAULT_UPLOAD_SWEEP_MS = 10 * 60 * 1000;

/**
 * @typedef {object} BackendOptions
 * @property {string} [dataDir] the directory holding the database (`db/`, PGlite's) and stored files (`files/`)
 * @property {string} [databaseUrl] a PostgreSQL server to use instead of PGlite (postgres://...); any number of instances may share it
 * @property {number} [databasePoolSize] the most connections this process opens to that server
 * @property {import('./storage.mjs').S3Settings} [s3] keep uploaded files in this S3-compatible bucket instead of `files/`
 * @property {'demo' | 'hostile'} [seed] the data set a new database starts with
 * @property {number} [tokenTtlSeconds] how long a login token lasts
 * @property {number} [uploadLimitBytes] the largest file an upload may carry
 * @property {import('./throttle.mjs').ThrottleLimits} [loginLimits] the sign-in limits (throttle.mjs; default 10 failures per account and address, 50 per address, in 15 minutes, an account slowed after 10), counted in memory on PGlite, in the database on a server
 * @property {string[]} [corsOrigins] origins whose pages may call the API (CORS); none by default, so a host on another origin proxies it
 * @property {number} [uploadSweepMs] how often files of interrupted uploads are looked for (besides at start)
 * @property {number} [demoDeals] a new database gets this many partner deals, and members and distributor deals in proportion (DEMO_DEALS); ignored, with a line saying so, when the database holds data already
 * @property {number} [conflictWindowMonths] how far apart two members' registrations of one customer may be and still conflict (CONFLICT_WINDOW_MONTHS) @default 12
 * @property {(line: string) => void} [report] where the lines for the operator go (the seeding's figures) @default the app's log
 */

/**
 * The seed and data directory chosen on the command line and in the environment, as `npm start`
 * and `npm run db:reset` read them: `--hostile` or SEED=hostile picks the hostile data set (kept in
 * its own directory), DATA_DIR overrides the directory.
 * @param {string[]} [argv]
 * @param {NodeJS.ProcessEnv} [env]
 * DEMO_DEALS asks a new database for that many partner deals (and the rest in proportion),
 * CONFLICT_WINDOW_MONTHS sets the conflict rule's window.
 * @returns {{ seed: 'demo' | 'hostile', dataDir: string, databaseUrl?: string, databasePoolSize?: number, s3?: import('./storage.mjs').S3Settings, corsOrigins?: string[], demoDeals?: number, conflictWindowMonths?: number }}
 */
export function backendOptionsFrom(argv = process.argv.slice(2), env = process.env) {
  const seed = argv.includes('--hostile') || env.SEED === 'hostile' ? 'hostile' : 'demo';
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : seed === 'hostile' ? DEFAULT_HOSTILE_DATA_DIR : DEFAULT_DATA_DIR;
  const poolSize = Number(env.DATABASE_POOL_SIZE);
  const s3 = s3SettingsFrom(env);
  const corsOrigins = corsOriginsFrom(env.CORS_ORIGINS);
  const demoDeals = wholeNumberFrom(env, 'DEMO_DEALS', 0, 10_000_000, 'e.g. DEMO_DEALS=1000000');
  const conflictWindowMonths = wholeNumberFrom(env, 'CONFLICT_WINDOW_MONTHS', 1, 1200, 'e.g. CONFLICT_WINDOW_MONTHS=12');
  return {
    seed,
    dataDir,
    ...(demoDeals === undefined ? {} : { demoDeals }),
    ...(conflictWindowMonths === undefined ? {} : { conflictWindowMonths }),
    ...(s3 ? { s3 } : {}),
    ...(corsOrigins.length > 0 ? { corsOrigins } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(Number.isInteger(poolSize) && poolSize > 0 ? { databasePoolSize: poolSize } : {}),
  };
}

/**
 * A whole number from the environment, or undefined when unset; anything else stops the start
 * with a message that says what it takes.
 * @param {NodeJS.ProcessEnv} env @param {string} name @param {number} min @param {number} max @param {string} example
 */
function wholeNumberFrom(env, name, min, max, example) {
  const text = env[name]?.replaceAll('_', '').trim();
  if (!text) return undefined;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) throw new Error(`${name} must be a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}, ${example}; not '${env[name]}'`);
  return value;
}

/** @param {string} dataDir */
export const dataLayout = (dataDir) => ({ dbDir: path.join(dataDir, 'db'), filesDir: path.join(dataDir, 'files'), lockFile: path.join(dataDir, 'server.lock') });

/**
 * Claims the data directory for this process: PGlite has one writer, so a second server (or a
 * reset), in this process or another, must fail instead of corrupting it. A lock whose process is gone is taken over.
 * @param {string} lockFile
 * @returns {Promise<() => Promise<void>>} releases the lock
 */
export async function lockDataDir(lockFile) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const owner = Number(await readFile(lockFile, 'utf8').catch(() => ''));
      if (owner && isAlive(owner)) {
        throw new Error(`The data directory ${path.dirname(lockFile)} is in use by process ${owner}. Stop that server first.`);
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

/** Whether process `pid` still runs (the owner of a lock file). @param {number} pid */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * @typedef {object} AppOptions
 * @property {boolean | object} [logger] Fastify's logger: JSON lines, each with the request id (`reqId`), one line per request
 * @property {string[]} [trustProxy] the addresses of the proxies in front (IPs, CIDR ranges; perimeter.mjs trustedProxiesFrom): their X-Forwarded-For and X-Forwarded-Proto are believed
 * @property {{ key: Buffer | string, cert: Buffer | string }} [https] serve HTTPS with this key and certificate
 * @property {string[]} [corsOrigins] origins that call the API from their pages (its files may then be embedded there)
 * @property {number} [maxConnectionsPerAddress] the most connections one client address may hold (trusted proxies exempt)
 * @property {number} [requestTimeoutMs] the longest a request may take to arrive, body included
 * @property {number} [idleTimeoutMs] the longest a connection may stay silent
 */

/**
 * A Fastify instance configured as the backend needs it: schemas never coerce types (a number
 * where a string belongs is a 400, not a silent conversion), JSON bodies up to 1 MB, a request
 * id on every request (the caller's X-Request-Id when it sends one, else a random one), time-outs
 * so a slow or stalled client cannot hold a connection forever, and what perimeter.mjs adds:
 * security headers, a cap on connections per address, one log line per request, and a close that
 * ends keep-alive connections as soon as their requests are answered.
 * @param {AppOptions} [options]
 */
export function createApp({
  logger = false,
  trustProxy = [],
  https,
  corsOrigins = [],
  maxConnectionsPerAddress = DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS,
} = {}) {
  const isProxy = addressMatcher(trustProxy);
  const app = Fastify({
    logger,
    // One line per request comes from perimeter.mjs's request log instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    ...(https ? { https } : {}),
    trustProxy: trustProxy.length > 0 ? (/** @type {string} */ address) => isProxy(address) : false,
    requestTimeout: requestTimeoutMs,
    connectionTimeout: idleTimeoutMs,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomBytes(8).toString('hex'),
    bodyLimit: 1024 * 1024,
    // The backend's start may seed a large database (DEMO_DEALS) and build its indexes, for minutes;
    // a database that does not answer fails the start on its own connection time-out.
    pluginTimeout: 0,
    ajv: { customOptions: { coerceTypes: false } },
  });
  secureHeaders(app, { crossOrigin: corsOrigins.length > 0 });
  limitConnectionsPerAddress(app.server, { max: maxConnectionsPerAddress, exempt: isProxy });
  logEachRequest(app);
  closeConnectionsWhenDone(app);
  return app;
}

/**
 * The API as a Fastify plugin; register it with a prefix (createServer uses /api). Opens (and on
 * first start creates and seeds) the database, closes it when the app closes.
 * @param {import('fastify').FastifyInstance} app
 * @param {BackendOptions} options
 */
export async function referenceBackend(app, options) {
  const {
    dataDir = DEFAULT_DATA_DIR,
    databaseUrl,
    databasePoolSize,
    s3,
    seed = 'demo',
    tokenTtlSeconds = DEFAULT_TOKEN_TTL_SECONDS,
    uploadLimitBytes = DEFAULT_UPLOAD_LIMIT_BYTES,
    requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
    uploadSweepMs = DEFAULT_UPLOAD_SWEEP_MS,
    corsOrigins = [],
    demoDeals,
    conflictWindowMonths,
    report = (/** @type {string} */ line) => app.log.info(line),
  } = options;
  const { dbDir, filesDir, lockFile } = dataLayout(dataDir);
  // The data directory holds the database and the token secret: for this user's eyes only.
  await mkdir(filesDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
  // PGlite has one writer: the process claims its directory. A server is shared by design.
  const unlock = databaseUrl ? async () => {} : await lockDataDir(lockFile);
  const store = s3 ? s3Store(s3, filesDir) : directoryStore(filesDir);
  /** @type {import('./db.mjs').Database | undefined} */
  let db;
  // Files of uploads that never completed (a process killed mid-upload): at start, and every
  // uploadSweepMs. Uploads may be under way in this process, or on a server in other instances
  // sharing the directory or the bucket: only files older than the longest upload are left over.
  // At the start on PGlite, the one process of its data directory, nothing is under way.
  const sweepUploads = async (/** @type {number} */ olderThanMs) => {
    const database = /** @type {import('./db.mjs').Database} */ (db);
    const removed = await removeInterruptedUploads(store, filesDir, () => database.resources.storedNames(), { olderThanMs });
    if (removed.length > 0) app.log.warn({ removed }, `removed ${removed.length} file(s) of uploads that never completed`);
  };
  try {
    // The first instance to start on an empty database seeds it; the others wait, then find it seeded.
    const started = performance.now();
    let seeded = false;
    const prepare = async (/** @type {import('./db.mjs').Database} */ fresh) => {
      if (await fresh.settings.get('seed')) {
        if (demoDeals !== undefined) report(`DEMO_DEALS=${demoDeals} ignored: the database holds data already (npm run db:reset empties it).`);
        return;
      }
      await seedDatabase(fresh, store, { seed, ...(demoDeals === undefined ? {} : { demoDeals }) });
      seeded = true;
    };
    const where = databaseUrl ? { url: databaseUrl, poolSize: databasePoolSize } : { directory: dbDir };
    db = await openDatabase({ ...where, ...(conflictWindowMonths ? { conflictWindowMonths } : {}) }, { prepare });
    // The time until the lists can be used: the rows, their conflicts and every index.
    if (seeded && demoDeals !== undefined) report(`Seeded ${demoDeals.toLocaleString('en')} partner deals in ${Math.round((performance.now() - started) / 1000)} s.`);
    await sweepUploads(databaseUrl ? requestTimeoutMs : 0);
  } catch (error) {
    await db?.close();
    await unlock();
    throw error;
  }
  const database = db;
  /** @type {Promise<void>} */
  let sweeping = Promise.resolve();
  const sweeper = setInterval(() => {
    sweeping = sweepUploads(requestTimeoutMs).catch((error) => app.log.error(error, 'could not remove the files of interrupted uploads'));
  }, uploadSweepMs);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await sweeping;
    await database.close();
    await unlock();
    app.log.info('database closed');
  });
  const loginThrottle = databaseUrl ? createDatabaseThrottle(database, options.loginLimits) : createLoginThrottle(options.loginLimits);
  const secret = Buffer.from(await database.settings.init('tokenSecret', randomBytes(32).toString('hex')), 'hex');

  app.setErrorHandler((error, request, reply) => {
    const failure = /** @type {import('fastify').FastifyError} */ (error);
    if (failure.validation) return reply.code(400).send({ message: validationMessage(failure) });
    const status = Number(failure.statusCode);
    if (status >= 400 && status < 500) return reply.code(status).send({ message: failure.message || 'Bad request' });
    request.log.error(error);
    return reply.code(500).send({ message: 'Internal server error' });
  });
  // PostgreSQL cannot store NUL in text: refuse it (and broken UTF-16) up front with a 400.
  app.addHook('preValidation', async (request) => {
    if (hasInvalidCharacters(request.params) || hasInvalidCharacters(request.query) || (!request.isMultipart() && hasInvalidCharacters(request.body))) {
      throw httpError(400, INVALID_CHARACTERS_MESSAGE);
    }
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: `No such call: ${request.method} ${request.url.split('?')[0]}` }));
  // Answers are per-user data: never cached, except where a route chose otherwise (files).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });

  await allowOrigins(app, corsOrigins);
  // Answers compressed as the client accepts (brotli, gzip); figures in docs/deployment.md (bench/wire.mjs).
  // A streamed answer (the deal lists) is flushed after each piece the server writes, so its first
  // bytes leave at once and the rest as each page is read: otherwise the compressor holds them, and
  // a client's time-out until the answer starts (SPEC 7's 15 s) runs out on a long list.
  // An answer of up to 64 kB (a page of a list: 13 kB for ten deals) is compressed at once, not
  // through a stream: 0.1-0.4 ms of the thread against about 1 ms more per answer through the
  // stream and the thread pool. The library's default bound is 8 kB on two cores.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 }, flush: zlibConstants.BROTLI_OPERATION_FLUSH },
    zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
  });
  await app.register(multipart, { limits: { fileSize: uploadLimitBytes, files: 1, fields: 10, parts: 12, fieldSize: MAX_TEXT * 4 } });
  if (store.kind === 'directory') await app.register(fastifyStatic, { root: filesDir, serve: false });

  const routeOptions = { db: database, secret, tokenTtlSeconds, store, filesPath: `${app.prefix}/files`, uploadLimitBytes, throttle: loginThrottle };
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'The database does not answer' });
    }
  });
  await app.register(loginRoutes, routeOptions);
  await app.register(fileRoutes, routeOptions);
  await app.register(async (secured) => {
    secured.decorateRequest('adminId', 0);
    secured.decorateRequest('passwordFingerprint', '');
    secured.addHook('onRequest', async (request) => {
      // A download ticket (routes/lists.mjs) in the address opens an export, and nothing else; a bearer token never is one.
      const bearer = bearerToken(request.headers.authorization);
      const ticketed = request.routeOptions.config?.downloadTicket === true;
      const ticket = !bearer && ticketed ? /** @type {{ ticket?: unknown }} */ (request.query).ticket : undefined;
      const token = bearer ?? (typeof ticket === 'string' ? ticket : null);
      const claims = token ? verifyToken(token, secret) : null;
      if (!claims || (claims.scope === 'download') !== (token === ticket)) throw httpError(401, token ? 'Session expired. Please login again.' : 'Authentication required');
      // A token ends with its admin's removal and with a password change (its fingerprint no longer matches).
      const admin = await database.admins.byId(Number(claims.sub));
      if (!admin || claims.pwd !== passwordFingerprint(String(admin.passwordHash))) throw httpError(401, 'Session expired. Please login again.');
      request.adminId = Number(claims.sub);
      request.passwordFingerprint = String(claims.pwd);
    });
    for (const routes of [passwordRoutes, memberRoutes, dealRoutes, listRoutes, resourceRoutes, quizRoutes, certificationRoutes, eventRoutes]) {
      await secured.register(routes, routeOptions);
    }
  });
}

/**
 * The backend on its own, API under /api. Call `listen` on the result; `close` closes the database.
 * @param {BackendOptions & { logger?: boolean | object }} [options]
 * @example
 * const app = await createServer({ dataDir: '/tmp/pc', tokenTtlSeconds: 60 });
 * await app.listen({ port: 0 });
 */
export async function createServer(options = {}) {
  const app = createApp(options);
  await app.register(referenceBackend, { ...options, prefix: '/api' });
  return app;
}

/** How long requests under way get to finish after SIGTERM before their connections are cut. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 8_000;
/** How long the close may take after the cut before the process gives up on it. */
const AFTER_CUT_MS = 1_500;

/**
 * Graceful shutdown: on SIGTERM or SIGINT the app closes (it stops accepting connections, answers
 * the requests it has received while new ones on open connections get 503, closes keep-alive
 * connections as soon as they are idle, then closes the database) and the process exits 0.
 * Requests still running after the grace period have their connections cut, so a slow client
 * cannot keep it past 10 s; a second signal, or a close that still has not finished shortly after
 * the cut, ends the process with 1.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ graceMs?: number, log?: (message: string) => void }} [options]
 */
export function closeOnSignals(app, { graceMs = DEFAULT_SHUTDOWN_GRACE_MS, log = (message) => console.error(message) } = {}) {
  let closing = false;
  const stop = async (/** @type {NodeJS.Signals} */ signal) => {
    if (closing) {
      log(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: closing`);
    const cut = setTimeout(() => {
      log(`requests still under way after ${graceMs} ms: closing their connections`);
      app.server.closeAllConnections();
      setTimeout(() => {
        log('the server did not close: exiting');
        process.exit(1);
      }, AFTER_CUT_MS).unref();
    }, graceMs);
    cut.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      log(`could not close cleanly: ${/** @type {Error} */ (error).message}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
