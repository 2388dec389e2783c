// Global setup of the server-pg project: a real PostgreSQL server for the server suite, installed
// and started by scripts/ensure-postgres.mjs when missing, stopped afterwards when it started it.
import type { TestProject } from 'vitest/node';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';

export default function setup(project: TestProject) {
  const { url, stop } = ensurePostgres();
  project.provide('postgresUrl', url);
  return stop;
}
