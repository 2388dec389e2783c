// What every answer and connection of the app gets, whatever it serves (the API, the console):
// security headers (@fastify/helmet; HSTS only over HTTPS), CORS for the origins an operator names
// (@fastify/cors, on the API), the proxies whose X-Forwarded-* headers are believed, a cap on
// connections per client address, one log line per request, and a shutdown that does not wait for
// idle keep-alive connections. createApp (server.mjs) wires them; docs/deployment.md lists them.
import { readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';

/** One client address may hold this many connections at once (TRUST_PROXY's addresses are exempt). */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 100;
/** Sent with every answer over HTTPS: browsers then refuse plain HTTP to this host for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The ranges proxy-addr (Fastify's trustProxy) names, for a proxy on this host or this network. */
const NAMED_RANGES = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** '::ffff:10.0.0.1' (an IPv4 client of a dual-stack socket) is 10.0.0.1. @param {string} address */
const plainAddress = (address) => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

/**
 * The addresses of TRUST_PROXY (comma-separated IPs and CIDR ranges, or `loopback`, `linklocal`,
 * `uniquelocal`), or [] when unset. Anything else, `true` and hop counts included, is refused: an
 * instance reachable directly would then believe any sender's X-Forwarded-For, and the sign-in
 * limits would count whatever address a guesser names.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function trustedProxiesFrom(value) {
  if (!value || value.trim() === '' || value.trim() === 'false') return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (Object.hasOwn(NAMED_RANGES, entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (!family || !prefixOk || rest.length > 0) {
      throw new Error(
        `TRUST_PROXY takes the addresses of the proxies in front of this server (IPs or CIDR ranges, comma-separated, e.g. 10.0.0.5,192.168.0.0/16, or loopback), not '${entry}': ` +
          'trusting any sender would let a client that reaches the server directly choose the address the sign-in limits count.',
      );
    }
  }
  return entries;
}

/**
 * Whether an address is one of `entries` (trustedProxiesFrom's output).
 * @param {string[]} entries
 * @returns {(address: string | undefined) => boolean}
 */
export function addressMatcher(entries) {
  const list = new BlockList();
  for (const entry of entries.flatMap((name) => (Object.hasOwn(NAMED_RANGES, name) ? NAMED_RANGES[/** @type {keyof typeof NAMED_RANGES} */ (name)] : [name]))) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address || entries.length === 0) return false;
    const plain = plainAddress(address);
    return list.check(plain, isIP(plain) === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The origins of CORS_ORIGINS (comma-separated, each `scheme://host[:port]` exactly as a browser
 * sends it in Origin), or [] when unset. A wildcard or a URL with a path is refused.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function corsOriginsFrom(value) {
  if (!value || value.trim() === '') return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let origin = '';
      try {
        origin = new URL(entry).origin;
      } catch {
        // not a URL: refused below
      }
      if (origin === 'null' || entry.includes('*') || origin !== entry.replace(/\/$/, '')) {
        throw new Error(`CORS_ORIGINS takes origins such as https://intranet.example.com (scheme, host and port, comma-separated), not '${entry}'`);
      }
      return origin;
    });
}

/**
 * CORS for the API: the named origins may call it with the headers and methods the library's HTTP
 * client uses (If-Match for decisions that name the version they saw), and read the headers it
 * needs; every other origin gets no CORS headers, so browsers keep its pages out.
 * @param {import('fastify').FastifyInstance} app the API's plugin context
 * @param {string[]} origins
 */
export async function allowOrigins(app, origins) {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-Match', 'Range', 'X-Request-Id'],
    exposedHeaders: ['ETag', 'Retry-After', 'Content-Disposition', 'Content-Range'],
    credentials: false,
    maxAge: 600,
  });
}

/**
 * nosniff, no-referrer, frame denial and the rest of helmet's defaults on every answer, with a
 * policy for data (the console's pages set their own, uploaded files `sandbox`); HSTS only on
 * answers that went out over HTTPS, directly or through a trusted proxy that says so
 * (X-Forwarded-Proto), since over plain HTTP the header means nothing and a local test setup must
 * not be pinned to HTTPS.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ crossOrigin: boolean }} options `crossOrigin` when other origins use the API (its files may then be embedded there)
 */
export function secureHeaders(app, { crossOrigin }) {
  app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}

/**
 * Refuses a connection from an address that already holds `max`, by closing it before any byte is
 * read, so one client cannot hold a thousand slow connections. Hand-written because no Fastify
 * plugin counts connections (rate limits count requests, under-pressure the whole process's load):
 * it is a net.Server concern. Connections from trusted proxies are not counted (they carry many
 * clients; a proxy limits those itself).
 * @param {import('node:net').Server} server
 * @param {{ max: number, exempt: (address: string | undefined) => boolean }} options
 */
export function limitConnectionsPerAddress(server, { max, exempt }) {
  /** @type {Map<string, number>} */
  const open = new Map();
  server.prependListener('connection', (/** @type {import('node:net').Socket} */ socket) => {
    const address = socket.remoteAddress && plainAddress(socket.remoteAddress);
    if (!address || exempt(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * One log line per request, when it has been answered (Fastify's own two lines, incoming and
 * completed, are turned off in createApp): method, path, status, time, client address; the
 * request id is on every line anyway.
 * @param {import('fastify').FastifyInstance} app
 */
export function logEachRequest(app) {
  app.addHook('onResponse', async (request, reply) => {
    // A download ticket in an export's address (routes/lists.mjs) is a credential: never logged.
    const url = request.url.replace(/([?&]ticket=)[^&]*/, '$1[ticket]');
    request.log.info({ method: request.method, url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime), ip: request.ip }, 'request');
  });
}

/**
 * While the app closes, answers carry `Connection: close` and connections that have finished their
 * requests are closed at once, so that a keep-alive client whose request was in flight when the
 * close began does not hold the server open until its keep-alive time-out (Node closes idle
 * connections once, when the close begins). New requests on open connections get 503
 * (Fastify's return503OnClosing).
 * @param {import('fastify').FastifyInstance} app
 */
export function closeConnectionsWhenDone(app) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    const timer = setInterval(() => server.closeIdleConnections(), 50);
    timer.unref();
    server.once('close', () => clearInterval(timer));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}

/**
 * The app's settings in the environment, as `npm start` and main.mjs read them (docs/deployment.md):
 * TRUST_PROXY, CORS_ORIGINS, TLS_CERT_FILE with TLS_KEY_FILE, MAX_CONNECTIONS_PER_ADDRESS, and
 * the log: one line per request at LOG_LEVEL (default info), QUIET=1 for warnings and errors only.
 * A setting that cannot be right stops the start with a message that says which.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Required<Pick<import('./server.mjs').AppOptions, 'trustProxy' | 'corsOrigins' | 'maxConnectionsPerAddress'>> & { logger: { level: string }, https?: { key: Buffer, cert: Buffer } }}
 */
export function appOptionsFrom(env) {
  if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both to serve HTTPS, or neither');
  const maxConnections = env.MAX_CONNECTIONS_PER_ADDRESS ? Number(env.MAX_CONNECTIONS_PER_ADDRESS) : DEFAULT_MAX_CONNECTIONS_PER_ADDRESS;
  if (!Number.isInteger(maxConnections) || maxConnections < 1) throw new Error(`MAX_CONNECTIONS_PER_ADDRESS must be a whole number of at least 1, not '${env.MAX_CONNECTIONS_PER_ADDRESS}'`);
  return {
    logger: { level: env.QUIET === '1' || env.QUIET === 'true' ? 'warn' : env.LOG_LEVEL || 'info' },
    trustProxy: trustedProxiesFrom(env.TRUST_PROXY),
    corsOrigins: corsOriginsFrom(env.CORS_ORIGINS),
    maxConnectionsPerAddress: maxConnections,
    ...(env.TLS_CERT_FILE && env.TLS_KEY_FILE ? { https: { cert: readFileSync(env.TLS_CERT_FILE), key: readFileSync(env.TLS_KEY_FILE) } } : {}),
  };
}
