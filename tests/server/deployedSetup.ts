// Global setup of the server-pg project, the backend as a team deploys it: a real PostgreSQL
// server (installed and started by scripts/ensure-postgres.mjs when missing, stopped afterwards
// when it started it) and a local S3-compatible server (s3rver) for the uploaded files.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';

export default async function setup(project: TestProject) {
  const postgres = ensurePostgres();
  project.provide('postgresUrl', postgres.url);
  const directory = await mkdtemp(path.join(tmpdir(), 'partner-console-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await s3.run();
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return async () => {
    await s3.close();
    await rm(directory, { recursive: true, force: true });
    postgres.stop();
  };
}
