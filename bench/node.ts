/**
 * The Node half of `npm run bench`, bundled and run by bench/run.mjs with --expose-gc:
 * argv[2] is `{ "sizes": [[n, repetitions], ...] }`, argv[3] the JSON file the rows go to.
 */
import { writeFileSync } from 'node:fs';
import { benchConflicts } from './conflicts.js';
import { benchEngine } from './engine.js';
import type { BenchRow } from './stats.js';

const [, , plan, outFile] = process.argv;
if (!plan || !outFile) throw new Error('usage: node.mjs <plan json> <out file>');
const { sizes } = JSON.parse(plan) as { sizes: Array<[number, number]> };
const rows: BenchRow[] = [];
for (const [n, repetitions] of sizes) {
  const started = performance.now();
  rows.push(...benchEngine(n, repetitions), ...benchConflicts(n, repetitions));
  console.log(`  list engine, ${n} rows: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
writeFileSync(outFile, JSON.stringify(rows));
