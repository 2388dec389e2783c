// `npm run db:reset` (add `-- --hostile` or SEED=hostile for the hostile set, DATA_DIR for another
// directory, DATABASE_URL for a PostgreSQL server, DEMO_DEALS for that many partner deals):
// deletes the reference backend's database and stored files and seeds them afresh. On PGlite it refuses while a server holds the directory; on a
// server, stop the instances first (they would keep serving tokens signed with the old key).
import { mkdir, rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { dropEverything, openDatabase } from './db.mjs';
import { STORED_NAME } from './files.mjs';
import { seedDatabase } from './seed.mjs';
import { backendOptionsFrom, dataLayout, lockDataDir } from './server.mjs';
import { directoryStore, s3Store } from './storage.mjs';

/**
 * @param {{ dataDir: string, seed?: 'demo' | 'hostile', databaseUrl?: string, s3?: import('./storage.mjs').S3Settings, demoDeals?: number, conflictWindowMonths?: number }} options
 */
export async function resetDataDir({ dataDir, seed = 'demo', databaseUrl, s3, demoDeals, conflictWindowMonths }) {
  const { dbDir, filesDir, lockFile } = dataLayout(dataDir);
  await mkdir(dataDir, { recursive: true });
  const unlock = databaseUrl ? async () => {} : await lockDataDir(lockFile);
  try {
    if (databaseUrl) await dropEverything(databaseUrl);
    else await rm(dbDir, { recursive: true, force: true });
    await rm(filesDir, { recursive: true, force: true });
    await mkdir(filesDir, { recursive: true });
    const store = s3 ? s3Store(s3, filesDir) : directoryStore(filesDir);
    if (s3) for (const { name } of await store.list()) if (STORED_NAME.test(name)) await store.remove(name);
    const db = await openDatabase({ ...(databaseUrl ? { url: databaseUrl } : { directory: dbDir }), ...(conflictWindowMonths ? { conflictWindowMonths } : {}) }, {
      prepare: (fresh) => seedDatabase(fresh, store, { seed, ...(demoDeals === undefined ? {} : { demoDeals }) }),
    });
    await db.close();
  } finally {
    await unlock();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = backendOptionsFrom();
  try {
    await resetDataDir(options);
    const where = [options.databaseUrl && 'the database at DATABASE_URL', options.s3 && `the bucket ${options.s3.bucket}`, options.dataDir].filter(Boolean).join(', ');
    console.log(`Reset ${where} with the ${options.seed} data set.`);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exitCode = 1;
  }
}
