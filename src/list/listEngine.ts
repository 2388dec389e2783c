/**
 * The list engine: search, date filter, sort and paging over a list fetched in full (SPEC 1),
 * with no React. `createListIndex` does the per-row work once per data set (lower-cased search
 * text, parsed timestamps); `query` then answers each list state from that index:
 * search → date range → sort → page.
 */
import type { DateRange } from '../api/types.js';
import { toTimestamp } from '../format/index.js';
import { PAGE_SIZE, pageCountFor, parseDateOnly } from './listState.js';
import type { ListState, SortOrder } from './listState.js';

/** A searchable field value as an accessor returns it; anything else counts as empty. */
export type SearchField = string | number | null | undefined;

export interface ListIndexConfig<Row> {
  /** The fields the search box matches (SPEC 5 "Search"), e.g. `(p) => [p.firstName, p.email]`. */
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
  rows: unknown[];
}

interface ListIndexCache {
  /** needle → ascending row positions whose search text contains it. */
  searches: Map<string, Uint32Array>;
  sortOrders: Partial<Record<Exclude<SortOrder, 'default'>, Uint32Array>>;
  lastFiltered: FilteredCache | null;
}

/** The precomputed form of one data set. Build it once per rows array; it is never mutated except for its caches. */
export interface ListIndex<Row> {
  readonly rows: readonly Row[];
  /** Per row: the search fields, lower-cased and joined with FIELD_SEPARATOR. */
  readonly haystacks: readonly string[];
  /** Per row: the date as epoch milliseconds, NaN when missing or unparseable. */
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
  /** Every filtered row in the current sort order: what the exports cover (SPEC 7). Shared between queries: do not mutate. */
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

/**
 * Precomputes a data set for `query`. Dates are read with the display helpers' `toTimestamp`, so
 * the date range agrees with the dates the table shows. Accessors that throw on a malformed row (a null row, say)
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
  const count = list.length;
  const haystacks = new Array<string>(count);
  const timestamps = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const row = list[i] as Row;
    haystacks[i] = haystackOf(readSafely(config.searchText, row));
    timestamps[i] = toTimestamp(readSafely(config.date, row));
  }
  return {
    rows: list,
    haystacks,
    timestamps,
    cache: { searches: new Map(), sortOrders: {}, lastFiltered: null },
  };
}

/** The needle the search box text stands for: trimmed, lower-cased, without the field separator. */
export function normaliseNeedle(search: unknown): string {
  if (typeof search !== 'string') return '';
  return search.trim().toLowerCase().replaceAll(FIELD_SEPARATOR, '');
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
  const { haystacks } = index;
  const found: number[] = [];
  if (base) {
    for (let k = 0; k < base.length; k++) {
      const i = base[k] as number;
      if ((haystacks[i] as string).includes(needle)) found.push(i);
    }
  } else {
    for (let i = 0; i < haystacks.length; i++) {
      if ((haystacks[i] as string).includes(needle)) found.push(i);
    }
  }
  const result = Uint32Array.from(found);
  searches.set(needle, result);
  if (searches.size > SEARCH_CACHE_SIZE) {
    const oldest = searches.keys().next().value;
    if (oldest !== undefined) searches.delete(oldest);
  }
  return result;
}

/** Local-time bounds of a complete range (start 00:00:00.000, end 23:59:59.999), or null. */
export function rangeBounds(range: DateRange | null | undefined): [number, number] | null {
  if (!range) return null;
  const start = parseDateOnly(range.start);
  const end = parseDateOnly(range.end, true);
  return Number.isNaN(start) || Number.isNaN(end) ? null : [start, end];
}

function filterByRange(index: ListIndex<unknown>, positions: Uint32Array | null, [start, end]: [number, number]): Uint32Array {
  const { timestamps } = index;
  const found: number[] = [];
  // NaN (no date) fails both comparisons, so undated rows drop out while a range is set.
  if (positions === null) {
    for (let i = 0; i < timestamps.length; i++) {
      const t = timestamps[i] as number;
      if (t >= start && t <= end) found.push(i);
    }
  } else {
    for (let k = 0; k < positions.length; k++) {
      const i = positions[k] as number;
      const t = timestamps[i] as number;
      if (t >= start && t <= end) found.push(i);
    }
  }
  return Uint32Array.from(found);
}

/**
 * All row positions by date, computed once per index and direction: dated rows oldest (or newest)
 * first, ties in server order, then the undated rows in server order.
 */
function sortOrder(index: ListIndex<unknown>, sort: Exclude<SortOrder, 'default'>): Uint32Array {
  const cached = index.cache.sortOrders[sort];
  if (cached) return cached;
  const { timestamps } = index;
  const count = timestamps.length;
  const dated: number[] = [];
  const undated: number[] = [];
  for (let i = 0; i < count; i++) (Number.isNaN(timestamps[i]) ? undated : dated).push(i);
  const ascending = Uint32Array.from(dated).sort(
    (a, b) => (timestamps[a] as number) - (timestamps[b] as number) || a - b,
  );
  const oldToNew = new Uint32Array(count);
  oldToNew.set(ascending);
  oldToNew.set(undated, ascending.length);
  // New to old: the groups of equal dates in reverse, each group kept in server order.
  const newToOld = new Uint32Array(count);
  let out = 0;
  let groupEnd = ascending.length;
  while (groupEnd > 0) {
    const t = timestamps[ascending[groupEnd - 1] as number];
    let groupStart = groupEnd - 1;
    while (groupStart > 0 && timestamps[ascending[groupStart - 1] as number] === t) groupStart--;
    newToOld.set(ascending.subarray(groupStart, groupEnd), out);
    out += groupEnd - groupStart;
    groupEnd = groupStart;
  }
  newToOld.set(undated, out);
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

function filteredFor<Row>(index: ListIndex<Row>, state: ListState): FilteredCache {
  const needle = normaliseNeedle(state.search);
  const bounds = rangeBounds(state.range);
  const key = `${needle}${FIELD_SEPARATOR}${bounds ? bounds.join('-') : ''}${FIELD_SEPARATOR}${state.sort}`;
  const last = index.cache.lastFiltered;
  if (last && last.key === key) return last;
  let positions = searchPositions(index, needle);
  if (bounds) positions = filterByRange(index, positions, bounds);
  const order = applySort(index, positions, state.sort);
  let rows: Row[];
  if (order === null) rows = index.rows.slice();
  else {
    rows = new Array<Row>(order.length);
    for (let k = 0; k < order.length; k++) rows[k] = index.rows[order[k] as number] as Row;
  }
  const filtered: FilteredCache = { key, order, rows };
  index.cache.lastFiltered = filtered;
  return filtered;
}

/**
 * Answers a list state from an index. Pure in its results; successive calls reuse earlier work
 * (a page change does not filter again, a longer needle searches only the previous matches).
 */
export function query<Row>(index: ListIndex<Row>, state: ListState, pageSize: number = PAGE_SIZE): ListQueryResult<Row> {
  const filteredRows = filteredFor(index, state).rows as readonly Row[];
  const total = filteredRows.length;
  const pageCount = pageCountFor(total, pageSize);
  const requested = Number.isFinite(state.page) ? Math.floor(state.page) : 1;
  const page = Math.min(Math.max(1, requested), pageCount);
  const from = (page - 1) * pageSize;
  return { rows: filteredRows.slice(from, from + pageSize), total, page, pageCount, filteredRows };
}
