// The library as `npm pack` makes it, once per set of sources for everything that needs it: the
// package checks (tests/node/package.test.ts), the size budgets (tests/node/bundle-size.test.ts)
// and the host apps that install it (tests/consumers/consumerApp.ts, the e2e consumer tests).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtOnce, root } from './builtOnce.js';

/** What the package is made from: a change to any of these packs it again. */
const PACK_INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'README.md',
  'rollup.config.mjs',
  'tsconfig.json',
  'tsconfig.build.json',
  'scripts/rollup-shared-peer-imports.mjs',
];

/** What `npm pack --json` says of the tarball. */
export interface PackInfo {
  filename: string;
  /** The tarball's size in bytes. */
  size: number;
  unpackedSize: number;
  entryCount: number;
}

export interface PackedLibrary {
  /** The .tgz `npm pack` made. */
  tarball: string;
  info: PackInfo;
  /**
   * A folder whose node_modules/partner-console is the unpacked tarball, beside links to this
   * repository's copies of the package's dependencies and peers: the package as installed in a
   * host app. Read it, never write into it (other test files share it).
   */
  installRoot: string;
  /** installRoot/node_modules/partner-console. */
  unpacked: string;
}

function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${stdout}\n${stderr}`))));
  });
}

/**
 * Packs the library (its `prepack` builds it into dist/, as `npm publish` does on a fresh clone:
 * no build first) and unpacks the tarball as an installed package. The tarball depends on the
 * sources alone and is made once per set of sources, for every checkout of them; the installed
 * copy links this checkout's node_modules and is made once per checkout (a copy made by another
 * clone gave the library that clone's React beside the test's own).
 */
export async function packedLibrary(): Promise<PackedLibrary> {
  const packDir = await builtOnce('packed', PACK_INPUTS, async (out) => {
    // No dist/ from an earlier build: the tarball must be what prepack builds.
    rmSync(path.join(root, 'dist'), { recursive: true, force: true });
    const json = await run('npm', ['pack', '--json', '--pack-destination', out], root);
    const [info] = JSON.parse(json.slice(json.indexOf('['))) as [PackInfo];
    writeFileSync(path.join(out, 'pack.json'), JSON.stringify(info));
  });
  const info = JSON.parse(readFileSync(path.join(packDir, 'pack.json'), 'utf8')) as PackInfo;
  const tarball = path.join(packDir, info.filename);
  const installRoot = await builtOnce(
    'installed',
    PACK_INPUTS,
    async (out) => {
      const modules = path.join(out, 'node_modules');
      const unpacked = path.join(modules, 'partner-console');
      mkdirSync(unpacked, { recursive: true });
      await run('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'], out);
      const pkg = JSON.parse(readFileSync(path.join(unpacked, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
      };
      for (const name of [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]) {
        mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
        symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
      }
    },
    { ofThisCheckout: true },
  );
  return { tarball, info, installRoot, unpacked: path.join(installRoot, 'node_modules', 'partner-console') };
}
