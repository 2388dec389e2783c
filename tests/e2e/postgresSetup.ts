// Global setup of the e2e project: one throw-away PostgreSQL cluster for the files that run a team
// on it (setUpTeam in tests/e2e/harness.ts), started before the first file and stopped after the
// last. When each file started and stopped it, two such files on vitest's two workers could wipe
// the other's data directory at start or stop the cluster under the other's instances.
import type { TestProject } from 'vitest/node';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Set in the e2e project: the server the team files make their databases on. Not
     * `postgresUrl`, which tells the server support (tests/server/support.ts, also used by e2e
     * files such as cors.test.ts) that it runs on server-pg's seeded template.
     */
    teamPostgresUrl?: string;
  }
}

export default function setup(project: TestProject) {
  const postgres = ensurePostgres({ durable: false });
  project.provide('teamPostgresUrl', postgres.url);
  return () => postgres.stop();
}
