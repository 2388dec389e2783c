/** Summaries of repeated timings, shared by the Node and the browser benchmarks. */

export interface Summary {
  /** Middle sample, in ms. */
  median: number;
  /** 95th percentile (nearest rank), in ms. */
  p95: number;
  /** How many samples. */
  samples: number;
}

/** Median and p95 of samples in ms; NaN for no samples. */
export function summarise(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) => (sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number));
  const middle = sorted.length / 2;
  const median =
    sorted.length === 0
      ? NaN
      : sorted.length % 2 === 1
        ? (sorted[Math.floor(middle)] as number)
        : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, p95: at(0.95), samples: sorted.length };
}

/** One line of the results table: our figure beside the baseline's for the same work. */
export interface BenchRow {
  /** Which group it belongs to, e.g. 'list engine (Node)'. */
  group: string;
  /** The work measured, e.g. 'search keystroke'. */
  task: string;
  /** Records in the data set. */
  n: number;
  ours: Summary;
  /** The straightforward implementation of the same work; null when there is none to compare. */
  baseline: Summary | null;
  /** Anything the reader needs to read the figures (e.g. the longest main-thread block). */
  note?: string;
}
