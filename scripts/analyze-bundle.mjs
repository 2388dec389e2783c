// What is in a consumer's first bundle, module by module: the same bundle as
// tests/node/bundleSize.test.ts (esbuild, minified, for browsers, peers external, what is reached only
// by import() left out, gzip level 9, kB = 1000 bytes), with esbuild's metafile read per input.
// Run after `npm run build`, from the repository root:
//   node scripts/analyze-bundle.mjs "export { PartnersOverview, createHttpAdminApi } from './dist/index.js'" [top]
// It prints the gzipped total, the minified bytes per folder, and the `top` largest modules (minified
// bytes in the output; gzip folds repeats, so about a third of that reaches the wire).
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { consumerBundleOptions } from './consumerBundle.mjs';

const [contents, top = '40'] = process.argv.slice(2);
if (!contents) throw new Error('usage: node scripts/analyze-bundle.mjs "<module source>" [top]');
const peers = ['react', 'react-dom', '@emotion/react', '@emotion/styled'].flatMap((name) => [name, `${name}/*`]);
const result = await build(consumerBundleOptions({ contents, resolveDir: process.cwd(), externals: peers }));
const text = result.outputFiles[0].text;
console.log(`gzip ${(gzipSync(text, { level: 9 }).length / 1000).toFixed(1)} kB, minified ${(text.length / 1000).toFixed(1)} kB`);
const inputs = Object.entries(Object.values(result.metafile.outputs)[0].inputs)
  .filter(([, input]) => input.bytesInOutput > 0)
  .map(([file, input]) => [file.replace(/^.*?dist\//, ''), input.bytesInOutput])
  .sort((a, b) => b[1] - a[1]);
const folders = new Map();
for (const [file, bytes] of inputs) {
  const folder = file.split('/').slice(0, 2).join('/');
  folders.set(folder, (folders.get(folder) ?? 0) + bytes);
}
console.log('\nminified bytes per folder:');
for (const [folder, bytes] of [...folders].sort((a, b) => b[1] - a[1])) console.log(`${String(bytes).padStart(7)} ${folder}`);
console.log(`\nthe ${top} largest modules (minified bytes):`);
for (const [file, bytes] of inputs.slice(0, Number(top))) console.log(`${String(bytes).padStart(7)} ${file}`);
