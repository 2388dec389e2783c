// The server tests' template: a data directory (and on PostgreSQL a database and a bucket) as the
// backend's first start leaves it, created, migrated and seeded with the demo data once per run,
// and copied for every test that does not test that start itself (tests/server/support.ts
// makeDataDir). A first start took 5.6-6 s on two busy cores, and the suite starts about fifty
// servers; one over a copy takes well under one. No module here calls vitest's `inject`, so the
// server-pg project's global setup (deployedSetup.ts) can make the PostgreSQL template with it.
import pg from 'pg';
import { openPGlite } from '../../examples/server/db.mjs';
import { createServer, dataLayout } from '../../examples/server/server.mjs';
import type { S3Settings } from '../../examples/server/storage.mjs';

/** Runs one statement on the PostgreSQL database at `url` and returns its rows. */
export async function queryOn(url: string, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** What the template is made of: the backend (its migrations and seed), the demo data, the database's package. */
export const TEMPLATE_INPUTS = ['examples/server', 'src/api/memory', 'package-lock.json'];

/** On PostgreSQL: the database and bucket to copy, made by deployedSetup.ts. */
export interface PostgresTemplate {
  database: string;
  bucket?: string;
  /** Its data directory: the files' directory is copied with it (empty with a bucket). */
  dataDir: string;
}

/**
 * Starts the backend once over `dataDir` (and `databaseUrl`, `s3`) as the tests start it, so its
 * production path creates, migrates and seeds the database and stores the seed's files, then
 * takes out the token signing key: each copy makes its own at its first start, as a new database
 * does, so a token of one test's server is never valid on another's.
 */
export async function seedTemplate(options: { dataDir: string; databaseUrl?: string; s3?: S3Settings }): Promise<void> {
  const app = await createServer(options);
  await app.close();
  const forget = `DELETE FROM settings WHERE "key" = 'tokenSecret'`;
  if (options.databaseUrl) {
    await queryOn(options.databaseUrl, forget);
  } else {
    const db = openPGlite(dataLayout(options.dataDir).dbDir);
    try {
      await db.query(forget);
    } finally {
      await db.close();
    }
  }
}
