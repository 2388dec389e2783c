/**
 * The list engine: search, date filter, status filter, sort and paging over a list fetched in
 * full, with no React. `createListIndex` sets up the per-row work of a data set (lower-cased search
 * text, parsed timestamps), done once, on first need or ahead of it in idle time
 * (`prepareListIndex`); a column's sort keys and order are made the first time the list is sorted
 * by it, once per index. `query` then answers each list state from that index:
 * search → date range → (status counts) → status → sort → page.
 */
import { timestampOf } from '../format/index.js';
import { PAGE_SIZE, columnSortOf, isPageSize, pageCountFor, rangeBounds } from './listState.js';
import type { ListState } from './listState.js';

/** A searchable field value as an accessor returns it; anything else counts as empty. */
export type SearchField = string | number | null | undefined;

/**
 * A column's value as its sort reads it: numbers sort as numbers (false before true), text in the
 * list's language (numbers inside it by value: 'Deal 9' before 'Deal 10', case and accents aside);
 * a column whose values are not all numbers sorts them all as text. Missing values (null,
 * undefined, NaN, blank text) come last in either direction.
 */
export type SortKey = string | number | boolean | null | undefined;

export interface ListIndexConfig<Row> {
  /** The fields the search box matches, e.g. `(p) => [p.firstName, p.email]`. */
  searchText: (row: Row) => ReadonlyArray<SearchField>;
  /** The value the Sort By menu's orders and the date range use, usually `row.createdAt`. */
  date: (row: Row) => unknown;
  /**
   * The value each sortable column sorts by, by column id (a sort names the id: 'customerCompany',
   * '-customerCompany'). Read for every row the first time the list is sorted by the column.
   * @default no column sorts
   */
  sortKeys?: { readonly [column: string]: (row: Row) => SortKey };
  /** The row's status, for a status filter and its counts (e.g. 'pending', 'approved', 'rejected'). @default no status filter */
  status?: (row: Row) => string;
  /**
   * Under the default order, rows with a lower number come first, each group in the server's
   * order (pending deals before decided ones). @default the server's order
   */
  priority?: (row: Row) => number;
  /** The language whose alphabet orders text columns (`Intl.Collator`). @default the runtime's */
  locale?: string;
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
  /** How many rows pass the filters. */
  total: number;
  /**
   * Row positions in display order, or null for all rows in server order; undefined while it is
   * not made yet (`deferred`): see `orderOf`.
   */
  order: Uint32Array | null | undefined;
  /**
   * Many matches in an order over every row: the order of the matches is made only when a page far
   * down or every row is asked for (`orderOf`); until then a page is picked from the order over
   * every row (`pickPage`), which for the first pages reads a few dozen rows of it, not every match.
   */
  deferred: { positions: Uint32Array; order: Uint32Array; keep: Uint8Array | null } | null;
  /** The rows in that order, built on first read (an export), not for every keystroke. */
  rows: unknown[] | null;
  /** Rows per status among those the search and the date range keep, 'all' among them; null without a status. */
  statusCounts: Readonly<Record<string, number>> | null;
}

/** The rows the search and the date range keep (null: every row), before the status filter, with their counts per status. */
interface MatchedCache {
  key: string;
  positions: Uint32Array | null;
  statusCounts: Readonly<Record<string, number>> | null;
}

/** One order over every row, both ways: ties in server order, rows without a value last either way. */
interface RowOrders {
  asc: Uint32Array;
  desc: Uint32Array;
  /** Each row's rank (0 first; `rankCount`: no value), to sort a few rows without walking every row. */
  ranks: Uint32Array;
  rankCount: number;
}

/** Each row's status as a small number, and the status each number stands for. */
interface StatusCodes {
  codes: Uint16Array;
  names: readonly string[];
  /** Rows per status over every row. */
  counts: Readonly<Record<string, number>>;
}

/**
 * A sortable column's keys, read once per row: each value as a number (NaN for none) while every
 * value is one, else as text, the distinct texts once each (a sort compares those, not the rows).
 */
interface ColumnKeys {
  /** True while every value read is a number, a boolean or missing. */
  numeric: boolean;
  /** Per row: the value as a number, NaN when missing (or not a number). */
  numbers: Float64Array;
  /** Per row: the index of its text in `distinct`, NO_TEXT when missing; filled once a value is not a number. */
  textIds: Uint32Array;
  distinct: string[];
}

interface ListIndexCache {
  /**
   * Does up to about `budgetMs` of the per-row work not yet done, stopping early once `stop`
   * says so (an input is waiting); true when none is left.
   */
  prepare: (budgetMs: number, stop?: () => boolean) => boolean;
  /** Like `prepare` for one sortable column's orders only; true once they are made. */
  prepareColumn: (column: string, budgetMs: number) => boolean;
  /** Like `prepare` for the search texts only; true once every row has its own. */
  prepareSearch: (budgetMs: number) => boolean;
  /** Like `prepare` for the dates only; true once every row's is read. */
  prepareDates: (budgetMs: number) => boolean;
  /** True once every row's search text is there (what preparation does first). */
  searchPrepared: () => boolean;
  /** True once every row's date is read. */
  datesPrepared: () => boolean;
  /** A sortable column's keys, completed now if idle time has not done it yet. */
  columnKeys: (column: string) => ColumnKeys;
  /** A text column's distinct texts in the collator's order, completed now if idle time has not done it yet. */
  collation: (column: string) => Collation;
  /** The collator the index's text columns are ordered by (made once: making one takes milliseconds). */
  collator: () => Intl.Collator;
  /** needle → ascending row positions whose search text contains it. */
  searches: Map<string, Uint32Array>;
  /** 'date', 'priority' or 'column:' and a column id → its orders over every row. */
  orders: Map<string, RowOrders>;
  /** An `orders` key → its orders half made in slices (`ordersJobOf`), finished by the first sort that needs them. */
  ordersJobs: Map<string, Generator<void, RowOrders>>;
  statuses: StatusCodes | null;
  /** The status codes half made in slices (`statusCodesJob`), finished by the first query that needs them. */
  statusJob: Generator<void, StatusCodes> | null;
  /** The sort of the last query's answer (`query`'s `onSortMade`). */
  shownSort?: string;
  /**
   * What is being made in slices for a query that could not wait for it (a sort, or a long list's
   * first answer: `waitKey`), and how to stop.
   */
  sortJob?: { key: string; cancel: () => void } | null;
  lastMatched: MatchedCache | null;
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
  /**
   * What the index was built with: the sort keys, status and priority accessors are called from it
   * when first needed (typed for any row, so an index of any rows is a `ListIndex<unknown>`).
   */
  readonly config: ListIndexConfig<never>;
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
  /** Rows per page. */
  pageSize: number;
  /**
   * Every filtered row in the current sort order: what the exports cover. Built on first
   * read, as a keystroke only needs the page; shared between queries: do not mutate.
   */
  filteredRows: readonly Row[];
  /**
   * With a `status` accessor: how many rows of each status the search and the date range keep
   * (whatever status is chosen), and under 'all' how many in all. Otherwise null.
   */
  statusCounts: Readonly<Record<string, number>> | null;
  /**
   * True when the rows keep the order of the query before, while the one asked for is made in
   * slices (a first sort of a long list before idle time made its order; `query`'s `onSortMade`
   * is called once it is made). @default false
   */
  sortWaiting?: boolean;
  /**
   * True when the rows are not known yet: a long list's first answer would read every row (a
   * priority's order, the status codes, a sort or search from the URL), and is made in slices
   * (`query`'s `onSortMade` is called once it can be given). @default false
   */
  preparing?: boolean;
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
  // The sortable columns' keys: read after the search texts and dates, a column at a time.
  const sortKeys = config.sortKeys ?? {};
  const sortColumns = Object.keys(sortKeys);
  const columns = new Map<string, { keys: ColumnKeys; read: number; idOf: Map<string, number> }>();
  const columnOf = (column: string) => {
    let entry = columns.get(column);
    if (!entry) {
      const keys: ColumnKeys = { numeric: true, numbers: new Float64Array(count), textIds: new Uint32Array(count), distinct: [] };
      entry = { keys, read: 0, idOf: new Map() };
      columns.set(column, entry);
    }
    return entry;
  };
  const fillColumn = (column: string, until: number) => {
    const entry = columnOf(column);
    const { keys, idOf } = entry;
    const key = sortKeys[column] as (row: unknown) => SortKey;
    const textIdOf = (text: string | undefined) => {
      if (text === undefined) return NO_TEXT;
      // By a copy: V8 internalizes a Map's string keys, and the rows' own texts would stay in
      // its string table, which each full collection walks (docs/performance.md).
      const copy = keyCopy(text);
      let id = idOf.get(copy);
      if (id === undefined) {
        id = keys.distinct.length;
        idOf.set(copy, id);
        keys.distinct.push(text);
      }
      return id;
    };
    for (let i = entry.read; i < until; i++) {
      const value = readSafely(key, list[i]);
      keys.numbers[i] = numericKey(value);
      if (keys.numeric && value !== null && value !== undefined && typeof value !== 'number' && typeof value !== 'boolean' && !(typeof value === 'string' && value.trim() === '')) {
        // The first value that is not a number: the column sorts as text, the numbers read before included.
        keys.numeric = false;
        for (let k = 0; k < i; k++) keys.textIds[k] = textIdOf(Number.isNaN(keys.numbers[k]) ? undefined : String(keys.numbers[k]));
      }
      if (!keys.numeric) keys.textIds[i] = textIdOf(textKey(value));
    }
    entry.read = Math.max(entry.read, until);
    if (entry.read >= count) idOf.clear();
  };
  const columnsLeft = () => sortColumns.find((column) => (columns.get(column)?.read ?? 0) < count);
  // Then the text columns' collations (the slow part of a first sort by such a column), in slices.
  let collator: Intl.Collator | undefined;
  const collations = new Map<string, Collation>();
  const collationOf = (column: string) => {
    let entry = collations.get(column);
    if (!entry) {
      entry = createCollation(columnOf(column).keys.distinct, cache.collator());
      collations.set(column, entry);
    }
    return entry;
  };
  const collationsLeft = () => sortColumns.find((column) => !columnOf(column).keys.numeric && !collationOf(column).done);
  // Last, each sortable column's orders over every row (a pass over the rows or two, in one
  // slice): without them the first sort by a column still ranked every row in the click.
  const ordersLeft = () => sortColumns.find((column) => !cache.orders.has(`column:${column}`));
  // One column's keys, texts' order and orders, in the order `prepare` makes them, for a sort asked
  // for before idle time got there (`prepareSort`).
  const prepareColumn = (column: string, budgetMs: number) => {
    const started = performance.now();
    const key = `column:${column}`;
    while (!cache.orders.has(key)) {
      const entry = columnOf(column);
      if (entry.read < count) fillColumn(column, Math.min(count, entry.read + PREPARE_STEP_ROWS));
      else if (!entry.keys.numeric && !collationOf(column).done) collationOf(column).step(started + budgetMs);
      // A column's orders take a few passes over every row: made a part at a time.
      else stepOrders(index, key, 0);
      if (performance.now() - started >= budgetMs) break;
    }
    return cache.orders.has(key);
  };
  const prepare = (budgetMs: number, stop?: () => boolean) => {
    const started = performance.now();
    for (;;) {
      if (searchable < count) fillHaystacks(Math.min(count, searchable + PREPARE_STEP_ROWS));
      else if (dated < count) fillTimestamps(Math.min(count, dated + PREPARE_STEP_ROWS));
      else {
        const column = columnsLeft();
        if (column !== undefined) fillColumn(column, Math.min(count, columnOf(column).read + PREPARE_STEP_ROWS));
        else {
          const text = collationsLeft();
          if (text !== undefined) collationOf(text).step(started + budgetMs);
          else {
            const column = ordersLeft();
            if (column === undefined) return true;
            stepOrders(index, `column:${column}`, 0);
          }
        }
      }
      if (performance.now() - started >= budgetMs || stop?.() === true) return searchable === count && dated === count && columnsLeft() === undefined && collationsLeft() === undefined && ordersLeft() === undefined;
    }
  };
  /** Fills with `fill` up to `count` in steps of PREPARE_STEP_ROWS until `budgetMs` is spent; true once all are filled. */
  const prepareUpTo = (filled: () => number, fill: (until: number) => void, budgetMs: number) => {
    const started = performance.now();
    while (filled() < count) {
      fill(Math.min(count, filled() + PREPARE_STEP_ROWS));
      if (performance.now() - started >= budgetMs) break;
    }
    return filled() === count;
  };
  const columnKeys = (column: string) => {
    fillColumn(column, count);
    return columnOf(column).keys;
  };
  const collation = (column: string) => {
    fillColumn(column, count);
    const entry = collationOf(column);
    entry.step(Infinity);
    return entry;
  };
  const cache: ListIndexCache = {
    prepare,
    prepareColumn,
    prepareSearch: (budgetMs) => prepareUpTo(() => searchable, fillHaystacks, budgetMs),
    prepareDates: (budgetMs) => prepareUpTo(() => dated, fillTimestamps, budgetMs),
    searchPrepared: () => searchable === count,
    datesPrepared: () => dated === count,
    columnKeys,
    collation,
    collator: () => (collator ??= new Intl.Collator(config.locale, { numeric: true, sensitivity: 'base' })),
    searches: new Map(),
    orders: new Map(),
    ordersJobs: new Map(),
    statuses: null,
    statusJob: null,
    lastMatched: null,
    lastFiltered: null,
  };
  const index: ListIndex<Row> = {
    rows: list,
    config,
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
    cache,
  };
  return index;
}

/**
 * Does up to about `budgetMs` of the per-row work an index has left (search texts first, then
 * dates, then each sortable column's keys, its texts' order and its orders over every row), so
 * that idle time pays for it rather than the first keystroke, sort or date range.
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

/**
 * True once `prepareListIndex` has made every row's search text (its first part): a search then
 * costs what it costs once everything is prepared (dates, column keys and orders are read only
 * by a range or a sort, which make them when first asked).
 */
export function isSearchPrepared(index: ListIndex<unknown>): boolean {
  return index.cache.searchPrepared();
}

/** The sortable column a sort orders by through its orders over every row, or null (the dates, the default order). */
function preparedColumnOf(index: ListIndex<unknown>, sort: string): string | null {
  const column = columnSortOf(sort);
  const { sortKeys } = index.config;
  return column && sortKeys && Object.hasOwn(sortKeys, column.column) ? column.column : null;
}

/**
 * The key of the orders over every row that `sort` reads (`cache.orders`): 'date' for the Sort By
 * menu's orders, 'column:' and the column for a sortable column, 'priority' for the default order
 * of a list with a priority; null for the server's order.
 */
function ordersKeyOf(index: ListIndex<unknown>, sort: string): string | null {
  if (sort === 'oldToNew' || sort === 'newToOld') return 'date';
  const column = preparedColumnOf(index, sort);
  if (column !== null) return `column:${column}`;
  return index.config.priority ? 'priority' : null;
}

/**
 * True when a query with `sort` finds its order made: not one whose orders over every row idle
 * time has not finished yet (a first sort by a text column ranks every row: hundreds of
 * milliseconds in the click at 100,000 rows on a busy machine, issue 33 item 5).
 */
export function isSortPrepared(index: ListIndex<unknown>, sort: string): boolean {
  const key = ordersKeyOf(index, sort);
  return key === null || index.cache.orders.has(key);
}

/** Lists of more rows than this make a sort's order, and their first answer, in slices when it is not made yet (`sortWaits`, `answerWaits`). */
const SORT_AT_ONCE_ROWS = 5000;

/**
 * True when a query with `sort` should not make its order now: a list of more than
 * SORT_AT_ONCE_ROWS rows whose order for it is not made yet (`query` makes it with `prepareSort`, a slice at a time).
 */
export function sortWaits(index: ListIndex<unknown>, sort: string): boolean {
  return index.rows.length > SORT_AT_ONCE_ROWS && !isSortPrepared(index, sort);
}

/**
 * Does up to about `budgetMs` of what a query with `sort` still needs before it finds its order
 * made (see `isSortPrepared`), before the rest of the index's preparation; true once it is made.
 * `useListController` calls it a slice at a time when a long list is sorted before idle time got
 * there, and shows the rows in their previous order until then.
 */
export function prepareSort(index: ListIndex<unknown>, sort: string, budgetMs: number): boolean {
  const key = ordersKeyOf(index, sort);
  if (key === null || index.cache.orders.has(key)) return true;
  const column = preparedColumnOf(index, sort);
  if (column !== null) return index.cache.prepareColumn(column, budgetMs);
  const deadline = performance.now() + budgetMs;
  if (key === 'date' && !index.cache.prepareDates(budgetMs)) return false;
  return stepOrders(index, key, deadline);
}

/**
 * True when `asked` finds made all it reads of every row: the search texts (for a search), the
 * dates (for a date range or the dates' order), the status codes (with a status accessor) and
 * its sort's orders. The search itself, the range and the page are the query's own work.
 */
function answerPrepared(index: ListIndex<unknown>, asked: ListQuery): boolean {
  const { cache, config } = index;
  const sort = typeof asked.sort === 'string' ? asked.sort : 'default';
  const key = ordersKeyOf(index, sort);
  return (
    (normaliseNeedle(asked.search) === '' || cache.searchPrepared()) &&
    ((rangeBounds(asked.range) === null && key !== 'date') || cache.datesPrepared()) &&
    (!config.status || cache.statuses !== null) &&
    (key === null || cache.orders.has(key))
  );
}

/**
 * True when a list of more than SORT_AT_ONCE_ROWS rows would read every row to answer `asked`
 * (`answerPrepared`): its first answer, made in the render that shows the list, held the page for
 * 55-80 ms at 100,000 deals (the default order's priorities and the status codes; a sort by a
 * text column from the URL, hundreds), issue 33 item 5. `prepareAnswer` makes it in slices.
 */
export function answerWaits(index: ListIndex<unknown>, asked: ListQuery): boolean {
  return index.rows.length > SORT_AT_ONCE_ROWS && !answerPrepared(index, asked);
}

/** Does up to about `budgetMs` of what `asked` still reads of every row (`answerPrepared`); true once nothing is left. */
export function prepareAnswer(index: ListIndex<unknown>, asked: ListQuery, budgetMs: number): boolean {
  const { cache, config } = index;
  const deadline = performance.now() + budgetMs;
  const left = () => Math.max(0, deadline - performance.now());
  const sort = typeof asked.sort === 'string' ? asked.sort : 'default';
  if (normaliseNeedle(asked.search) !== '' && !cache.prepareSearch(left())) return false;
  if ((rangeBounds(asked.range) !== null || ordersKeyOf(index, sort) === 'date') && !cache.prepareDates(left())) return false;
  if (config.status && !stepStatusCodes(index, config.status as (row: unknown) => string, deadline)) return false;
  return prepareSort(index, sort, left());
}

/** Longest slice of a sort's or a first answer's preparation between two tasks, in ms (`prepareSoon`). */
const SORT_SLICE_MS = 12;

/**
 * Runs `step` (given a slice's budget; true once done) a slice at a time, a message between
 * slices (nested timers wait at least 4 ms each in browsers), and calls `onMade` once it is done.
 * Returns the cancel function. `query` calls it when a long list is sorted before idle time got
 * there, or first asked for; it lives here so that it loads with the engine, by import().
 */
function prepareSoon(step: (budgetMs: number) => boolean, onMade: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    if (step(SORT_SLICE_MS)) onMade();
    else channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}

/** Longest slice of index preparation per idle callback, in ms. */
const PREPARE_SLICE_MS = 8;

type IdleWindow = typeof globalThis & {
  requestIdleCallback?: (callback: (deadline: { timeRemaining: () => number }) => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  navigator?: { scheduling?: { isInputPending?: () => boolean } };
};

/**
 * Prepares an index in idle time, a slice at a time (requestIdleCallback, or a timer where there
 * is none), so the first render shows rows without waiting for it and the first keystroke
 * usually finds the search texts ready; `onSearchPrepared` once they are (the rest goes on).
 * Returns the cancel function. `useListController` calls it; it lives here so that it loads with
 * the engine, by import(), and is not in a consumer's first bundle (issue 33).
 */
export function prepareWhenIdle(index: ListIndex<unknown>, onSearchPrepared: () => void): () => void {
  const host = globalThis as IdleWindow;
  let cancel = () => {};
  let searchPrepared = false;
  // A long list also runs the search's code once over a small list of its own when its own
  // preparation is done (`warmUp`), so the first keystrokes do not run it cold.
  let warming = index.rows.length >= WARM_UP_FROM_ROWS ? warmUp() : null;
  let prepared = false;
  // A slice ends early when a key or click is waiting (where the browser tells), so that idle
  // work never stands between an input and its handler for longer than one of its parts.
  const scheduling = host.navigator?.scheduling;
  const inputPending = typeof scheduling?.isInputPending === 'function' ? () => scheduling.isInputPending?.() === true : undefined;
  const step = (budgetMs: number) => {
    const budget = Math.min(PREPARE_SLICE_MS, Math.max(1, budgetMs));
    if (!prepared) {
      prepared = index.cache.prepare(budget, inputPending);
      if (!searchPrepared && isSearchPrepared(index)) {
        searchPrepared = true;
        onSearchPrepared();
      }
    } else if (warming && !warming(budget, inputPending)) warming = null;
    if (!prepared || warming) schedule();
  };
  const schedule = () => {
    if (host.requestIdleCallback && host.cancelIdleCallback) {
      const handle = host.requestIdleCallback((deadline) => step(deadline.timeRemaining()), { timeout: 500 });
      cancel = () => host.cancelIdleCallback?.(handle);
    } else {
      const handle = setTimeout(() => step(PREPARE_SLICE_MS), 0);
      cancel = () => clearTimeout(handle);
    }
  };
  schedule();
  return () => cancel();
}

/** Lists of at least this many rows warm the search's code up after their preparation (`warmUp`). */
const WARM_UP_FROM_ROWS = 20_000;

/** True once this page has warmed the search's code up (once is enough: the code is shared). */
let warmedUp = false;

/**
 * The steps of a warm-up, as many queries per call as fit in its budget (false when there is none
 * left), or null when this page has had one. A keystroke over a long list runs the search, the status counts and the page's
 * pick over tens of thousands of rows; the first time it runs that code, the code is cold (not yet
 * compiled for the types it meets), and the first keystrokes after a load took several times what
 * later ones take (issue 33; measured in Node: 2-82 ms against 0.1-1.3 ms a query). So the same
 * code runs first over 4,096 rows of its own, in idle time: the list's own rows and accessors are
 * not read again, and no answer depends on it.
 */
function warmUp(): ((budgetMs: number, stop?: () => boolean) => boolean) | null {
  if (warmedUp) return null;
  warmedUp = true;
  const words = ['harbor', 'garcia', 'martin', 'sonne', 'lee', 'brook', 'tomas', 'kent'];
  const statuses = ['pending', 'approved', 'rejected'];
  const rows = Array.from({ length: 4096 }, (_, i) => ({
    name: `${words[i % 8]} ${words[(i * 7) % 8]}`,
    company: `${words[(i * 3) % 8]} ${i}`,
    status: statuses[i % 3] as string,
  }));
  type WarmRow = (typeof rows)[number];
  const index = createListIndex<WarmRow>(rows, {
    searchText: (row) => [row.name, row.company],
    date: () => null,
    sortKeys: { company: (row) => row.company },
    status: (row) => row.status,
    priority: (row) => (row.status === 'pending' ? 0 : 1),
  });
  const states: ListQuery[] = [];
  for (const sort of ['default', 'company', 'default']) {
    for (const search of ['g', 'ga', 'gar', '', 'm', 'ma', 'mar', 'r', '', 'o', 'on', '']) states.push({ search, sort, range: null, page: 1 });
  }
  states.push({ search: 'e', sort: 'default', range: null, page: 2 }, { search: 'e', sort: 'default', range: null, page: 1, status: 'pending' });
  let prepared = false;
  let next = 0;
  // As many steps as fit in the slice's budget (at least one query): its own preparation too is
  // done in parts, as a long list's is.
  return (budgetMs, stop) => {
    const started = performance.now();
    if (!prepared) {
      prepared = index.cache.prepare(budgetMs, stop);
      return true;
    }
    do {
      const answer = query(index, states[next] as ListQuery);
      if (next === states.length - 1) void answer.filteredRows.length;
      next += 1;
    } while (next < states.length && performance.now() - started < budgetMs && stop?.() !== true);
    return next < states.length;
  };
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
 * Rows (or distinct values) of an orders job's work between two of its pauses: idle time makes a
 * column's orders over 100,000 rows in parts of well under a millisecond each, not in one piece
 * (issue 33: one piece took 10-20 ms idle and 190 ms under load).
 */
const JOB_STEP = 8192;
/** True at every JOB_STEP-th `i`: where a job pauses. */
const pauseAt = (i: number) => (i & (JOB_STEP - 1)) === JOB_STEP - 1;

/** Runs an orders job to its end: what a sort does when idle time has not finished it. */
function finish<T>(job: Generator<void, T>): T {
  return (runUntil(job, Infinity) as { value: T }).value;
}

/** Runs `job` until it ends (its value) or past `deadline` (undefined). */
function runUntil<T>(job: Generator<void, T>, deadline: number): { value: T } | undefined {
  for (;;) {
    const step = job.next();
    if (step.done) return { value: step.value };
    if (performance.now() >= deadline) return undefined;
  }
}

/**
 * Both orders of every row from each row's rank (0 = first; `rankCount` = no value): the rows are
 * placed rank by rank in server order (a counting sort), which keeps ties stable for free; the
 * descending order takes the groups of equal ranks in reverse, each still in server order. Rows
 * without a value come last in both. Pauses every JOB_STEP rows.
 */
function* ordersFromRanksJob(ranks: Uint32Array, rankCount: number): Generator<void, RowOrders> {
  const count = ranks.length;
  // Where each rank's rows begin; the rows without a value are the last group.
  const groupStart = new Uint32Array(rankCount + 2);
  for (let i = 0; i < count; i++) {
    groupStart[(ranks[i] as number) + 1] = (groupStart[(ranks[i] as number) + 1] as number) + 1;
    if (pauseAt(i)) yield;
  }
  for (let r = 0; r <= rankCount; r++) groupStart[r + 1] = (groupStart[r + 1] as number) + (groupStart[r] as number);
  yield;
  const asc = new Uint32Array(count);
  const next = groupStart.slice(0, rankCount + 1);
  for (let i = 0; i < count; i++) {
    const rank = ranks[i] as number;
    asc[next[rank] as number] = i;
    next[rank] = (next[rank] as number) + 1;
    if (pauseAt(i)) yield;
  }
  const desc = new Uint32Array(count);
  let out = 0;
  let groups = 0;
  let pausedAt = 0;
  for (let r = rankCount - 1; r >= 0; r--) {
    out = copyRange(asc, groupStart[r] as number, groupStart[r + 1] as number, desc, out);
    if (++groups === JOB_STEP || out - pausedAt >= JOB_STEP) {
      groups = 0;
      pausedAt = out;
      yield;
    }
  }
  desc.set(asc.subarray(groupStart[rankCount] as number), out);
  return { asc, desc, ranks, rankCount };
}

/**
 * Each row's rank among the distinct numbers of `values` (NaN: no value, rank = the number of
 * distinct values): the distinct values are sorted as plain numbers (a native typed-array sort)
 * and each row finds its rank by binary search. Pauses every JOB_STEP rows (the sort of the
 * distinct values is one part).
 */
function* numberRanksJob(values: Float64Array): Generator<void, { ranks: Uint32Array; rankCount: number }> {
  return (yield* fewNumberRanks(values)) ?? (yield* manyNumberRanks(values));
}

/** Up to this many distinct numbers (a priority, a status order) are ranked without sorting every row's value. */
const FEW_DISTINCT = 8;

/** `numberRanksJob` for a column of at most FEW_DISTINCT distinct numbers, or null when it has more. */
function* fewNumberRanks(values: Float64Array): Generator<void, { ranks: Uint32Array; rankCount: number } | null> {
  const seen: number[] = [];
  const count = values.length;
  const slots = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const value = values[i] as number;
    if (Number.isNaN(value)) {
      slots[i] = 255;
      continue;
    }
    let slot = seen.indexOf(value);
    if (slot < 0) {
      if (seen.length === FEW_DISTINCT) return null;
      slot = seen.push(value) - 1;
    }
    slots[i] = slot;
    if (pauseAt(i)) yield;
  }
  const rankOfSlot = seen.map((value) => seen.filter((other) => other < value).length);
  const ranks = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    ranks[i] = slots[i] === 255 ? seen.length : (rankOfSlot[slots[i] as number] as number);
    if (pauseAt(i)) yield;
  }
  return { ranks, rankCount: seen.length };
}

function* manyNumberRanks(values: Float64Array): Generator<void, { ranks: Uint32Array; rankCount: number }> {
  const count = values.length;
  let present = 0;
  for (let i = 0; i < count; i++) if (!Number.isNaN(values[i])) present++;
  const sorted = new Float64Array(present);
  for (let i = 0, k = 0; i < count; i++) if (!Number.isNaN(values[i])) sorted[k++] = values[i] as number;
  yield;
  sorted.sort();
  yield;
  let distinct = 0;
  for (let k = 0; k < present; k++) if (k === 0 || sorted[k] !== sorted[distinct - 1]) sorted[distinct++] = sorted[k] as number;
  const ranks = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const value = values[i] as number;
    if (Number.isNaN(value)) {
      ranks[i] = distinct;
      continue;
    }
    let low = 0;
    let high = distinct - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sorted[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    ranks[i] = low;
    if (pauseAt(i)) yield;
  }
  return { ranks, rankCount: distinct };
}

const COMBINING_MARKS = /\p{M}+/gu;
const NON_ASCII = /[^ -~\t\n\r]/;
const DIGIT_RUNS = /\d+/g;
/** Digit runs are padded to this width in a presort key, so '9' comes before '10' there too. */
const DIGIT_WIDTH = 20;

/**
 * A presort key that orders text nearly as the collator does (lower case, accents dropped, numbers
 * padded), compared by plain code units: sorting by it first leaves the collator little to do.
 */
function presortKey(text: string): string {
  let key = text.toLowerCase();
  if (NON_ASCII.test(key)) key = key.normalize('NFD').replace(COMBINING_MARKS, '');
  return key.replace(DIGIT_RUNS, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(DIGIT_WIDTH, '0'));
}

/** A row without a value in a column's text ids. */
const NO_TEXT = 0xffffffff;

/**
 * Copies `from[start..end)` into `to` at `at` and returns where the copy ends: a short range one
 * by one, as a view of it (subarray) is an object each (16 MB of garbage for the groups of a
 * column of 100,000 texts), a long one as a block.
 */
function copyRange(from: Uint32Array, start: number, end: number, to: Uint32Array, at: number): number {
  if (end - start > 64) to.set(from.subarray(start, end), at);
  else for (let i = start; i < end; i++) to[at + i - start] = from[i] as number;
  return at + end - start;
}

/**
 * A stable merge sort of `items` by `compare` (bottom up, into a second buffer) that stops at
 * `deadline` and goes on where it stopped at the next `step`: a sort of 100,000 texts takes
 * longer than a frame, and idle time can pay for it a slice at a time. A run already in order
 * after the one before is copied with one comparison, so nearly sorted input costs about one
 * comparison per item.
 */
function createMergeSort(items: Uint32Array, compare: (a: number, b: number) => number): { step: (deadline: number) => boolean; sorted: () => Uint32Array } {
  const n = items.length;
  let from = items.slice();
  let to = new Uint32Array(n);
  let width = 1;
  let start = 0;
  // The merge under way: left [i, mid), right [j, end), written at k; i < 0 when none is.
  let i = -1;
  let j = 0;
  let k = 0;
  let mid = 0;
  let end = 0;
  let work = 0;
  const late = (deadline: number) => (++work & 1023) === 0 && performance.now() >= deadline;
  return {
    step(deadline) {
      while (width < n) {
        if (i < 0) {
          mid = Math.min(start + width, n);
          end = Math.min(start + 2 * width, n);
          if (mid >= end || compare(from[mid - 1] as number, from[mid] as number) <= 0) {
            start = copyRange(from, start, end, to, start);
          } else {
            i = start;
            j = mid;
            k = start;
          }
        }
        if (i >= 0) {
          while (i < mid && j < end) {
            to[k++] = compare(from[j] as number, from[i] as number) < 0 ? (from[j++] as number) : (from[i++] as number);
            if (late(deadline)) return false;
          }
          while (i < mid) to[k++] = from[i++] as number;
          while (j < end) to[k++] = from[j++] as number;
          i = -1;
          start = end;
        }
        if (start >= n) {
          [from, to] = [to, from];
          width *= 2;
          start = 0;
        }
        if (late(deadline)) return false;
      }
      return true;
    },
    sorted: () => from,
  };
}

/**
 * A text column's distinct texts in the collator's order, worked out in slices (`step` until the
 * deadline; `done` once ordered). They are sorted twice: by a presort key with plain string
 * comparisons, then with `collator.compare`, which on input already (nearly) in order takes
 * little more than one comparison per text. The collator decides the order, so a language's own
 * alphabet (Swedish å after z) still holds.
 */
interface Collation {
  step: (deadline: number) => boolean;
  done: boolean;
  /** Each distinct text's presort key. */
  keys: string[];
  /** The distinct texts' ids in order (once done). */
  ordered: () => Uint32Array;
}

function createCollation(distinct: readonly string[], collator: Intl.Collator): Collation {
  const keys = new Array<string>(distinct.length);
  let keyed = 0;
  const byKey = (a: number, b: number) => {
    const x = keys[a] as string;
    const y = keys[b] as string;
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const compare = collator.compare;
  const byCollator = (a: number, b: number) => compare(distinct[a] as string, distinct[b] as string);
  let keySort: ReturnType<typeof createMergeSort> | undefined;
  let collatorSort: ReturnType<typeof createMergeSort> | undefined;
  const collation: Collation = {
    done: false,
    keys,
    step(deadline) {
      while (keyed < distinct.length) {
        const until = Math.min(distinct.length, keyed + PREPARE_STEP_ROWS);
        for (; keyed < until; keyed++) keys[keyed] = presortKey(distinct[keyed] as string);
        if (performance.now() >= deadline) return false;
      }
      keySort ??= createMergeSort(Uint32Array.from(distinct.keys()), byKey);
      if (!keySort.step(deadline)) return false;
      collatorSort ??= createMergeSort(keySort.sorted(), byCollator);
      collation.done = collatorSort.step(deadline);
      return collation.done;
    },
    ordered: () => (collatorSort as ReturnType<typeof createMergeSort>).sorted(),
  };
  return collation;
}

/**
 * Each row's rank among the distinct texts of a column (`rowIds` index `distinct`; NO_TEXT: no
 * value) in the order of its collation. Each distinct text is compared, not each row. Texts the
 * collator finds equal ('Acme', 'ACME') share a rank, so their rows keep the server's order.
 */
function* textRanks(distinct: readonly string[], rowIds: Uint32Array, collation: Collation, collator: Intl.Collator): Generator<void, { ranks: Uint32Array; rankCount: number }> {
  const count = rowIds.length;
  const { keys } = collation;
  const ordered = collation.ordered();
  const rankOf = new Uint32Array(distinct.length);
  let rank = -1;
  for (let k = 0; k < ordered.length; k++) {
    const id = ordered[k] as number;
    const previous = k > 0 ? (ordered[k - 1] as number) : -1;
    // A new rank unless the collator finds the two equal (checked only when their keys are equal).
    if (previous < 0 || keys[previous] !== keys[id] || collator.compare(distinct[previous] as string, distinct[id] as string) !== 0) rank++;
    rankOf[id] = rank;
    if (pauseAt(k)) yield;
  }
  const rankCount = rank + 1;
  const ranks = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    ranks[i] = rowIds[i] === NO_TEXT ? rankCount : (rankOf[rowIds[i] as number] as number);
    if (pauseAt(i)) yield;
  }
  return { ranks, rankCount };
}

/**
 * The orders of `key` (see `ordersKeyOf`), made once per index and kept: now, from where a slice
 * left them (`stepOrders`) or from the start.
 */
function ordersOf(index: ListIndex<unknown>, key: string): RowOrders {
  const { cache } = index;
  let orders = cache.orders.get(key);
  if (!orders) {
    orders = finish(cache.ordersJobs.get(key) ?? ordersJobOf(index, key));
    cache.ordersJobs.delete(key);
    cache.orders.set(key, orders);
  }
  return orders;
}

/**
 * Makes the orders of `key` a part at a time until they are made (true) or `deadline` (a
 * `performance.now()`) has passed; at least one part.
 */
function stepOrders(index: ListIndex<unknown>, key: string, deadline: number): boolean {
  const { cache } = index;
  if (cache.orders.has(key)) return true;
  let job = cache.ordersJobs.get(key);
  if (!job) cache.ordersJobs.set(key, (job = ordersJobOf(index, key)));
  const made = runUntil(job, deadline);
  if (!made) return false;
  cache.orders.set(key, made.value);
  cache.ordersJobs.delete(key);
  return true;
}

/** The job that makes the orders of `key` (see `ordersKeyOf`), pausing every JOB_STEP rows. */
function ordersJobOf(index: ListIndex<unknown>, key: string): Generator<void, RowOrders> {
  if (key === 'date') return dateOrdersJob(index);
  if (key === 'priority') return priorityOrdersJob(index, index.config.priority as (row: unknown) => number);
  return columnOrdersJob(index, key.slice('column:'.length));
}

/** Dated rows oldest first (asc) or newest first (desc), ties in server order, then the undated rows. */
function* dateOrdersJob(index: ListIndex<unknown>): Generator<void, RowOrders> {
  const { ranks, rankCount } = yield* numberRanksJob(index.timestamps);
  return yield* ordersFromRanksJob(ranks, rankCount);
}

/** A sort key as a number, or NaN for none. */
function numericKey(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return NaN;
}

/** A new string of the same text. */
function keyCopy(text: string): string {
  return (' ' + text).slice(1);
}

/** A sort key as text, or undefined for none (blank text, null, NaN, anything not a string, number or boolean). */
function textKey(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? undefined : text;
  }
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * The orders of a sortable column from its keys (read once per row, in idle time or now): numbers
 * ranked as numbers when every value is one (or a boolean), else every value ranked as text by the
 * index's collator. A job that pauses every JOB_STEP rows, for idle time (`prepareListIndex`).
 */
function* columnOrdersJob(index: ListIndex<unknown>, column: string): Generator<void, RowOrders> {
  const keys = index.cache.columnKeys(column);
  const { ranks, rankCount } = keys.numeric
    ? yield* numberRanksJob(keys.numbers)
    : yield* textRanks(keys.distinct, keys.textIds, index.cache.collation(column), index.cache.collator());
  return yield* ordersFromRanksJob(ranks, rankCount);
}

/** The default order with a `priority`: lower numbers first (`asc`), each group in server order; rows without a number last. */
function* priorityOrdersJob(index: ListIndex<unknown>, priority: (row: unknown) => number): Generator<void, RowOrders> {
  const { rows } = index;
  const values = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const value = readSafely(priority, rows[i]);
    values[i] = typeof value === 'number' && Number.isFinite(value) ? value : NaN;
    if (pauseAt(i)) yield;
  }
  const { ranks, rankCount } = yield* numberRanksJob(values);
  return yield* ordersFromRanksJob(ranks, rankCount);
}

/** The orders of every row a sort stands for and which way it takes them, or null for the server's order. */
function ordersFor(index: ListIndex<unknown>, sort: string): { orders: RowOrders; descending: boolean } | null {
  const key = ordersKeyOf(index, sort);
  if (key === null) return null;
  // The date's orders, a column's, or the default order's (also for a column the list does not sort by).
  const descending = key === 'date' ? sort === 'newToOld' : key !== 'priority' && columnSortOf(sort)?.direction === 'desc';
  return { orders: ordersOf(index, key), descending };
}

/**
 * `positions` (ascending) in the order of `ranks` (rank `rankCount` last either way), ties in
 * server order: a counting sort when there are fewer ranks than positions (a priority), else a
 * comparison of the positions' ranks. Both cost in the number of positions, not of rows.
 */
function sortPositions(positions: Uint32Array, { ranks, rankCount }: RowOrders, descending: boolean): Uint32Array {
  const rankOf = (i: number) => {
    const rank = ranks[i] as number;
    return rank === rankCount || !descending ? rank : rankCount - 1 - rank;
  };
  if (rankCount <= positions.length) {
    const starts = new Uint32Array(rankCount + 2);
    for (let k = 0; k < positions.length; k++) {
      const bucket = rankOf(positions[k] as number) + 1;
      starts[bucket] = (starts[bucket] as number) + 1;
    }
    for (let r = 0; r <= rankCount; r++) starts[r + 1] = (starts[r + 1] as number) + (starts[r] as number);
    const sorted = new Uint32Array(positions.length);
    for (let k = 0; k < positions.length; k++) {
      const i = positions[k] as number;
      const rank = rankOf(i);
      sorted[starts[rank] as number] = i;
      starts[rank] = (starts[rank] as number) + 1;
    }
    return sorted;
  }
  return positions.slice().sort((a, b) => rankOf(a) - rankOf(b) || a - b);
}

/**
 * The filtered rows' order: made now (`order`), or, for many matches in an order over every row,
 * left to be picked from that order page by page (`deferred`, see `orderOf` and `pickPage`).
 */
function applySort(index: ListIndex<unknown>, positions: Uint32Array | null, sort: string): Pick<FilteredCache, 'order' | 'deferred'> {
  const chosen = ordersFor(index, sort);
  if (chosen === null) return { order: positions, deferred: null };
  const { orders, descending } = chosen;
  const order = descending ? orders.desc : orders.asc;
  if (positions === null) return { order, deferred: null };
  // A few matches: sorted by their ranks; many: picked from the order of every row when asked.
  // A search keystroke shows the first page of tens of thousands of matches: sorting them all (a
  // counting sort of 50,000 matches was the largest part of a keystroke's script, issue 33) is
  // work for an export or a page far down, not for the rows the keystroke paints.
  const few = positions.length * Math.log2(positions.length + 2) < order.length;
  if (few) return { order: sortPositions(positions, orders, descending), deferred: null };
  return { order: undefined, deferred: { positions, order, keep: null } };
}

/** Marks the deferred matches in a mask over every row, once. */
function keepMask(deferred: NonNullable<FilteredCache['deferred']>): Uint8Array {
  if (deferred.keep === null) {
    const keep = new Uint8Array(deferred.order.length);
    const { positions } = deferred;
    for (let k = 0; k < positions.length; k++) keep[positions[k] as number] = 1;
    deferred.keep = keep;
  }
  return deferred.keep;
}

/** The filtered rows' positions in display order (null: every row in server order), made now if deferred. */
function orderOf(filtered: FilteredCache): Uint32Array | null {
  if (filtered.order !== undefined) return filtered.order;
  const deferred = filtered.deferred as NonNullable<FilteredCache['deferred']>;
  const keep = keepMask(deferred);
  const { order } = deferred;
  const sorted = new Uint32Array(deferred.positions.length);
  let out = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    if (keep[i]) sorted[out++] = i;
  }
  filtered.order = sorted;
  filtered.deferred = null;
  return sorted;
}

/**
 * The positions of the rows `from` to `from + count` in display order. A deferred order's first
 * pages are picked from the order over every row, reading it only as far as that page's last
 * match; a page further down than an eighth of the matches makes the whole order (then kept).
 */
function pickPage(filtered: FilteredCache, from: number, count: number): Uint32Array | null {
  const { deferred } = filtered;
  if (deferred === null || from + count > deferred.positions.length / 8) {
    const order = orderOf(filtered);
    return order === null ? null : order.subarray(from, from + count);
  }
  const keep = keepMask(deferred);
  const { order } = deferred;
  const page = new Uint32Array(Math.max(0, Math.min(count, deferred.positions.length - from)));
  let seen = 0;
  for (let k = 0; k < order.length && seen < from + page.length; k++) {
    const i = order[k] as number;
    if (keep[i]) {
      if (seen >= from) page[seen - from] = i;
      seen++;
    }
  }
  return page;
}

/** Each row's status as a number (made once per index, now or from where a slice left it), and how many rows have each. */
function statusCodes(index: ListIndex<unknown>, status: (row: unknown) => string): StatusCodes {
  const { cache } = index;
  if (!cache.statuses) {
    cache.statuses = finish(cache.statusJob ?? statusCodesJob(index, status));
    cache.statusJob = null;
  }
  return cache.statuses;
}

/** Makes the status codes a part at a time until they are made (true) or `deadline` has passed; at least one part. */
function stepStatusCodes(index: ListIndex<unknown>, status: (row: unknown) => string, deadline: number): boolean {
  const { cache } = index;
  if (cache.statuses) return true;
  const made = runUntil((cache.statusJob ??= statusCodesJob(index, status)), deadline);
  if (!made) return false;
  cache.statuses = made.value;
  cache.statusJob = null;
  return true;
}

/** `statusCodes` as a job that pauses every JOB_STEP rows. */
function* statusCodesJob(index: ListIndex<unknown>, status: (row: unknown) => string): Generator<void, StatusCodes> {
  const { rows } = index;
  const codes = new Uint16Array(rows.length);
  // A status filter has a few statuses: a search through them beats hashing each row's.
  const names: string[] = [];
  const tally: number[] = [];
  let last = '';
  let lastCode = -1;
  for (let i = 0; i < rows.length; i++) {
    const value = readSafely(status, rows[i]);
    const name = typeof value === 'string' ? value : '';
    let code = name === last ? lastCode : names.indexOf(name);
    if (code < 0) {
      // More distinct statuses than a Uint16 holds share the last code.
      code = Math.min(names.length, 0xffff);
      if (code === names.length) {
        names.push(name);
        tally.push(0);
      }
    }
    last = name;
    lastCode = code;
    codes[i] = code;
    tally[code] = (tally[code] as number) + 1;
    if (pauseAt(i)) yield;
  }
  return { codes, names, counts: countsOf(names, tally, rows.length) };
}

function countsOf(names: readonly string[], tally: readonly number[], all: number): Readonly<Record<string, number>> {
  const counts: Record<string, number> = { all };
  names.forEach((name, code) => {
    if (name !== 'all') counts[name] = tally[code] as number;
  });
  return counts;
}

/** Rows per status among `positions` (every row when null). */
function countStatuses(statuses: StatusCodes, positions: Uint32Array | null): Readonly<Record<string, number>> {
  if (positions === null) return statuses.counts;
  const tally = new Array<number>(statuses.names.length).fill(0);
  const { codes } = statuses;
  for (let k = 0; k < positions.length; k++) {
    const code = codes[positions[k] as number] as number;
    tally[code] = (tally[code] as number) + 1;
  }
  return countsOf(statuses.names, tally, positions.length);
}

/** Those of `positions` (every row when null) whose status is `name`. */
function filterByStatus(statuses: StatusCodes, positions: Uint32Array | null, name: string): Uint32Array {
  const code = statuses.names.indexOf(name);
  const { codes } = statuses;
  const length = positions ? positions.length : codes.length;
  const found = new Uint32Array(code < 0 ? 0 : length);
  if (code < 0) return found;
  let count = 0;
  for (let k = 0; k < length; k++) {
    const i = positions ? (positions[k] as number) : k;
    if (codes[i] === code) found[count++] = i;
  }
  return found.slice(0, count);
}

/** The rows the search and the date range keep, and their counts per status: what a status or sort change starts from. */
function matchedFor(index: ListIndex<unknown>, needle: string, bounds: [number, number] | null): MatchedCache {
  const key = `${needle}${FIELD_SEPARATOR}${bounds ? bounds.join('-') : ''}`;
  const last = index.cache.lastMatched;
  if (last && last.key === key) return last;
  let positions = searchPositions(index, needle);
  if (bounds) positions = filterByRange(index, positions, bounds);
  const { status } = index.config;
  const statusCounts = status ? countStatuses(statusCodes(index, status as (row: unknown) => string), positions) : null;
  const matched = { key, positions, statusCounts };
  index.cache.lastMatched = matched;
  return matched;
}

function filteredFor<Row>(index: ListIndex<Row>, state: ListQuery): FilteredCache {
  const needle = normaliseNeedle(state.search);
  const bounds = rangeBounds(state.range);
  const { status } = index.config;
  const chosen = status && typeof state.status === 'string' && state.status !== 'all' ? state.status : '';
  const sort = typeof state.sort === 'string' ? state.sort : 'default';
  const key = `${needle}${FIELD_SEPARATOR}${bounds ? bounds.join('-') : ''}${FIELD_SEPARATOR}${chosen}${FIELD_SEPARATOR}${sort}`;
  const last = index.cache.lastFiltered;
  if (last && last.key === key) return last;
  const matched = matchedFor(index, needle, bounds);
  const positions = chosen && status ? filterByStatus(statusCodes(index, status as (row: unknown) => string), matched.positions, chosen) : matched.positions;
  const total = positions === null ? index.rows.length : positions.length;
  const filtered: FilteredCache = { key, total, ...applySort(index, positions, sort), rows: null, statusCounts: matched.statusCounts };
  index.cache.lastFiltered = filtered;
  return filtered;
}

/** The filtered rows as an array, built once per filtered state. */
function filteredRowsOf<Row>(index: ListIndex<Row>, filtered: FilteredCache): Row[] {
  if (filtered.rows === null) {
    const order = orderOf(filtered);
    if (order === null) filtered.rows = index.rows.slice();
    else {
      const rows = new Array<Row>(order.length);
      for (let k = 0; k < order.length; k++) rows[k] = index.rows[order[k] as number] as Row;
      filtered.rows = rows;
    }
  }
  return filtered.rows as Row[];
}

/** What a query reads of a list state, and the status chosen ('all' or none: every status). */
export type ListQuery = Pick<ListState, 'search' | 'sort' | 'range' | 'page'> & Partial<Pick<ListState, 'pageSize'>> & { status?: string };

/**
 * Answers a list state from an index. Pure in its results; successive calls reuse earlier work
 * (a page change does not filter again, a status or sort change does not search again, a longer
 * needle searches only the previous matches, a column's order is made once).
 */
export function query<Row>(index: ListIndex<Row>, asked: ListQuery, onSortMade?: () => void): ListQueryResult<Row> {
  const { cache } = index;
  let state = asked;
  /** Makes in slices what `step` makes (its `key` says what), unless it is under way, then calls `onSortMade`. */
  const soon = (key: string, step: (budgetMs: number) => boolean) => {
    if (cache.sortJob?.key === key || !onSortMade) return;
    cache.sortJob?.cancel();
    const cancel = prepareSoon(step, () => {
      cache.sortJob = null;
      onSortMade();
    });
    cache.sortJob = { key, cancel };
  };
  // The first answer of a long list that would read every row (`answerWaits`), with
  // `onSortMade`: made in slices (`prepareAnswer`) while the list shows as loading (`preparing`).
  if (onSortMade && cache.shownSort === undefined && answerWaits(index, asked)) {
    const { search, range, sort } = asked;
    soon(JSON.stringify({ first: [search, range, sort] }), (budgetMs) => prepareAnswer(index, asked, budgetMs));
    return { rows: [], total: 0, page: asked.page, pageCount: 1, pageSize: isPageSize(asked.pageSize) ? asked.pageSize : PAGE_SIZE, filteredRows: [], statusCounts: null, preparing: true };
  }
  // A new sort of a long list whose order is not made yet (`sortWaits`), with `onSortMade`: made
  // in slices (`prepareSort`) while this answer keeps the order the last one had.
  const sortWaiting = !!onSortMade && cache.shownSort !== undefined && asked.sort !== cache.shownSort && sortWaits(index, asked.sort);
  if (sortWaiting) {
    soon(JSON.stringify({ sort: asked.sort }), (budgetMs) => prepareSort(index, asked.sort, budgetMs));
    state = { ...asked, sort: cache.shownSort as string };
  } else cache.shownSort = asked.sort;
  const pageSize = isPageSize(state.pageSize) ? state.pageSize : PAGE_SIZE;
  const filtered = filteredFor(index, state);
  const { total } = filtered;
  const pageCount = pageCountFor(total, pageSize);
  const requested = Number.isFinite(state.page) ? Math.floor(state.page) : 1;
  const page = Math.min(Math.max(1, requested), pageCount);
  const from = (page - 1) * pageSize;
  const picked = pickPage(filtered, from, pageSize);
  const rows = picked === null ? index.rows.slice(from, from + pageSize) : Array.from(picked, (i) => index.rows[i] as Row);
  return {
    rows,
    total,
    page,
    pageCount,
    pageSize,
    get filteredRows() {
      return filteredRowsOf(index, filtered);
    },
    statusCounts: filtered.statusCounts,
    sortWaiting,
  };
}
