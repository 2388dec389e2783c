// `npm run db:reset` (add `-- --hostile` or SEED=hostile for the hostile set, DATA_DIR for another
// directory): deletes the reference backend's database and stored files and seeds them afresh.
// Refuses while a server holds the directory.
import { mkdir, rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { openDatabase } from './db.mjs';
import { seedDatabase } from './seed.mjs';
import { backendOptionsFrom, dataLayout, lockDataDir } from './server.mjs';

/**
 * @param {{ dataDir: string, seed?: 'demo' | 'hostile' }} options
 */
export async function resetDataDir({ dataDir, seed = 'demo' }) {
  const { dbDir, filesDir, lockFile } = dataLayout(dataDir);
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(lockFile);
  try {
    await rm(dbDir, { recursive: true, force: true });
    await rm(filesDir, { recursive: true, force: true });
    await mkdir(filesDir, { recursive: true });
    const db = await openDatabase(dbDir);
    try {
      await seedDatabase(db, filesDir, { seed });
    } finally {
      await db.close();
    }
  } finally {
    await unlock();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = backendOptionsFrom();
  try {
    await resetDataDir(options);
    console.log(`Reset ${options.dataDir} with the ${options.seed} data set.`);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exitCode = 1;
  }
}
