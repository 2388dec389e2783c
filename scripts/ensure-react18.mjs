// Installs React 18.3 into tests/react18 (its own package.json and lockfile) when missing: the
// React 18 runs of the unit, server-rendering and story suites load it from there.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/react18');
const installed = (name) => {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : null;
};
const wanted = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies;

if (installed('react') === wanted.react && installed('react-dom') === wanted['react-dom']) {
  console.log(`react 18: ${path.relative(process.cwd(), dir)} has react ${wanted.react}`);
} else {
  console.log('react 18: installing into tests/react18...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', dir], { stdio: 'inherit' });
}
