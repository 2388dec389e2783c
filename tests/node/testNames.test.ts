// One way to name a test file (docs/testing.md, "Where tests live and how they are named"):
// tests/<area>/<name>.test.ts(x), the name one camelCase or PascalCase word.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set(['node_modules', 'dist', '.next', '.data', 'react18', '__baselines__', 'storybook-static']);

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : [relative + '/', ...filesUnder(relative)];
    return [relative];
  });
}

const files = ['src', 'tests', 'examples', 'scripts', '.storybook'].flatMap(filesUnder);

it('names every test file <name>.test.ts(x) under tests/, with no .spec files or __tests__ folders', () => {
  const tests = files.filter((file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || file.endsWith('/__tests__/'));
  expect(tests.length).toBeGreaterThan(100);
  const misnamed = tests.filter((file) => !/^tests\/([a-z0-9]+\/)+[A-Za-z][A-Za-z0-9]*\.test\.tsx?$/.test(file) && !/^tests\/[A-Za-z][A-Za-z0-9]*\.test\.tsx?$/.test(file));
  expect(misnamed).toEqual([]);
});
