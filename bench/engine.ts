/**
 * The list engine in Node, beside the straightforward implementation of the same work:
 * - a search keystroke: typing a 6-letter word, one query per prefix;
 * - a page change: pages 2 to 6 of the whole list;
 * - a sort change: Default → Old to New → New to Old → Default over every row;
 * - a column sort: a header clicked three times (company name ascending, descending, Default);
 * - a page change after a column sort: pages 2 to 6 of the sorted list;
 * - a date-range apply: six different ranges, one after the other.
 * Every repetition starts from a fresh index, prepared as idle time prepares it in a screen, so
 * the first (uncached) query of each kind is among the samples; the preparation itself (every
 * row's search text and timestamp) is reported on its own line.
 */
import type { DateRange, Member } from '../src/api/types.js';
import { memberSearchFields, memberSortKeys } from '../src/domain/member.js';
import {
  createListIndex,
  createListState,
  prepareListIndex,
  query,
  type ListIndex,
  type ListState,
  type SortOrder,
} from '../src/list/index.js';
import { naiveMemberFields, naiveQuery } from './baselines.js';
import { benchData } from './data.js';
import { summarise, type BenchRow } from './stats.js';

/** The word typed into the search box; its prefixes go from most rows ('g') to a few hundred. */
export const SEARCH_WORD = 'garcia';

const SORT_SEQUENCE: SortOrder[] = ['oldToNew', 'newToOld', 'default'];

/** A header clicked three times: ascending, descending, the server's order again. */
const COLUMN_SORT_SEQUENCE = ['companyName', '-companyName', 'default'];

/** Six ranges inside the demo data's eighteen months, each a few months long. */
const RANGES: DateRange[] = [
  { start: '2025-01-01', end: '2025-03-31' },
  { start: '2025-02-15', end: '2025-07-15' },
  { start: '2025-06-01', end: '2025-06-30' },
  { start: '2025-09-01', end: '2026-02-28' },
  { start: '2026-01-01', end: '2026-06-30' },
  { start: '2025-03-01', end: '2025-12-31' },
];


const gc = (globalThis as { gc?: () => void }).gc;

function time(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

/** Answers every state in turn, `repetitions` times, each time from a fresh subject; one sample per state. */
function measure<S>(repetitions: number, fresh: () => S, states: readonly ListState[], answer: (subject: S, state: ListState) => unknown): number[] {
  const samples: number[] = [];
  for (let r = 0; r < repetitions; r++) {
    const subject = fresh();
    gc?.();
    for (const state of states) samples.push(time(() => answer(subject, state)));
  }
  return samples;
}

const indexOf = (rows: readonly Member[]) => createListIndex(rows, { searchText: memberSearchFields, date: (p) => p.createdAt, sortKeys: memberSortKeys });

/** Every figure of the engine for one data size. */
export function benchEngine(n: number, repetitions: number): BenchRow[] {
  const rows = benchData(n).partners;
  const group = 'list engine (Node)';
  const searches = Array.from(SEARCH_WORD, (_, i) => createListState({ search: SEARCH_WORD.slice(0, i + 1) }));
  const sorts = SORT_SEQUENCE.map((sort) => createListState({ sort }));
  const columnSorts = COLUMN_SORT_SEQUENCE.map((sort) => createListState({ sort }));
  const pages = [2, 3, 4, 5, 6].map((page) => createListState({ page }));
  const sortedPages = [2, 3, 4, 5, 6].map((page) => createListState({ sort: 'companyName', page }));
  const ranges = RANGES.map((range) => createListState({ range }));

  // A fresh, prepared index that has answered the initial state, as the list is first shown.
  const freshIndex = () => {
    const index = indexOf(rows);
    prepareListIndex(index, Infinity);
    query(index, createListState());
    return index;
  };
  const compare = (task: string, states: readonly ListState[], warm?: (index: ListIndex<Member>) => unknown): BenchRow => ({
    group,
    task,
    n,
    ours: summarise(
      measure(
        repetitions,
        () => {
          const index = freshIndex();
          warm?.(index);
          return index;
        },
        states,
        (index: ListIndex<Member>, state) => query(index, state),
      ),
    ),
    baseline: summarise(measure(repetitions, () => rows, states, (all, state) => naiveQuery(all, state, naiveMemberFields))),
  });

  return [
    compare(`search keystroke ('${SEARCH_WORD}', per prefix)`, searches),
    compare('page change (pages 2 to 6)', pages),
    compare('sort change (every row)', sorts),
    compare('column sort (company name: ascending, descending, default)', columnSorts),
    {
      ...compare('page change, sorted by company name', sortedPages, (index) => query(index, createListState({ sort: 'companyName' }))),
      note: 'ours: the column order is made on the first sort and kept; the baseline sorts again for every page',
    },
    compare('date-range apply', ranges),
    {
      group,
      task: 'index preparation (once per data load, in idle time)',
      n,
      ours: summarise(measure(repetitions, () => rows, [createListState()], (all) => prepareListIndex(indexOf(all), Infinity))),
      baseline: null,
      note: 'the baseline prepares nothing',
    },
  ];
}
