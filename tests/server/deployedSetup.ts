// Global setup of the server-pg project, the backend as a team deploys it: a real PostgreSQL
// server (installed and started by scripts/ensure-postgres.mjs when missing, stopped afterwards
// when it started it) and a local S3-compatible server (s3rver) for the uploaded files. Then the
// tests' template (tests/server/template.ts): a database and a bucket the backend's first start
// created, migrated and seeded, which each test's database copies (CREATE DATABASE … TEMPLATE),
// and a copy of it whose demo accounts' hashes are at a low cost (support.ts DataDirOptions).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';
import { s3ClientFor, type S3Settings } from '../../examples/server/storage.mjs';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';
import { lowerHashCost, queryOn, seedTemplate, type PostgresTemplate } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the server-pg project: the database and bucket that tests/server/support.ts copies for a seeded data directory. */
    postgresTemplate?: PostgresTemplate;
  }
}

/** s3rver's fixed credentials (the same in tests/server/support.ts). */
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export default async function setup(project: TestProject) {
  // A cluster started here is thrown away at the end: no flushes to disk (scripts/ensure-postgres.mjs).
  const postgres = ensurePostgres({ durable: false });
  project.provide('postgresUrl', postgres.url);
  const directory = await mkdtemp(path.join(tmpdir(), 'partner-console-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await s3.run();
  const s3Endpoint = `http://127.0.0.1:${port}`;
  project.provide('s3Endpoint', s3Endpoint);

  // Named after this run, so runs on one server (TEST_DATABASE_URL) never share a template.
  const database = `pc_template_${process.pid}`;
  const lowCostDatabase = `pc_template_low_cost_${process.pid}`;
  const templateDir = await mkdtemp(path.join(tmpdir(), 'partner-console-server-template-'));
  const settings: S3Settings = { bucket: `pc-template-${process.pid}`, endpoint: s3Endpoint, credentials: S3_CREDENTIALS };
  const dropTemplate = async () => {
    await queryOn(postgres.url, `DROP DATABASE IF EXISTS ${lowCostDatabase} WITH (FORCE)`);
    await queryOn(postgres.url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  try {
    await dropTemplate();
    await queryOn(postgres.url, `CREATE DATABASE ${database}`);
    await s3ClientFor(settings).send(new CreateBucketCommand({ Bucket: settings.bucket }));
    const url = new URL(postgres.url);
    url.pathname = `/${database}`;
    await seedTemplate({ dataDir: templateDir, databaseUrl: url.toString(), s3: settings });
    // The same database, files and bucket; only the demo accounts' hashes differ.
    await queryOn(postgres.url, `CREATE DATABASE ${lowCostDatabase} TEMPLATE ${database}`);
    url.pathname = `/${lowCostDatabase}`;
    await lowerHashCost({ dataDir: templateDir, databaseUrl: url.toString() });
  } catch (error) {
    await s3.close();
    postgres.stop();
    throw error;
  }
  project.provide('postgresTemplate', { database, lowCostDatabase, bucket: settings.bucket, dataDir: templateDir });

  return async () => {
    await dropTemplate().catch(() => {});
    await rm(templateDir, { recursive: true, force: true });
    await s3.close();
    await rm(directory, { recursive: true, force: true });
    postgres.stop();
  };
}
