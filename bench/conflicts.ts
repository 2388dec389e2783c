/**
 * The cost of finding possible conflicts (two members registering the same customer company) over
 * a deal list: one pass per load of the list, never per keystroke (a keystroke reads the counts
 * of the ten rows it shows).
 */
import type { Deal } from '../src/api/types.js';
import { findDealConflicts } from '../src/domain/conflicts.js';
import { benchData } from './data.js';
import { summarise, type BenchRow } from './stats.js';

const gc = (globalThis as { gc?: () => void }).gc;

export function benchConflicts(n: number, repetitions: number): BenchRow {
  // A member for every ten deals, as in the demo data.
  const deals: readonly Deal[] = benchData(Math.max(2, n / 10), n).partnerDeals;
  const samples: number[] = [];
  let flagged = 0;
  for (let r = 0; r < repetitions; r++) {
    gc?.();
    const start = performance.now();
    const conflicts = findDealConflicts(deals, 'partner');
    // The first page's marks, as the list reads them.
    for (const deal of deals.slice(0, 10)) conflicts.count(deal);
    samples.push(performance.now() - start);
    flagged = conflicts.total;
  }
  return {
    group: 'possible conflicts (Node)',
    task: 'find every possible conflict (once per data load)',
    n,
    ours: summarise(samples),
    baseline: null,
    note: `${flagged} of ${deals.length} deals flagged; not repeated per keystroke`,
  };
}
