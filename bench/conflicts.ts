/**
 * The cost of finding possible conflicts (two members registering the same customer within a
 * year) over a deal list: one pass per load of the list, never per keystroke (a keystroke reads
 * the counts of the ten rows it shows). Twice: on the demo data, where most customers are
 * registered once, and on the same deals spread over 26 customers, where every company is
 * registered thousands of times (the demo data's shape before issue 31): the figure a list of few
 * large customers costs, beside the pair-by-pair baseline.
 */
import type { PartnerDeal } from '../src/api/types.js';
import { findDealConflicts } from '../src/domain/conflicts.js';
import { naiveConflicts } from './baselines.js';
import { benchData } from './data.js';
import { summarise, type BenchRow } from './stats.js';

const gc = (globalThis as { gc?: () => void }).gc;

/** The 26 customers the demo data drew every deal from before issue 31. */
const FEW_CUSTOMERS = 26;

function time(repetitions: number, work: () => void): number[] {
  const samples: number[] = [];
  for (let r = 0; r < repetitions; r++) {
    gc?.();
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return samples;
}

function row(deals: readonly PartnerDeal[], repetitions: number, task: string, baselineRepetitions: number): BenchRow {
  let flagged = 0;
  const ours = time(repetitions, () => {
    const conflicts = findDealConflicts(deals, 'partner');
    // The first page's marks, as the list reads them.
    for (const deal of deals.slice(0, 10)) conflicts.count(deal);
    flagged = conflicts.total;
  });
  let naive = 0;
  const baseline = baselineRepetitions > 0 ? time(baselineRepetitions, () => (naive = naiveConflicts(deals))) : [];
  if (baselineRepetitions > 0 && naive !== flagged) throw new Error(`the baseline flags ${naive} deals, findDealConflicts ${flagged}`);
  return {
    group: 'possible conflicts (Node)',
    task,
    n: deals.length,
    ours: summarise(ours),
    baseline: baseline.length > 0 ? summarise(baseline) : null,
    note: `${flagged} of ${deals.length} deals flagged (${((100 * flagged) / deals.length).toFixed(1)} %); not repeated per keystroke`,
  };
}

export function benchConflicts(n: number, repetitions: number): BenchRow[] {
  // A member for every ten deals, as in the demo data.
  const deals: readonly PartnerDeal[] = benchData(Math.max(2, n / 10), n).partnerDeals;
  const few = deals.map((deal, index) => ({ ...deal, customerCompany: `Customer ${index % FEW_CUSTOMERS}` }));
  // Pair by pair, a company registered thousands of times takes seconds: fewer runs of the baseline there.
  return [
    row(deals, repetitions, 'find every possible conflict (once per data load): demo data', repetitions),
    row(few, repetitions, `the same deals for ${FEW_CUSTOMERS} customers`, n > 10_000 ? 1 : Math.min(repetitions, 3)),
  ];
}
