// A host app as a library user has it: a copy of one of the example apps in a temporary folder,
// its own dependencies installed from its own lockfile, and partner-console installed from the
// tarball `npm pack` makes of this checkout (packed once for every test that needs it). Shared by
// the consumer tests (Vite, Next.js).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packedLibrary } from '../support/packedLibrary.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

export interface ConsumerApp {
  dir: string;
  /** Runs a command of the app's (an npm script, a binary of its node_modules). */
  run(command: string, args: string[], env?: NodeJS.ProcessEnv): string;
  remove(): void;
}

/**
 * Copies `examples/<name>` without its node_modules, installs the copy's dependencies from its
 * lockfile and then the library's tarball (the one pack the test suites share,
 * tests/support/packedLibrary.ts), as a user's app would.
 */
export async function installConsumerApp(name: string): Promise<ConsumerApp> {
  const { tarball } = await packedLibrary();
  const dir = mkdtempSync(path.join(tmpdir(), `partner-console-${name}-`));
  const app = path.join(dir, 'app');
  cpSync(path.join(root, 'examples', name), app, { recursive: true, filter: (source) => !/[/\\](node_modules|\.next|dist)$/.test(source) });
  // `npm install` with the app's lockfile rather than `npm ci`: npm 11 leaves some other platforms'
  // optional packages (Next's SWC builds) out of a lockfile and then refuses it in `npm ci`.
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], app);
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-save', tarball], app);
  return {
    dir: app,
    run: (command, args, env) => run(command, args, app, env),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Serves a folder of built files on a free port (a single-page app: unknown paths get index.html). */
export async function serveFolder(folder: string): Promise<{ url: string; close(): Promise<void> }> {
  const { readFile } = await import('node:fs/promises');
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(folder, path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''));
    const target = file.startsWith(folder) && path.extname(file) ? file : path.join(folder, 'index.html');
    try {
      const body = await readFile(target);
      response.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Starts a long-running command of the app (a server) and resolves once `ready` matches its output. */
export function startProcess(command: string, args: string[], cwd: string, ready: RegExp, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`)));
  });
  return {
    started,
    output: () => output,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
