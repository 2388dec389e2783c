// Types for TypeScript callers (the tests) of ensure-postgres.mjs.
/** A PostgreSQL server's URL (an account that may create databases) and how to stop what was started. */
export function ensurePostgres(): { url: string; stop: () => void };
