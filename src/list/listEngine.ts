/**
 * The list engine: search, date filter, sort and paging over a list fetched in full,
 * with no React. `createListIndex` sets up the per-row work of a data set (lower-cased search
 * text, parsed timestamps), done once, on first need or ahead of it in idle time
 * (`prepareListIndex`); `query` then answers each list state from that index:
 * search → date range → sort → page.
 */
import { toTimestamp } from '../format/index.js';
import { PAGE_SIZE, pageCountFor, rangeBounds } from './listState.js';
import type { ListState, SortOrder } from './listState.js';

/** A searchable field value as an accessor returns it; anything else counts as empty. */
export type SearchField = string | number | null | undefined;

export interface ListIndexConfig<Row> {
  /** The fields the search box matches, e.g. `(p) => [p.firstName, p.email]`. */
  searchText: (row: Row) => ReadonlyArray<SearchField>;
  /** The value the sort and the date range use, usually `row.createdAt`. */
  date: (row: Row) => unknown;
}

/**
 * Joins a row's fields in its search text. A needle never contains it (it is stripped from the
 * needle), so a match can never span two fields.
 */
export const FIELD_SEPARATOR = '\u0000';

/** How many recent needles keep their matches, so typing on or deleting back stays cheap. */
const SEARCH_CACHE_SIZE = 16;

interface FilteredCache {
  key: string;
  /** Row positions in display order, or null for all rows in server order. */
  order: Uint32Array | null;
  /** The rows in that order, built on first read (an export), not for every keystroke. */
  rows: unknown[] | null;
}

interface ListIndexCache {
  /** Does up to about `budgetMs` of the per-row work not yet done; true when none is left. */
  prepare: (budgetMs: number) => boolean;
  /** needle → ascending row positions whose search text contains it. */
  searches: Map<string, Uint32Array>;
  sortOrders: Partial<Record<Exclude<SortOrder, 'default'>, Uint32Array>>;
  lastFiltered: FilteredCache | null;
}

/**
 * The search texts of consecutive rows in one string, rows separated by FIELD_SEPARATOR (so a
 * match never spans two rows either). A search of every row runs `indexOf` through these blocks
 * instead of calling `includes` on each row's own string, which is faster for the first letters
 * typed after a load (the per-row loop runs in the keystroke's render before it is compiled).
 * They hold the search texts a second time; the per-row strings still answer narrow searches.
 */
export interface SearchBlock {
  /** The rows' search texts, joined. */
  readonly text: string;
  /** Where each row's text starts in `text`, then one more entry: `text.length + 1`. */
  readonly starts: Uint32Array;
}

/** Rows per search block; preparation builds whole blocks. */
const SEARCH_BLOCK_ROWS = 512;

/** The precomputed form of one data set. Build it once per rows array; it is never mutated except for its caches. */
export interface ListIndex<Row> {
  readonly rows: readonly Row[];
  /** Per row: the search fields, lower-cased and joined with FIELD_SEPARATOR. Completed on first read. */
  readonly haystacks: readonly string[];
  /** The same texts, those of every SEARCH_BLOCK_ROWS rows joined in one string. Completed on first read. */
  readonly searchBlocks: readonly SearchBlock[];
  /** Per row: the date as epoch milliseconds, NaN when missing or unparseable. Completed on first read. */
  readonly timestamps: Float64Array;
  /** Memoised work between queries; results never depend on it. */
  readonly cache: ListIndexCache;
}

export interface ListQueryResult<Row> {
  /** The rows of the (clamped) page. */
  rows: Row[];
  /** How many rows pass the search and the date range. */
  total: number;
  /** The page shown: state.page clamped to 1..pageCount. */
  page: number;
  /** At least 1, also for an empty list. */
  pageCount: number;
  /**
   * Every filtered row in the current sort order: what the exports cover. Built on first
   * read, as a keystroke only needs the page; shared between queries: do not mutate.
   */
  filteredRows: readonly Row[];
}

function haystackOf(fields: unknown): string {
  if (!Array.isArray(fields)) return '';
  let text = '';
  for (let k = 0; k < fields.length; k++) {
    const field: unknown = fields[k];
    if (k > 0) text += FIELD_SEPARATOR;
    if (typeof field === 'string') text += field;
    else if (typeof field === 'number' || typeof field === 'bigint') text += String(field);
  }
  return text.toLowerCase();
}

/** An accessor's answer, or undefined when it throws on a malformed row. */
function readSafely<Row>(accessor: (row: Row) => unknown, row: Row): unknown {
  try {
    return accessor(row);
  } catch {
    return undefined;
  }
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The value of `length` decimal digits of `text` from `at`, or -1 when one is not a digit. */
function digitsAt(text: string, at: number, length: number): number {
  let value = 0;
  for (let k = at; k < at + length; k++) {
    const digit = text.charCodeAt(k) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * A canonical UTC timestamp 'YYYY-MM-DDTHH:mm:ss.sssZ' (what `toISOString` writes and servers
 * usually send) read without `Date.parse`, which costs several times more per row; NaN for
 * anything else, including dates every engine might not read alike (a 31 February, hour 24).
 */
export function canonicalIsoTimestamp(text: string): number {
  if (
    text.length !== 24 ||
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 || // T
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    text.charCodeAt(19) !== 46 || // .
    text.charCodeAt(23) !== 90 // Z
  ) {
    return NaN;
  }
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const second = digitsAt(text, 17, 2);
  const millisecond = digitsAt(text, 20, 3);
  // Years below 100 would be read as 19xx by Date.UTC; the generic path handles them.
  if (year < 100 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59) return NaN;
  if (second < 0 || second > 59 || millisecond < 0) return NaN;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (DAYS_IN_MONTH[month - 1] as number) + (leap ? 1 : 0)) return NaN;
  return Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
}

/** `toTimestamp`, with a fast path for canonical UTC ISO strings that gives the same answer. */
function timestampOf(value: unknown): number {
  if (typeof value === 'string') {
    const fast = canonicalIsoTimestamp(value);
    if (!Number.isNaN(fast)) return fast;
  }
  return toTimestamp(value);
}

/** Rows prepared between two looks at the clock. */
const PREPARE_STEP_ROWS = 512;

/**
 * Sets up a data set for `query`. Nothing is computed yet: each row's search text is built the
 * first time a search needs it, its timestamp the first time a sort or date range does, unless
 * `prepareListIndex` got there first. Dates are read as the display helpers' `toTimestamp` reads
 * them, so the date range agrees with the dates the table shows. Accessors that throw on a malformed row (a null row, say)
 * make that row unsearchable and undated instead of breaking the list.
 *
 * @example
 * const index = createListIndex(partners, {
 *   searchText: (p) => [p.firstName, p.lastName, p.email, p.companyName],
 *   date: (p) => p.createdAt,
 * });
 */
export function createListIndex<Row>(rows: readonly Row[], config: ListIndexConfig<Row>): ListIndex<Row> {
  const list: readonly Row[] = Array.isArray(rows) ? rows : [];
  const { searchText, date } = config;
  const count = list.length;
  const haystacks = new Array<string>(count);
  const searchBlocks: SearchBlock[] = [];
  const timestamps = new Float64Array(count);
  let searchable = 0;
  let dated = 0;
  // Whole blocks only: `until` is rounded up to the end of its block.
  const fillHaystacks = (until: number) => {
    while (searchable < until) {
      const first = searchable;
      const end = Math.min(count, first + SEARCH_BLOCK_ROWS);
      const starts = new Uint32Array(end - first + 1);
      let offset = 0;
      for (let i = first; i < end; i++) {
        const text = haystackOf(readSafely(searchText, list[i] as Row));
        haystacks[i] = text;
        starts[i - first] = offset;
        offset += text.length + FIELD_SEPARATOR.length;
      }
      starts[end - first] = offset;
      searchBlocks.push({ text: haystacks.slice(first, end).join(FIELD_SEPARATOR), starts });
      searchable = end;
    }
  };
  const fillTimestamps = (until: number) => {
    for (; dated < until; dated++) timestamps[dated] = timestampOf(readSafely(date, list[dated] as Row));
  };
  const prepare = (budgetMs: number) => {
    const started = performance.now();
    while (searchable < count || dated < count) {
      if (searchable < count) fillHaystacks(Math.min(count, searchable + PREPARE_STEP_ROWS));
      else fillTimestamps(Math.min(count, dated + PREPARE_STEP_ROWS));
      if (performance.now() - started >= budgetMs) break;
    }
    return searchable === count && dated === count;
  };
  return {
    rows: list,
    get haystacks() {
      fillHaystacks(count);
      return haystacks;
    },
    get searchBlocks() {
      fillHaystacks(count);
      return searchBlocks;
    },
    get timestamps() {
      fillTimestamps(count);
      return timestamps;
    },
    cache: { prepare, searches: new Map(), sortOrders: {}, lastFiltered: null },
  };
}

/**
 * Does up to about `budgetMs` of the per-row work an index has left (search texts first, then
 * dates), so that idle time pays for it rather than the first keystroke, sort or date range.
 * Returns true once nothing is left. Answers never depend on it.
 *
 * @example
 * requestIdleCallback(function step(deadline) {
 *   if (!prepareListIndex(index, deadline.timeRemaining())) requestIdleCallback(step);
 * });
 */
export function prepareListIndex(index: ListIndex<unknown>, budgetMs: number): boolean {
  return index.cache.prepare(budgetMs);
}

/** The needle the search box text stands for: trimmed, lower-cased, without the field separator. */
export function normaliseNeedle(search: unknown): string {
  if (typeof search !== 'string') return '';
  return search.trim().toLowerCase().replaceAll(FIELD_SEPARATOR, '');
}

/**
 * Below this share of all rows, a longer needle checks the rows the earlier one matched one by
 * one; above it, scanning every block is faster.
 */
const CHECK_EACH_MATCH_BELOW = 1 / 4;

/** Ascending positions of the rows whose search text contains `needle`: an `indexOf` scan through each block. */
function scanBlocks(blocks: readonly SearchBlock[], needle: string, rowCount: number): Uint32Array {
  const found = new Uint32Array(rowCount);
  let count = 0;
  for (let b = 0; b < blocks.length; b++) {
    const { text, starts } = blocks[b] as SearchBlock;
    const first = b * SEARCH_BLOCK_ROWS;
    let row = 0;
    // After a match, the scan goes on from the next row's start: a row counts once.
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, starts[row] as number)) {
      while ((starts[row + 1] as number) <= at) row++;
      found[count++] = first + row;
      row++;
    }
  }
  return found.slice(0, count);
}

/** Those of the `positions` whose search text contains `needle`, each checked on its own. */
function rowsContaining(haystacks: readonly string[], positions: Uint32Array, needle: string): Uint32Array {
  const found = new Uint32Array(positions.length);
  let count = 0;
  for (let k = 0; k < positions.length; k++) {
    const i = positions[k] as number;
    if ((haystacks[i] as string).includes(needle)) found[count++] = i;
  }
  return found.slice(0, count);
}

/** Ascending positions of the rows whose search text contains `needle`; null means every row. */
function searchPositions(index: ListIndex<unknown>, needle: string): Uint32Array | null {
  if (needle === '') return null;
  const { searches } = index.cache;
  const hit = searches.get(needle);
  if (hit) {
    searches.delete(needle);
    searches.set(needle, hit);
    return hit;
  }
  // A needle containing an earlier needle can only match rows that matched that one.
  let base: Uint32Array | null = null;
  for (const [previous, matches] of searches) {
    if (needle.includes(previous) && (base === null || matches.length < base.length)) base = matches;
  }
  // Every row containing `needle` contains the earlier needle too, so a scan of every block finds
  // the same rows as a check of the earlier matches; it costs less unless they are few.
  const result =
    base !== null && base.length < index.rows.length * CHECK_EACH_MATCH_BELOW
      ? rowsContaining(index.haystacks, base, needle)
      : scanBlocks(index.searchBlocks, needle, index.rows.length);
  searches.set(needle, result);
  if (searches.size > SEARCH_CACHE_SIZE) {
    const oldest = searches.keys().next().value;
    if (oldest !== undefined) searches.delete(oldest);
  }
  return result;
}

// rangeBounds lives in listState.ts beside parseDateOnly (the HTTP client's list query reads it
// without the engine); the engine's module still exports it.
export { rangeBounds };

function filterByRange(index: ListIndex<unknown>, positions: Uint32Array | null, [start, end]: [number, number]): Uint32Array {
  const { timestamps } = index;
  const found = new Uint32Array(positions ? positions.length : timestamps.length);
  let count = 0;
  // NaN (no date) fails both comparisons, so undated rows drop out while a range is set.
  if (positions === null) {
    for (let i = 0; i < timestamps.length; i++) {
      const t = timestamps[i] as number;
      if (t >= start && t <= end) found[count++] = i;
    }
  } else {
    for (let k = 0; k < positions.length; k++) {
      const i = positions[k] as number;
      const t = timestamps[i] as number;
      if (t >= start && t <= end) found[count++] = i;
    }
  }
  return found.slice(0, count);
}

/**
 * All row positions by date, computed once per index and direction: dated rows oldest (or newest)
 * first, ties in server order, then the undated rows in server order.
 *
 * A counting sort over date ranks rather than a comparator sort of positions: the distinct dates
 * are sorted as plain numbers (a native typed-array sort), each row finds its rank by binary
 * search, and the rows are placed rank by rank in server order, which keeps ties stable for free.
 */
function sortOrder(index: ListIndex<unknown>, sort: Exclude<SortOrder, 'default'>): Uint32Array {
  const cached = index.cache.sortOrders[sort];
  if (cached) return cached;
  const { timestamps } = index;
  const count = timestamps.length;
  let datedCount = 0;
  for (let i = 0; i < count; i++) if (!Number.isNaN(timestamps[i])) datedCount++;
  // The distinct dates, ascending.
  const dates = new Float64Array(datedCount);
  for (let i = 0, k = 0; i < count; i++) if (!Number.isNaN(timestamps[i])) dates[k++] = timestamps[i] as number;
  dates.sort();
  let distinct = 0;
  for (let k = 0; k < datedCount; k++) if (k === 0 || dates[k] !== dates[distinct - 1]) dates[distinct++] = dates[k] as number;
  // Each dated row's rank among the distinct dates, and where each rank's rows begin.
  const ranks = new Uint32Array(count);
  const groupStart = new Uint32Array(distinct + 1);
  for (let i = 0; i < count; i++) {
    const t = timestamps[i] as number;
    if (Number.isNaN(t)) continue;
    let low = 0;
    let high = distinct - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((dates[middle] as number) < t) low = middle + 1;
      else high = middle;
    }
    ranks[i] = low;
    groupStart[low + 1] = (groupStart[low + 1] as number) + 1;
  }
  for (let r = 0; r < distinct; r++) groupStart[r + 1] = (groupStart[r + 1] as number) + (groupStart[r] as number);
  const oldToNew = new Uint32Array(count);
  const next = groupStart.slice(0, distinct);
  let undated = datedCount;
  for (let i = 0; i < count; i++) {
    if (Number.isNaN(timestamps[i])) oldToNew[undated++] = i;
    else {
      const rank = ranks[i] as number;
      oldToNew[next[rank] as number] = i;
      next[rank] = (next[rank] as number) + 1;
    }
  }
  // New to old: the groups of equal dates in reverse, each group kept in server order.
  const newToOld = new Uint32Array(count);
  let out = 0;
  for (let r = distinct - 1; r >= 0; r--) {
    newToOld.set(oldToNew.subarray(groupStart[r] as number, groupStart[r + 1] as number), out);
    out += (groupStart[r + 1] as number) - (groupStart[r] as number);
  }
  newToOld.set(oldToNew.subarray(datedCount), out);
  index.cache.sortOrders.oldToNew = oldToNew;
  index.cache.sortOrders.newToOld = newToOld;
  return sort === 'oldToNew' ? oldToNew : newToOld;
}

function applySort(index: ListIndex<unknown>, positions: Uint32Array | null, sort: SortOrder): Uint32Array | null {
  if (sort !== 'oldToNew' && sort !== 'newToOld') return positions;
  const order = sortOrder(index, sort);
  if (positions === null) return order;
  const keep = new Uint8Array(order.length);
  for (let k = 0; k < positions.length; k++) keep[positions[k] as number] = 1;
  const sorted = new Uint32Array(positions.length);
  let out = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    if (keep[i]) sorted[out++] = i;
  }
  return sorted;
}

function filteredFor<Row>(index: ListIndex<Row>, state: ListQuery): FilteredCache {
  const needle = normaliseNeedle(state.search);
  const bounds = rangeBounds(state.range);
  const key = `${needle}${FIELD_SEPARATOR}${bounds ? bounds.join('-') : ''}${FIELD_SEPARATOR}${state.sort}`;
  const last = index.cache.lastFiltered;
  if (last && last.key === key) return last;
  let positions = searchPositions(index, needle);
  if (bounds) positions = filterByRange(index, positions, bounds);
  const filtered: FilteredCache = { key, order: applySort(index, positions, state.sort), rows: null };
  index.cache.lastFiltered = filtered;
  return filtered;
}

/** The filtered rows as an array, built once per filtered state. */
function filteredRowsOf<Row>(index: ListIndex<Row>, filtered: FilteredCache): Row[] {
  if (filtered.rows === null) {
    const { order } = filtered;
    if (order === null) filtered.rows = index.rows.slice();
    else {
      const rows = new Array<Row>(order.length);
      for (let k = 0; k < order.length; k++) rows[k] = index.rows[order[k] as number] as Row;
      filtered.rows = rows;
    }
  }
  return filtered.rows as Row[];
}

/** What a query reads of a list state. */
export type ListQuery = Pick<ListState, 'search' | 'sort' | 'range' | 'page'>;

/**
 * Answers a list state from an index. Pure in its results; successive calls reuse earlier work
 * (a page change does not filter again, a longer needle searches only the previous matches).
 */
export function query<Row>(index: ListIndex<Row>, state: ListQuery, pageSize: number = PAGE_SIZE): ListQueryResult<Row> {
  const filtered = filteredFor(index, state);
  const { order } = filtered;
  const total = order === null ? index.rows.length : order.length;
  const pageCount = pageCountFor(total, pageSize);
  const requested = Number.isFinite(state.page) ? Math.floor(state.page) : 1;
  const page = Math.min(Math.max(1, requested), pageCount);
  const from = (page - 1) * pageSize;
  const rows =
    order === null ? index.rows.slice(from, from + pageSize) : Array.from(order.subarray(from, from + pageSize), (i) => index.rows[i] as Row);
  return {
    rows,
    total,
    page,
    pageCount,
    get filteredRows() {
      return filteredRowsOf(index, filtered);
    },
  };
}
