// The committed API report (api-report/, one file per package entry) against the declarations the
// tarball ships: the reports are written again into a temporary folder and must equal the
// committed ones. A change of
// the public surface (a name, a prop, a signature) so fails here until `npm run api:update`
// rewrites the reports, and the diff of api-report/ shows the change in review.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRIES, REPORT_FOLDER, writeApiReports } from '../../scripts/api-report.mjs';
import { packedLibrary } from '../support/packedLibrary.js';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };

let fresh: string;

beforeAll(async () => {
  fresh = mkdtempSync(path.join(tmpdir(), 'partner-console-api-report-'));
  // From the declarations the tarball ships (the pack the package test checks, made once).
  writeApiReports(fresh, { declarationsDir: path.join((await packedLibrary()).unpacked, 'dist') });
}, 400_000);

afterAll(() => {
  if (fresh) rmSync(fresh, { recursive: true, force: true });
});

/** The committed report against the fresh one, as a unified diff (empty when they are the same). */
function diffOf(file: string): string {
  const committed = path.join(REPORT_FOLDER, file);
  if (!existsSync(committed)) return `api-report/${file} is missing`;
  const diff = spawnSync('git', ['diff', '--no-index', '--no-color', '--no-prefix', '--', committed, path.join(fresh, file)], { encoding: 'utf8' });
  if (diff.error) throw diff.error;
  return diff.stdout.replaceAll(`${fresh}/`, 'fresh/').replaceAll(`${root}/`, '');
}

describe('the API report', () => {
  it('has one report per package entry, and no other', () => {
    const entries = Object.keys(pkg.exports).filter((entry) => entry !== './package.json');
    expect(ENTRIES.map(({ entry }) => entry).sort()).toEqual(entries.sort());
    expect(readdirSync(REPORT_FOLDER).sort()).toEqual(readdirSync(fresh).sort());
  });

  it.each(ENTRIES.map(({ entry, report }) => [entry, `${report}.api.md`]))(
    'matches the public surface of %s (run `npm run api:update` and review the diff of api-report/ when it changed on purpose)',
    (_entry, file) => {
      const diff = diffOf(file);
      // Received is the diff: the lines the sources add (+) or drop (-) against the committed report.
      expect(diff, `api-report/${file} differs from the sources`).toBe('');
    },
  );
});
