// The server tests' template: a data directory (and on PostgreSQL a database and a bucket) as the
// backend's first start leaves it, created, migrated and seeded with the demo data once per run,
// and copied for every test that does not test that start itself (tests/server/support.ts
// makeDataDir). A first start took 5.6-6 s on two busy cores, and the suite starts about fifty
// servers; one over a copy takes well under one. No module here calls vitest's `inject`, so the
// server-pg project's global setup (deployedSetup.ts) can make the PostgreSQL template with it.
// Made twice: as the seed leaves it (the demo accounts' hashes at the product's cost), and a copy
// whose demo accounts' hashes are at a low cost (`lowerHashCost`), which most files start over.
import { randomBytes, scryptSync } from 'node:crypto';
import pg from 'pg';
import { KEY_LENGTH, storedForm } from '../../examples/server/auth.mjs';
import { openPGlite } from '../../examples/server/db.mjs';
import { createServer, dataLayout } from '../../examples/server/server.mjs';
import type { S3Settings } from '../../examples/server/storage.mjs';
import { DEMO_ADMINS } from '../../src/api/memory/demoData.js';

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
/** What the low-cost template is made of: the template, and this file, which lowers its hashes. */
export const LOW_COST_TEMPLATE_INPUTS = [...TEMPLATE_INPUTS, 'tests/server/template.ts'];

/** On PostgreSQL: the database and bucket to copy, made by deployedSetup.ts. */
export interface PostgresTemplate {
  database: string;
  bucket?: string;
  /** The same with the demo accounts' hashes at LOW_TEST_COST (`lowerHashCost`), made from `database`. */
  lowCostDatabase: string;
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
  await queryTemplate(options, `DELETE FROM settings WHERE "key" = 'tokenSecret'`);
}

/** Runs one statement on the database of a data directory no server has open (PGlite's, or `databaseUrl`). */
async function queryTemplate(options: { dataDir: string; databaseUrl?: string }, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (options.databaseUrl) return queryOn(options.databaseUrl, sql, params);
  const db = openPGlite(dataLayout(options.dataDir).dbDir);
  try {
    return (await db.query<Record<string, unknown>>(sql, params)).rows;
  } finally {
    await db.close();
  }
}

/**
 * The cost of the demo accounts' hashes in the low-cost template: scrypt at N=2^10 (1 MB, about
 * 1 ms) instead of the product's N=2^17 (128 MB, 0.45-0.7 s of one core at every sign-in).
 */
export const LOW_TEST_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

/** `password` hashed in the product's stored form (examples/server/auth.mjs) at LOW_TEST_COST. */
export function lowCostHash(password: string): string {
  const salt = randomBytes(16);
  return storedForm(LOW_TEST_COST, salt, scryptSync(password, salt, KEY_LENGTH, LOW_TEST_COST));
}

/**
 * Replaces the stored hash of every demo account (DEMO_ADMINS, which the seed stores) with one of
 * the same password at LOW_TEST_COST, in a seeded database no server has open. The product's
 * check reads N, r, p and salt from the stored form, so a sign-in against it costs what the form
 * says: the tests' sign-ins then cost about 1 ms, not a scrypt at N=2^17 each, while the product
 * (hashPassword, the seed, the decoy, a changed password) keeps its cost. Fails unless every
 * account of the database was one of them, so none keeps a real-cost hash unnoticed.
 */
export async function lowerHashCost(options: { dataDir: string; databaseUrl?: string }): Promise<void> {
  for (const admin of DEMO_ADMINS) {
    const updated = await queryTemplate(options, `UPDATE admins SET "passwordHash" = $2 WHERE "email" = $1 RETURNING "id"`, [admin.email, lowCostHash(admin.password)]);
    if (updated.length !== 1) throw new Error(`lowerHashCost: ${updated.length} accounts of ${admin.email}`);
  }
  const [{ n }] = (await queryTemplate(options, `SELECT count(*)::int AS n FROM admins WHERE "passwordHash" NOT LIKE $1`, [`scrypt$${LOW_TEST_COST.N}$%`])) as [{ n: number }];
  if (n !== 0) throw new Error(`lowerHashCost: ${n} accounts left at another cost`);
}
