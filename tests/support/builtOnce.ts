// One build per set of inputs, shared by every test file and suite of a run (and by later runs of
// the same sources): the packed library (tests/support/packedLibrary.ts) and the built Storybook
// (tests/support/storybook.ts). Each lives in the temp directory under a hash of its inputs; test
// files that ask at once (vitest runs two workers) wait for the one that builds instead of building
// it again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function filesUnder(entry: string): Promise<string[]> {
  const info = await stat(entry).catch(() => null);
  if (!info) return [];
  if (!info.isDirectory()) return [entry];
  const names = (await readdir(entry)).sort();
  return (await Promise.all(names.map((name) => filesUnder(path.join(entry, name))))).flat();
}

/**
 * A hash of the paths and contents of every file under `inputs` (relative to the repository), and
 * of this checkout's path for a build that refers to it: equal hashes, equal builds.
 */
async function inputsHash(inputs: string[], ofThisCheckout: boolean, alsoOf: string): Promise<string> {
  const hash = createHash('sha256');
  if (ofThisCheckout) hash.update(root).update('\0');
  hash.update(alsoOf).update('\0');
  for (const input of inputs) {
    for (const file of await filesUnder(path.join(root, input))) {
      hash.update(path.relative(root, file)).update('\0').update(await readFile(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Runs `work` holding `lock` (a file with the holder's pid); a lock whose holder is gone is taken
 * over at once. The same pid lock as the console build's in examples/start.mjs, by hand for the
 * same reason: a lock library's staleness by age would keep a crashed run's lock for its timeout.
 */
async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await readFile(lock, 'utf8').catch(() => ''));
      if (owner > 0 && isAlive(owner)) await new Promise((resolve) => setTimeout(resolve, 250));
      else await rm(lock, { force: true });
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

/** Removes builds of other inputs older than a day (a day-old build is no one's current one). */
async function pruneOldBuilds(prefix: string, keep: string): Promise<void> {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith(prefix) || name === keep) continue;
    const full = path.join(tmpdir(), name);
    const info = await stat(full).catch(() => null);
    if (info && info.mtimeMs < dayAgo) await rm(full, { recursive: true, force: true });
  }
}

/** Today's date (UTC, YYYY-MM-DD): the `alsoOf` of data the demo seed dates relative to the day. */
export const seedDay = (): string => new Date().toISOString().slice(0, 10);

export interface BuiltOnceOptions {
  /**
   * The build refers to this checkout's files (links into its node_modules): it is made once per
   * checkout, never taken from another one of the same sources. Another clone's React beside this
   * one's is two Reacts ("Cannot read properties of null (reading 'useContext')"), and its
   * node_modules may be of another install, or gone. @default false
   */
  ofThisCheckout?: boolean;
  /** Something else the build depends on, e.g. the day for data dated relative to today. @default '' */
  alsoOf?: string;
}

/**
 * The directory of `name`'s build of the current `inputs` (paths relative to the repository):
 * made by `build(dir)` the first time, then reused while the inputs are unchanged, by every
 * checkout of the same sources (a CI clone, the main checkout, a worktree) unless
 * `ofThisCheckout`. A build that fails leaves nothing behind; a concurrent caller waits for the
 * one building.
 */
export async function builtOnce(name: string, inputs: string[], build: (dir: string) => Promise<void>, options: BuiltOnceOptions = {}): Promise<string> {
  const prefix = `partner-console-${name}-`;
  const dir = path.join(tmpdir(), `${prefix}${await inputsHash(inputs, options.ofThisCheckout ?? false, options.alsoOf ?? '')}`);
  if (existsSync(dir)) return dir;
  return withLock(`${dir}.lock`, async () => {
    if (existsSync(dir)) return dir; // built by the caller this one waited for
    // Built beside its final place and renamed, so that the directory exists only complete.
    const partial = `${dir}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial, { recursive: true });
    try {
      await build(partial);
      await rename(partial, dir);
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      throw error;
    }
    await pruneOldBuilds(prefix, path.basename(dir));
    return dir;
  });
}
