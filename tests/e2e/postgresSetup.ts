// Global setup of the e2e project: one throw-away PostgreSQL cluster for the files that run a team
// on it (setUpTeam in tests/e2e/harness.ts), started before the first file and stopped after the
// last. When each file started and stopped it, two such files on vitest's two workers could wipe
// the other's data directory at start or stop the cluster under the other's instances.
import type { TestProject } from 'vitest/node';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';

export default function setup(project: TestProject) {
  const postgres = ensurePostgres({ durable: false });
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
