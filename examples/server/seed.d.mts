// Types for TypeScript callers (the tests) of seed.mjs.
/** Seeds a new database with the demo data (or the hostile set), in one transaction; `demoDeals` adds that many partner deals. */
export function seedDatabase(
  db: import('./db.mjs').Database,
  store: import('./storage.mjs').FileStore,
  options?: { seed?: 'demo' | 'hostile'; now?: Date; demoDeals?: number },
): Promise<void>;
