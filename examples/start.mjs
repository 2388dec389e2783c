// `npm start`: one server on PORT (default 4173) with the reference backend under /api and the
// built console at /, rebuilding the console first when its sources changed.
//   npm start -- --hostile        the hostile data set (or SEED=hostile)
//   DATA_DIR=/path npm start      another data directory
//   API_BASE_URL=<url> npm start  only the console, against another backend (no database opened)
// The console reads its API address from /config.json at start, so one build serves any backend.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { loadDemoModule } from './server/seed.mjs';
import { backendOptionsFrom, createApp, referenceBackend } from './server/server.mjs';

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

/**
 * Builds the console with vite unless examples/console/dist is newer than every source.
 * @param {{ force?: boolean }} [options]
 * @returns {Promise<boolean>} whether it built
 */
export async function buildConsoleIfStale({ force = false } = {}) {
  const built = await stat(path.join(CONSOLE_DIST, 'index.html')).catch(() => null);
  if (!force && built) {
    const sources = await Promise.all(CONSOLE_SOURCES.map(newestChange));
    if (Math.max(...sources) <= built.mtimeMs) return false;
  }
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
  return true;
}

/**
 * Serves the built console: /config.json, the files of dist/, and index.html for every other
 * path without an extension, so client routes such as /partners/12 load the app.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ distDir: string, apiBaseUrl: string }} options
 */
async function consoleSite(app, { distDir, apiBaseUrl }) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff').header('Referrer-Policy', 'no-referrer').header('X-Frame-Options', 'DENY');
  });
  app.get('/config.json', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ apiBaseUrl }));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
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
 * @property {'demo' | 'hostile'} [seed] the data set a new database starts with
 * @property {string} [apiBaseUrl] serve the console against this backend and start none (default API_BASE_URL)
 * @property {number} [tokenTtlSeconds] login token lifetime of the reference backend
 * @property {boolean | object} [logger] Fastify's logger
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
    apiBaseUrl = process.env.API_BASE_URL || undefined,
    tokenTtlSeconds,
    logger = false,
  } = options;
  await buildConsoleIfStale();
  if (!existsSync(path.join(CONSOLE_DIST, 'index.html'))) throw new Error(`The console build is missing from ${CONSOLE_DIST}`);

  const app = createApp({ logger });
  if (!apiBaseUrl) await app.register(referenceBackend, { prefix: '/api', dataDir, seed, ...(tokenTtlSeconds ? { tokenTtlSeconds } : {}) });
  await app.register(consoleSite, { distDir: CONSOLE_DIST, apiBaseUrl: apiBaseUrl ?? '/api' });
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return { url: `http://${shownHost}:${address.port}/`, apiBaseUrl: apiBaseUrl ?? '/api', app, close: () => app.close() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { seed, dataDir } = backendOptionsFrom();
  try {
    const started = await startConsole({ seed, dataDir, logger: { level: 'warn' } });
    console.log(`\nPartner console: ${started.url}`);
    if (started.apiBaseUrl === '/api') {
      const { DEMO_ADMIN } = await loadDemoModule();
      console.log(`Sign in as ${DEMO_ADMIN.email} with password ${DEMO_ADMIN.password}${seed === 'hostile' ? ' (hostile data set)' : ''}.`);
      console.log(`Data: ${dataDir} (npm run db:reset starts it afresh). Stop with Ctrl+C.\n`);
    } else {
      console.log('Serving the console against the backend in API_BASE_URL; no reference backend started. Stop with Ctrl+C.\n');
    }
    const stop = async () => {
      await started.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(`Could not start: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
