// Types for TypeScript callers (the e2e harness) of start.mjs.
import type { FastifyInstance } from 'fastify';

export const CONSOLE_DIST: string;

export interface StartOptions {
  /** @default PORT or 4173; 0 picks a free port */
  port?: number;
  /** @default HOST or '127.0.0.1' */
  host?: string;
  /** The backend's data directory. @default DATA_DIR or .data/pglite (.data/pglite-hostile for the hostile seed) */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite (postgres://...). @default DATABASE_URL */
  databaseUrl?: string;
  /** Connections this process opens to that server. @default DATABASE_POOL_SIZE or 10 */
  databasePoolSize?: number;
  /** Uploaded files in this S3-compatible bucket. @default from S3_BUCKET, S3_ENDPOINT, S3_PREFIX */
  s3?: import('./server/storage.mjs').S3Settings;
  /** The data set a new database starts with. @default 'demo' (SEED=hostile or --hostile: 'hostile') */
  seed?: 'demo' | 'hostile';
  /** Serve the console against this backend and start none. @default API_BASE_URL */
  apiBaseUrl?: string;
  /**
   * What /config.json tells the console the backend offers beyond SPEC 7 (`false`: SPEC 7 alone).
   * @default everything for the reference backend, API_EXTENSIONS for another (API_EXTENSIONS set: for either)
   */
  extensions?: boolean | Record<string, boolean>;
  /** Login token lifetime of the reference backend, in seconds. @default 28800 */
  tokenTtlSeconds?: number;
  logger?: boolean | object;
}

export interface StartedConsole {
  /** The one URL to open. */
  url: string;
  /** What /config.json tells the console. */
  apiBaseUrl: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export function buildConsoleIfStale(options?: { force?: boolean }): Promise<boolean>;
export function startConsole(options?: StartOptions): Promise<StartedConsole>;
/** The console pages' Content-Security-Policy for a console talking to `apiBaseUrl`. */
export function consolePolicy(apiBaseUrl: string): string;
/** API_EXTENSIONS as /config.json passes it on: true, some extensions by name, or false. */
export function extensionsFrom(value: string | undefined): boolean | Record<string, boolean>;
