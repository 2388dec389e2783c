// The whole project type-checks, so the type tests (tests/types: what each screen's `api` prop
// accepts and refuses) are part of `npm test`, not only of `npm run typecheck`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('type-checks: library, tests, type tests, stories, examples and scripts', () => {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'], { cwd: root, encoding: 'utf8' });
  expect(result.stdout + result.stderr).toBe('');
  expect(result.status).toBe(0);
});
