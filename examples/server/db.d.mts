// Types for TypeScript callers (the tests) of db.mjs.
/** The schema's versions, applied in order at start and recorded in schema_migrations. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }>;

type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
/** The database, as far as the tests use it directly (the sign-in throttle's). */
export interface Database {
  kind: 'pglite' | 'server';
  query: Query;
  transaction(work: (tx: { query: Query }) => Promise<void>): Promise<void>;
  deals: {
    /** Every deal of a programme as rows, by id. */
    list(variant: 'partner' | 'distributor'): Promise<Array<Record<string, unknown>>>;
    /** The same list as the JSON text the API sends (the bytes of `JSON.stringify(await list(variant))`), streamed, with its version in the same snapshot. */
    listJson(variant: 'partner' | 'distributor'): { body: import('node:stream').Readable; version: Promise<number> };
    /** The list's version, raised by every statement that changes its table. */
    listVersion(variant: 'partner' | 'distributor'): Promise<number>;
  };
  lists: {
    /** One page of a list for a parsed request, its total and counts; with `signal`, abandoned (ListAbandoned) when it aborts. */
    page(name: import('./listQuery.mjs').ListName, request: unknown, options?: { signal?: AbortSignal }): Promise<Record<string, unknown>>;
    /** Every row of a list for a parsed request (listQuery.mjs parseListRequest), batch by batch (of 2,000), in its order: the export's reads. */
    batches(name: import('./listQuery.mjs').ListName, request: unknown): AsyncGenerator<Array<Record<string, unknown>>>;
  };
  close(): Promise<void>;
}
/** What a list's query throws once the request that asked for it was abandoned. */
export class ListAbandoned extends Error {}
/** PGlite in a directory with the extensions the schema uses (pg_trgm), without migrating it. */
export function openPGlite(directory: string): import('@electric-sql/pglite').PGlite;
/**
 * Opens (and migrates) PGlite in a directory, or a PostgreSQL server's database; `prepare` runs
 * after the migrations (the first seed), `upTo` stops at an older schema version (an upgrade's tests).
 */
export function openDatabase(
  target: string | { directory?: string; url?: string; poolSize?: number },
  options?: { prepare?: (db: Database) => Promise<void>; upTo?: number },
): Promise<Database>;
