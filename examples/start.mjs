// `npm start`: one server on PORT (default 4173) with the reference backend under /api and the
// built console at /, rebuilding the console first when its sources changed.
//   npm start -- --hostile        the hostile data set (or SEED=hostile)
//   DATA_DIR=/path npm start      another data directory
//   DEMO_DEALS=1000000 npm start  a new database with a million partner deals (docs/deployment.md)
//   API_BASE_URL=<url> npm start  only the console, against another backend (no database opened);
//                                 API_EXTENSIONS=history,undo,events,query (or true) says what it has beyond SPEC 7
//   API_EXTENSIONS=none npm start the reference backend, the console using SPEC 7 alone (whole lists in the browser)
// The console reads its API address from /config.json at start, so one build serves any backend.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { open, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { loadDemoModule } from './server/seed.mjs';
import { appOptionsFrom } from './server/perimeter.mjs';
import { backendOptionsFrom, closeOnSignals, createApp, isAlive, referenceBackend } from './server/server.mjs';

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(import.meta.url);
const CONSOLE_ROOT = path.join(REPO_ROOT, 'examples', 'console');
export const CONSOLE_DIST = path.join(CONSOLE_ROOT, 'dist');
const CONSOLE_CONFIG = path.join(CONSOLE_ROOT, 'vite.config.ts');
/** What the console build is made from: a change to any of these triggers a rebuild. */
const CONSOLE_SOURCES = [path.join(CONSOLE_ROOT, 'index.html'), CONSOLE_CONFIG, path.join(CONSOLE_ROOT, 'leanDependencies.ts'), path.join(CONSOLE_ROOT, 'src'), path.join(REPO_ROOT, 'src'), path.join(REPO_ROOT, 'package.json')];

/**
 * The newest modification time under `target` (a file or a directory), in ms.
 * @param {string} target
 * @returns {Promise<number>}
 */
async function newestChange(target) {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestChange(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** Whether examples/console/dist is missing or older than one of its sources. */
async function consoleIsStale() {
  const built = await stat(path.join(CONSOLE_DIST, 'index.html')).catch(() => null);
  if (!built) return true;
  const sources = await Promise.all(CONSOLE_SOURCES.map(newestChange));
  return Math.max(...sources) > built.mtimeMs;
}

const BUILD_LOCK = path.join(CONSOLE_ROOT, '.build.lock');

/**
 * Runs `work` while holding the console's build lock, so two `npm start`s on one machine (two
 * instances behind a proxy) never build into dist/ at once: the second waits for the first. A
 * lock left by a process that is gone is taken over.
 * @template T
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withBuildLock(work) {
  for (;;) {
    try {
      const handle = await open(BUILD_LOCK, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const owner = Number(await readFile(BUILD_LOCK, 'utf8').catch(() => ''));
      if (!(owner > 0 && isAlive(owner))) await rm(BUILD_LOCK, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(BUILD_LOCK, { force: true });
  }
}

/**
 * Builds the console with vite unless examples/console/dist is newer than every source.
 * @param {{ force?: boolean }} [options]
 * @returns {Promise<boolean>} whether it built
 */
export async function buildConsoleIfStale({ force = false } = {}) {
  if (!force && !(await consoleIsStale())) return false;
  // Another start may have built it while this one waited for the lock.
  return withBuildLock(async () => (force || (await consoleIsStale()) ? buildConsole() : false));
}

/** @returns {Promise<true>} */
async function buildConsole() {
  // In a child process with NODE_ENV=production: vite and the React plugin follow NODE_ENV, and
  // callers such as vitest set it to 'test', which would bundle React's development build.
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--config', CONSOLE_CONFIG, '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`Building the console failed (vite exited with ${code})`);
  await precompress(CONSOLE_DIST);
  return true;
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes a .br and a .gz beside every text asset of the build (best compression, once, at build),
 * which @fastify/static then sends to clients that accept them.
 * @param {string} directory
 */
async function precompress(directory) {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < 1024) return;
      const brotli = promisify(brotliCompress)(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } });
      const gzipped = promisify(gzip)(content, { level: 9 });
      await Promise.all([writeFile(`${file}.br`, await brotli), writeFile(`${file}.gz`, await gzipped)]);
    }),
  );
}

/**
 * The console pages' Content Security Policy: scripts only from this server (the build has no
 * inline script); styles also inline, because emotion writes its rules into <style> elements at
 * run time; workers also from blob: (the .xlsx export compresses in a worker it creates); images,
 * media and frames also from https: and blob: (resources are often links elsewhere, and previews
 * of a fetched file are blob: URLs); calls only to this server and the configured API.
 * @param {string} apiBaseUrl
 */
export function consolePolicy(apiBaseUrl) {
  const api = /^https?:\/\//.test(apiBaseUrl) ? ` ${new URL(apiBaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "worker-src 'self' blob:",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "frame-src 'self' blob: https:",
    `connect-src 'self'${api}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * API_EXTENSIONS as /config.json passes it on: 'true' (or 'all') for every call beyond SPEC 7,
 * a comma-separated list of them ('history,undo,events'), or nothing for none.
 * @param {string | undefined} value
 * @returns {boolean | Record<string, boolean>}
 */
export function extensionsFrom(value) {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (names.includes('true') || names.includes('all')) return true;
  return names.length > 0 ? Object.fromEntries(names.map((name) => [name, true])) : false;
}

/**
 * Serves the built console: /config.json (where the API is and what it offers beyond SPEC 7),
 * the files of dist/, and index.html for every other path without an extension, so client
 * routes such as /partners/12 load the app.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ distDir: string, apiBaseUrl: string, extensions: boolean | Record<string, boolean> }} options
 */
async function consoleSite(app, { distDir, apiBaseUrl, extensions }) {
  const policy = consolePolicy(apiBaseUrl);
  // nosniff, no-referrer and frame denial come with every answer of the app (perimeter.mjs); the
  // pages' own policy replaces the one for data.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', policy);
  });
  // index.html for client routes and anything not precompressed are compressed as sent.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  app.get('/config.json', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ apiBaseUrl, extensions }));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    // Hashed assets never change; index.html must be revalidated so a rebuild shows at once.
    setHeaders: (reply, filePath) =>
      /** @type {import('fastify').FastifyReply} */ (/** @type {unknown} */ (reply)).header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  app.setErrorHandler((error, request, reply) => {
    const status = Number(/** @type {{ statusCode?: number }} */ (error).statusCode);
    if (status >= 400 && status < 500) return reply.code(status).send({ message: /** @type {Error} */ (error).message });
    request.log.error(error);
    return reply.code(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.posix.extname(pathname) && !pathname.startsWith('/api/');
    if (isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ message: 'Not found' });
  });
}

/**
 * @typedef {object} StartOptions
 * @property {number} [port] default PORT or 4173; 0 picks a free port
 * @property {string} [host] default HOST or 127.0.0.1
 * @property {string} [dataDir] the backend's data directory (default DATA_DIR or .data/pglite)
 * @property {string} [databaseUrl] a PostgreSQL server instead of PGlite (default DATABASE_URL)
 * @property {number} [databasePoolSize] connections to that server (default DATABASE_POOL_SIZE or 10)
 * @property {import('./server/storage.mjs').S3Settings} [s3] uploaded files in this bucket (default S3_BUCKET, S3_ENDPOINT, S3_PREFIX)
 * @property {'demo' | 'hostile'} [seed] the data set a new database starts with
 * @property {string} [apiBaseUrl] serve the console against this backend and start none (default API_BASE_URL)
 * @property {boolean | Record<string, boolean>} [extensions] what /config.json says the backend offers beyond SPEC 7 (default: everything for the reference backend, API_EXTENSIONS for another; API_EXTENSIONS set names it for the reference backend too, e.g. `API_EXTENSIONS=none` for a console that uses SPEC 7 alone)
 * @property {number} [tokenTtlSeconds] login token lifetime of the reference backend
 * @property {boolean | object} [logger] Fastify's logger (default none; `npm start` logs one line per request, see appOptionsFrom)
 * @property {number} [demoDeals] a new database gets this many partner deals (default DEMO_DEALS)
 * @property {number} [conflictWindowMonths] the conflict rule's window (default CONFLICT_WINDOW_MONTHS or 12)
 * @property {(line: string) => void} [report] where the seeding's figures go (default the app's log)
 */

/**
 * Starts the product as `npm start` does and returns the URL to open.
 * @param {StartOptions} [options]
 * @returns {Promise<{ url: string, apiBaseUrl: string, app: import('fastify').FastifyInstance, close: () => Promise<void> }>}
 * @example
 * const { url, close } = await startConsole({ port: 0, dataDir: '/tmp/pc' });
 */
export async function startConsole(options = {}) {
  const {
    port = Number(process.env.PORT ?? 4173),
    host = process.env.HOST ?? '127.0.0.1',
    seed = backendOptionsFrom([]).seed,
    dataDir = backendOptionsFrom(seed === 'hostile' ? ['--hostile'] : []).dataDir,
    databaseUrl = backendOptionsFrom([]).databaseUrl,
    databasePoolSize = backendOptionsFrom([]).databasePoolSize,
    s3 = backendOptionsFrom([]).s3,
    demoDeals = backendOptionsFrom([]).demoDeals,
    conflictWindowMonths = backendOptionsFrom([]).conflictWindowMonths,
    report,
    apiBaseUrl = process.env.API_BASE_URL || undefined,
    extensions = apiBaseUrl || process.env.API_EXTENSIONS !== undefined ? extensionsFrom(process.env.API_EXTENSIONS) : true,
    tokenTtlSeconds,
    logger = false,
  } = options;
  await buildConsoleIfStale();
  if (!existsSync(path.join(CONSOLE_DIST, 'index.html'))) throw new Error(`The console build is missing from ${CONSOLE_DIST}`);

  // TRUST_PROXY, CORS_ORIGINS, TLS_*, MAX_CONNECTIONS_PER_ADDRESS (perimeter.mjs).
  const appOptions = appOptionsFrom(process.env);
  const app = createApp({ ...appOptions, logger });
  if (!apiBaseUrl) {
    await app.register(referenceBackend, {
      prefix: '/api',
      dataDir,
      seed,
      corsOrigins: appOptions.corsOrigins,
      ...(databaseUrl ? { databaseUrl, databasePoolSize } : {}),
      ...(s3 ? { s3 } : {}),
      ...(tokenTtlSeconds ? { tokenTtlSeconds } : {}),
      ...(demoDeals === undefined ? {} : { demoDeals }),
      ...(conflictWindowMonths === undefined ? {} : { conflictWindowMonths }),
      ...(report ? { report } : {}),
    });
  }
  // The reference backend has every call beyond SPEC 7 (the console uses fewer when told so); another says in API_EXTENSIONS what it has.
  await app.register(consoleSite, { distDir: CONSOLE_DIST, apiBaseUrl: apiBaseUrl ?? '/api', extensions });
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return { url: `${appOptions.https ? 'https' : 'http'}://${shownHost}:${address.port}/`, apiBaseUrl: apiBaseUrl ?? '/api', app, close: () => app.close() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { seed, dataDir, databaseUrl, s3 } = backendOptionsFrom();
  try {
    const started = await startConsole({ seed, dataDir, logger: appOptionsFrom(process.env).logger, report: (line) => console.log(line) });
    // Before the address is shown: a SIGTERM right after it (a supervisor, a test) closes gracefully
    // rather than killing the process while the lines below are still being made.
    closeOnSignals(started.app);
    console.log(`\nPartner console: ${started.url}`);
    if (started.apiBaseUrl === '/api') {
      // One line per demo administrator: two consoles side by side show the team at work.
      const { DEMO_ADMINS } = await loadDemoModule();
      for (const admin of DEMO_ADMINS) console.log(`Sign in as ${admin.email} with password ${admin.password}${seed === 'hostile' ? ' (hostile data set)' : ''}.`);
      const database = databaseUrl ? 'the PostgreSQL database at DATABASE_URL' : `PGlite in ${dataDir}`;
      const files = s3 ? `the bucket ${s3.bucket}` : dataDir;
      const where = databaseUrl || s3 ? `${database}, files in ${files}` : dataDir;
      console.log(`Data: ${where} (npm run db:reset starts it afresh). Stop with Ctrl+C.\n`);
    } else {
      console.log('Serving the console against the backend in API_BASE_URL; no reference backend started. Stop with Ctrl+C.\n');
    }
  } catch (error) {
    console.error(`Could not start: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
