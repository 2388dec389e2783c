// Types for TypeScript callers (the tests) of ensure-postgres.mjs.
/**
 * A PostgreSQL server's URL (an account that may create databases) and how to stop what was
 * started; `durable: false` for the tests' throw-away cluster (no flushes to disk).
 */
export function ensurePostgres(options?: { durable?: boolean }): { url: string; stop: () => void };
