// Types for TypeScript callers (the tests) of the plain-JavaScript reference backend.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { S3Settings } from './storage.mjs';
import type { ThrottleLimits } from './throttle.mjs';

export interface BackendOptions {
  /** The directory holding the database (`db/`, PGlite's) and stored files (`files/`). @default DEFAULT_DATA_DIR */
  dataDir?: string;
  /** A PostgreSQL server to use instead of PGlite (postgres://...); any number of instances may share it. */
  databaseUrl?: string;
  /** The most connections this process opens to that server. @default 10 */
  databasePoolSize?: number;
  /** Keep uploaded files in this S3-compatible bucket instead of `files/`. */
  s3?: S3Settings;
  /** The data set a new database starts with. @default 'demo' */
  seed?: 'demo' | 'hostile';
  /** How long a login token lasts. @default 28800 (8 hours) */
  tokenTtlSeconds?: number;
  /** The largest file an upload may carry. @default 26214400 (25 MB) */
  uploadLimitBytes?: number;
  /** The sign-in limits (throttle.mjs), counted in memory on PGlite, in the database on a server. @default 10 failures per account and address, 50 per address, in 15 minutes; an account slowed after 10 */
  loginLimits?: ThrottleLimits;
  /** Origins whose pages may call the API (CORS). @default none */
  corsOrigins?: string[];
  /** How often the files of interrupted uploads are looked for, besides at start. @default 600000 */
  uploadSweepMs?: number;
  /** A new database gets this many partner deals, and members and distributor deals in proportion (DEMO_DEALS); ignored, with a line saying so, when the database holds data already. */
  demoDeals?: number;
  /** How far apart two members' registrations of one customer may be and still conflict, in months (CONFLICT_WINDOW_MONTHS). @default 12 */
  conflictWindowMonths?: number;
  /** Where the lines for the operator go (the seeding's figures). @default the app's log */
  report?: (line: string) => void;
}

export interface AppOptions {
  /** Fastify's logger: JSON lines, each with the request id; one line per request. */
  logger?: boolean | object;
  /** The addresses of the proxies in front (IPs, CIDR ranges, loopback...): their X-Forwarded-For and X-Forwarded-Proto are believed. @default [] */
  trustProxy?: string[];
  /** Serve HTTPS with this key and certificate. */
  https?: { key: Buffer | string; cert: Buffer | string };
  /** Origins that call the API from their pages (its files may then be embedded there). @default [] */
  corsOrigins?: string[];
  /** The most connections one client address may hold (trusted proxies exempt). @default 100 */
  maxConnectionsPerAddress?: number;
  /** The longest a request may take to arrive, body included. @default 300000 */
  requestTimeoutMs?: number;
  /** The longest a connection may stay silent. @default 60000 */
  idleTimeoutMs?: number;
}

export const DEFAULT_DATA_DIR: string;
export const DEFAULT_HOSTILE_DATA_DIR: string;
export const DEFAULT_TOKEN_TTL_SECONDS: number;
export const DEFAULT_UPLOAD_LIMIT_BYTES: number;
export const DEFAULT_REQUEST_TIMEOUT_MS: number;
export const DEFAULT_IDLE_TIMEOUT_MS: number;
export const DEFAULT_UPLOAD_SWEEP_MS: number;

export function backendOptionsFrom(
  argv?: string[],
  env?: NodeJS.ProcessEnv,
): { seed: 'demo' | 'hostile'; dataDir: string; databaseUrl?: string; databasePoolSize?: number; s3?: S3Settings; corsOrigins?: string[] };
export function dataLayout(dataDir: string): { dbDir: string; filesDir: string; lockFile: string };
/** Whether process `pid` still runs. */
export function isAlive(pid: number): boolean;
export function lockDataDir(lockFile: string): Promise<() => Promise<void>>;
export function createApp(options?: AppOptions): FastifyInstance;
export const referenceBackend: FastifyPluginAsync<BackendOptions & Pick<AppOptions, 'requestTimeoutMs'>>;
export function createServer(options?: BackendOptions & AppOptions): Promise<FastifyInstance>;

export const DEFAULT_SHUTDOWN_GRACE_MS: number;
/** On SIGTERM or SIGINT: close the app (requests received are answered, idle connections closed, the database closed), then exit 0; requests still running after the grace period are cut; a second signal ends it with 1. */
export function closeOnSignals(app: FastifyInstance, options?: { graceMs?: number; log?: (message: string) => void }): void;
