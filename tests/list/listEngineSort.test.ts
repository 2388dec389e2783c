import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  columnSortOf,
  createListIndex,
  prepareListIndex,
  createListState,
  nextColumnSort,
  query,
  sortOfColumn,
  type ListIndexConfig,
  type ListState,
  type SortKey,
} from '../../src/list/index.js';
import { isSortPrepared, prepareSort } from '../../src/list/listEngine.js';

interface Row {
  id: number;
  company?: unknown;
  marks?: unknown;
  status?: string;
  createdAt?: string;
}

const config: ListIndexConfig<Row> = {
  searchText: (row) => [typeof row.company === 'string' ? row.company : null],
  date: (row) => row.createdAt,
  sortKeys: { company: (row) => row.company as SortKey, marks: (row) => row.marks as SortKey },
  status: (row) => row.status ?? 'pending',
};

const ids = (rows: readonly Row[]) => rows.map((row) => row.id);
const answer = (rows: Row[], state: Partial<ListState> & { status?: string }, extra: Partial<ListIndexConfig<Row>> = {}) =>
  query(createListIndex(rows, { ...config, ...extra }), { ...createListState(state), status: state.status });

describe('column sort', () => {
  const rows: Row[] = [
    { id: 1, company: 'globex', marks: 10 },
    { id: 2, company: 'Acme 10', marks: 9 },
    { id: 3, company: null, marks: null },
    { id: 4, company: 'Acme 9', marks: 10 },
    { id: 5, company: 'Émile SA', marks: -1 },
    { id: 6, company: '  ', marks: Number.NaN },
    { id: 7, company: 'ACME 9', marks: 2.5 },
  ];

  it("orders text in the language's alphabet: case and accents aside, numbers by value, blanks last both ways", () => {
    expect(ids(answer(rows, { sort: 'company' }).filteredRows)).toEqual([4, 7, 2, 5, 1, 3, 6]);
    // Descending: the groups reversed, equal texts ('Acme 9', 'ACME 9') still in server order, blanks still last.
    expect(ids(answer(rows, { sort: '-company' }).filteredRows)).toEqual([1, 5, 2, 4, 7, 3, 6]);
  });

  it('orders numbers as numbers, missing ones last both ways, ties in server order', () => {
    expect(ids(answer(rows, { sort: 'marks' }).filteredRows)).toEqual([5, 7, 2, 1, 4, 3, 6]);
    expect(ids(answer(rows, { sort: '-marks' }).filteredRows)).toEqual([1, 4, 2, 7, 5, 3, 6]);
  });

  it("sorts a column by the collator's rules of the index's locale: Swedish puts Ö after Z", () => {
    const nordic: Row[] = [
      { id: 1, company: 'Öresund' },
      { id: 2, company: 'Zeta' },
      { id: 3, company: 'Oslo' },
    ];
    expect(ids(answer(nordic, { sort: 'company' }, { locale: 'de-DE' }).filteredRows)).toEqual([1, 3, 2]);
    expect(ids(answer(nordic, { sort: 'company' }, { locale: 'sv-SE' }).filteredRows)).toEqual([3, 2, 1]);
  });

  it('sorts text columns exactly as sorting the values with Intl.Collator would (ties in server order)', () => {
    const word = fc.oneof(
      fc.constantFrom('Acme', 'acme', 'ACME Ltd', 'Ábc', 'abc', 'Zeta', 'zeta 2', 'zeta 10', 'O’Brien & Co.', 'Müller GmbH', 'Mueller', '-', '', ' ', '10', '9'),
      fc.string({ maxLength: 6 }),
    );
    const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });
    fc.assert(
      fc.property(fc.array(fc.option(word, { nil: null }), { maxLength: 60 }), (companies) => {
        const data = companies.map((company, i) => ({ id: i, company }));
        const present = (row: Row) => typeof row.company === 'string' && row.company.trim() !== '';
        const key = (row: Row) => (row.company as string).trim();
        const expected = [
          ...data.filter(present).sort((a, b) => collator.compare(key(a), key(b)) || a.id - b.id),
          ...data.filter((row) => !present(row)),
        ];
        expect(ids(answer(data, { sort: 'company' }, { locale: 'en-US' }).filteredRows)).toEqual(ids(expected));
      }),
      { numRuns: 200 },
    );
  });

  it('sorts the rows a search keeps as the collator would, both ways, however many the search keeps', () => {
    const word = fc.constantFrom('Acme', 'acme', 'Ábc', 'Zeta 2', 'zeta 10', 'Beta', 'Müller', '', 'Delta', 'echo', 'Alpha 9');
    const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });
    fc.assert(
      fc.property(fc.array(fc.option(word, { nil: null }), { maxLength: 400 }), fc.constantFrom('', 'a', 'e', 'z', 'ta'), fc.boolean(), (companies, search, descending) => {
        const data = companies.map((company, i) => ({ id: i, company }));
        const present = (row: Row) => typeof row.company === 'string' && row.company.trim() !== '';
        const key = (row: Row) => (row.company as string).trim();
        const kept = data.filter((row) => (typeof row.company === 'string' ? row.company.toLowerCase() : '').includes(search));
        const expected = [
          ...kept.filter(present).sort((a, b) => (descending ? -1 : 1) * collator.compare(key(a), key(b)) || a.id - b.id),
          ...kept.filter((row) => !present(row)),
        ];
        const result = answer(data, { sort: descending ? '-company' : 'company', search }, { locale: 'en-US' });
        expect(ids(result.filteredRows)).toEqual(ids(expected));
      }),
      { numRuns: 150 },
    );
  });

  it('reads each row once per column and index, and keeps the order for the other direction and later queries', () => {
    const key = vi.fn((row: Row) => row.company as SortKey);
    const index = createListIndex(rows, { ...config, sortKeys: { company: key } });
    query(index, createListState({ sort: 'company' }));
    query(index, createListState({ sort: '-company', page: 2 }));
    query(index, createListState({ sort: 'company', search: 'acme' }));
    expect(key).toHaveBeenCalledTimes(rows.length);
  });

  it("reads the sort keys and orders every row by them in idle time (prepareListIndex), after the search texts and dates: the first sort reads and ranks no row", () => {
    const key = vi.fn((row: Row) => row.company as SortKey);
    const index = createListIndex(rows, { ...config, sortKeys: { company: key } });
    expect(key).not.toHaveBeenCalled();
    expect(index.cache.orders.has('column:company')).toBe(false);
    while (!prepareListIndex(index, 1));
    expect(key).toHaveBeenCalledTimes(rows.length);
    // The column's orders over every row are made: the click only picks the page from them.
    expect(index.cache.orders.has('column:company')).toBe(true);
    expect(ids(query(index, createListState({ sort: 'company' })).filteredRows)).toEqual([4, 7, 2, 5, 1, 3, 6]);
    expect(key).toHaveBeenCalledTimes(rows.length);
  });

  it('sorts a column as text once a value is not a number, the numbers read before it included', () => {
    const mixed: Row[] = [
      { id: 1, marks: 10 },
      { id: 2, marks: 9 },
      { id: 3, marks: 'n/a' },
      { id: 4, marks: null },
    ];
    // As text, in the collator's numeric order: '9', '10', 'n/a'; the missing value last.
    expect(ids(answer(mixed, { sort: 'marks' }).filteredRows)).toEqual([2, 1, 3, 4]);
  });

  it('sorts only the rows the search and dates keep, and pages them', () => {
    const result = answer(rows, { sort: '-company', search: 'acme', page: 1 });
    expect(ids(result.filteredRows)).toEqual([2, 4, 7]);
    expect(result.total).toBe(3);
  });

  it('takes a column it cannot sort by, and a key that throws, as the server order', () => {
    expect(ids(answer(rows, { sort: 'nothing' }).filteredRows)).toEqual(ids(rows));
    const throwing = answer(rows, { sort: 'company' }, { sortKeys: { company: () => { throw new Error('bad row'); } } });
    expect(ids(throwing.filteredRows)).toEqual(ids(rows));
  });

  it('sorts 100,000 rows of few distinct values and of all-distinct values alike', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ id: i, company: `Company ${(i * 7919) % 100_000}`, marks: i % 13 }));
    const byCompany = answer(many, { sort: 'company' });
    expect(byCompany.rows.map((row) => row.company)).toEqual(Array.from({ length: 10 }, (_, i) => `Company ${i}`));
    expect(answer(many, { sort: '-marks' }).rows.every((row) => row.marks === 12)).toBe(true);
  });
});

describe('a text column ordered in idle time', () => {
  it('is ordered a slice at a time by prepareListIndex, as a sort done at once orders it, whatever the texts', () => {
    const text = fc.stringMatching(/^[aAbB\u00e5\u00c5 1290-]{0,5}$/);
    fc.assert(
      fc.property(fc.array(fc.option(text, { nil: undefined }), { minLength: 600, maxLength: 1500 }), fc.constantFrom('en', 'sv'), (companies, locale) => {
        const rows: Row[] = companies.map((company, id) => ({ id, company }));
        const prepared = createListIndex(rows, { ...config, locale });
        let slices = 1;
        while (!prepareListIndex(prepared, 0)) slices++;
        expect(slices).toBeGreaterThan(2);
        for (const sort of ['company', '-company'] as const) {
          const atOnce = ids(query(createListIndex(rows, { ...config, locale }), createListState({ sort, pageSize: 100 })).filteredRows);
          expect(ids(query(prepared, createListState({ sort, pageSize: 100 })).filteredRows)).toEqual(atOnce);
        }
        // The order itself: the collator's, ties (texts it finds equal) in the server's order, rows without a text last.
        const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
        const textOf = (row: Row) => (typeof row.company === 'string' && row.company.trim() !== '' ? row.company.trim() : undefined);
        const expected = [...rows]
          .sort((a, b) => {
            const [x, y] = [textOf(a), textOf(b)];
            return x === undefined || y === undefined ? Number(x === undefined) - Number(y === undefined) : collator.compare(x, y);
          })
          .map((row) => row.id);
        expect(ids(query(prepared, createListState({ sort: 'company' })).filteredRows)).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });
});

describe('column orders made in idle time', () => {
  it('are made in parts, and a sort that comes while they are half made finishes them: the same orders as at once', () => {
    // Enough rows that each column's orders take several parts (a part is 8,192 rows' work).
    const rows: Row[] = Array.from({ length: 20_000 }, (_, id) => ({ id, company: id % 7 ? `Co ${(id * 7919) % 4001}` : null, marks: (id * 104_729) % 30_011 }));
    const atOnce = (sort: string) => ids(query(createListIndex(rows, config), createListState({ sort, pageSize: 100, page: 7 })).filteredRows);
    const expected = new Map(['company', '-company', 'marks', '-marks'].map((sort) => [sort, atOnce(sort)]));
    // With no budget, each slice does one part of the work: count them.
    const counting = createListIndex(rows, config);
    let slices = 1;
    while (!prepareListIndex(counting, 0)) slices++;
    // The last parts are the two columns' orders: stop at several points among them, then sort.
    for (const stopAt of [slices - 2, slices - 7, slices - 16]) {
      for (const sort of expected.keys()) {
        const index = createListIndex(rows, config);
        for (let k = 0; k < stopAt; k++) expect(prepareListIndex(index, 0)).toBe(false);
        expect(ids(query(index, createListState({ sort, pageSize: 100, page: 7 })).filteredRows)).toEqual(expected.get(sort));
        // And idle time then finds nothing left of that column's orders to redo: it still ends.
        while (!prepareListIndex(index, 0));
        for (const other of expected.keys()) expect(ids(query(index, createListState({ sort: other, pageSize: 100, page: 7 })).filteredRows)).toEqual(expected.get(other));
      }
    }
  });
});

describe('status filter and its counts', () => {
  const rows: Row[] = [
    { id: 1, company: 'Acme', status: 'pending', createdAt: '2026-01-05T10:00:00.000Z' },
    { id: 2, company: 'Acme', status: 'approved', createdAt: '2026-02-05T10:00:00.000Z' },
    { id: 3, company: 'Globex', status: 'rejected', createdAt: '2026-03-05T10:00:00.000Z' },
    { id: 4, company: 'Acme', status: 'pending', createdAt: '2026-03-06T10:00:00.000Z' },
    { id: 5, company: 'Initech', status: 'approved', createdAt: '2026-03-07T10:00:00.000Z' },
  ];

  it('counts every status among the rows the search and the dates keep, whichever status is chosen', () => {
    expect(answer(rows, {}).statusCounts).toEqual({ all: 5, pending: 2, approved: 2, rejected: 1 });
    const acme = answer(rows, { search: 'acme', status: 'approved' });
    expect(acme.statusCounts).toEqual({ all: 3, pending: 2, approved: 1, rejected: 0 });
    expect(ids(acme.filteredRows)).toEqual([2]);
    const march = answer(rows, { range: { start: '2026-03-01', end: '2026-03-31' }, status: 'pending' });
    expect(march.statusCounts).toEqual({ all: 3, pending: 1, approved: 1, rejected: 1 });
    expect(ids(march.filteredRows)).toEqual([4]);
  });

  it("shows every row for 'all' or no status, none for a status no row has, and no counts without a status accessor", () => {
    expect(answer(rows, { status: 'all' }).total).toBe(5);
    expect(answer(rows, {}).total).toBe(5);
    expect(answer(rows, { status: 'archived' }).total).toBe(0);
    expect(answer(rows, {}, { status: undefined }).statusCounts).toBeNull();
    expect(answer(rows, { status: 'pending' }, { status: undefined }).total).toBe(5);
  });

  it('filters by status before sorting and paging', () => {
    const result = answer(rows, { status: 'approved', sort: 'newToOld' });
    expect(ids(result.filteredRows)).toEqual([5, 2]);
    expect(result.pageCount).toBe(1);
  });

  it('answers a status change from the same search, without searching again', () => {
    const searchText = vi.fn((row: Row) => [row.company as string]);
    const index = createListIndex(rows, { ...config, searchText });
    query(index, { ...createListState({ search: 'acme' }), status: 'pending' });
    const reads = searchText.mock.calls.length;
    expect(query(index, { ...createListState({ search: 'acme' }), status: 'approved' }).total).toBe(1);
    expect(searchText).toHaveBeenCalledTimes(reads);
  });
});

describe('the default order with a priority', () => {
  const rows: Row[] = [
    { id: 1, status: 'approved', createdAt: '2026-01-01T00:00:00.000Z' },
    { id: 2, status: 'pending', createdAt: '2026-01-03T00:00:00.000Z' },
    { id: 3, status: 'rejected', createdAt: '2026-01-02T00:00:00.000Z' },
    { id: 4, status: 'pending', createdAt: '2026-01-01T00:00:00.000Z' },
  ];
  const pendingFirst = { priority: (row: Row) => (row.status === 'pending' ? 0 : 1) };

  it('puts the lower numbers first under the default order only, each group in server order', () => {
    expect(ids(answer(rows, {}, pendingFirst).filteredRows)).toEqual([2, 4, 1, 3]);
    expect(ids(answer(rows, { sort: 'oldToNew' }, pendingFirst).filteredRows)).toEqual([1, 4, 3, 2]);
    expect(ids(answer(rows, { search: '', status: 'pending' }, pendingFirst).filteredRows)).toEqual([2, 4]);
  });

  it('keeps pending first among the rows a search keeps, few or many', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ id: i, company: i % 7 === 0 ? 'acme' : 'globex', status: i % 3 === 0 ? 'pending' : 'approved' }));
    for (const search of ['acme', 'e', '']) {
      const kept = many.filter((row) => row.company.includes(search));
      const expected = [...kept.filter((row) => row.status === 'pending'), ...kept.filter((row) => row.status !== 'pending')];
      expect(ids(answer(many, { search }, pendingFirst).filteredRows)).toEqual(ids(expected));
    }
  });

  it('shows each page of many matches as a slice of the whole order, before or after the order is made, in any order of pages', () => {
    // Many matches are not sorted for a keystroke: its first pages are picked from the order over
    // every row, a page far down (or an export) makes the whole order. Both must give the same rows.
    fc.assert(
      fc.property(
        fc.array(fc.record({ company: fc.constantFrom('acme', 'globex', 'initech', 'umbrella', 'hooli', ''), status: fc.constantFrom('pending', 'approved', 'rejected') }), { minLength: 200, maxLength: 900 }),
        fc.constantFrom('', 'e', 'o', 'l', 'acme'),
        fc.constantFrom('default', 'company', '-company', 'status'),
        fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (records, search, sort, pages, exportFirst) => {
          const data = records.map((record, i) => ({ id: i, ...record }));
          const sortConfig = { ...pendingFirst, sortKeys: { company: (row: Row) => row.company as SortKey, status: (row: Row) => row.status as SortKey } };
          const index = createListIndex(data, { ...config, ...sortConfig, locale: 'en-US' });
          const whole = ids(query(createListIndex(data, { ...config, ...sortConfig, locale: 'en-US' }), { ...createListState({ search, sort }) }).filteredRows);
          if (exportFirst) expect(query(index, createListState({ search, sort })).filteredRows).toHaveLength(whole.length);
          for (const page of pages) {
            const result = query(index, createListState({ search, sort, page, pageSize: 10 }));
            expect(ids(result.rows)).toEqual(whole.slice((result.page - 1) * 10, result.page * 10));
            expect(result.total).toBe(whole.length);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('puts rows without a number last', () => {
    expect(ids(answer(rows, {}, { priority: (row) => (row.id === 2 ? Number.NaN : row.id) }).filteredRows)).toEqual([1, 3, 4, 2]);
  });
});

describe('rows per page', () => {
  const rows = Array.from({ length: 150 }, (_, i) => ({ id: i + 1 }));

  it('pages by the state page size, and takes SPEC 9 ten for a size that is not offered', () => {
    const fifty = query(createListIndex(rows, config), { ...createListState({ page: 3 }), pageSize: 50 });
    expect(fifty).toMatchObject({ pageSize: 50, pageCount: 3, page: 3, total: 150 });
    expect(ids(fifty.rows)).toEqual(Array.from({ length: 50 }, (_, i) => 101 + i));
    expect(query(createListIndex(rows, config), { ...createListState(), pageSize: 7 })).toMatchObject({ pageSize: 10, pageCount: 15 });
  });
});

describe('sorts named for columns', () => {
  it('read a column and a direction, with the date column as the Sort By menu’s orders', () => {
    expect(columnSortOf('customerCompany')).toEqual({ column: 'customerCompany', direction: 'asc' });
    expect(columnSortOf('-customerCompany')).toEqual({ column: 'customerCompany', direction: 'desc' });
    expect(columnSortOf('oldToNew', 'registrationDate')).toEqual({ column: 'registrationDate', direction: 'asc' });
    expect(columnSortOf('newToOld', 'registrationDate')).toEqual({ column: 'registrationDate', direction: 'desc' });
    expect(columnSortOf('newToOld')).toBeNull();
    expect(columnSortOf('default', 'registrationDate')).toBeNull();
    expect(sortOfColumn({ column: 'registrationDate', direction: 'desc' }, 'registrationDate')).toBe('newToOld');
    expect(sortOfColumn({ column: 'name', direction: 'desc' }, 'registrationDate')).toBe('-name');
  });

  it('cycle ascending, descending, then the server order on each click of a header', () => {
    const clicks = (column: string, times: number, from = 'default') => {
      const seen: string[] = [];
      let sort = from;
      for (let i = 0; i < times; i++) seen.push((sort = nextColumnSort(sort, column, 'registrationDate')));
      return seen;
    };
    expect(clicks('name', 3)).toEqual(['name', '-name', 'default']);
    expect(clicks('registrationDate', 3)).toEqual(['oldToNew', 'newToOld', 'default']);
    // Another column starts again at ascending.
    expect(clicks('company', 1, '-name')).toEqual(['company']);
    expect(clicks('registrationDate', 1, 'newToOld')).toEqual(['default']);
  });

  it("makes a sort's order a slice at a time (prepareSort), the same order a sort makes at once: a column's, the dates', a priority's", () => {
    const rows: Row[] = Array.from({ length: 6000 }, (_, i) => ({
      id: i,
      company: `Company ${(i * 7919) % 6000}`,
      marks: i % 5,
      status: i % 3 ? 'approved' : 'pending',
      createdAt: new Date(Date.UTC(2024, 0, 1) + ((i * 7919) % 6000) * 3_600_000).toISOString(),
    }));
    const withPriority: ListIndexConfig<Row> = { ...config, priority: (row) => (row.status === 'pending' ? 0 : 1) };
    const firstIds = (index: ReturnType<typeof createListIndex<Row>>, sort: string) => query(index, createListState({ sort, pageSize: 100 })).rows.map((row) => row.id);
    for (const [sort, fewest] of [['-company', 10], ['oldToNew', 10], ['default', 2]] as const) {
      const sliced = createListIndex(rows, withPriority);
      expect(isSortPrepared(sliced, sort)).toBe(false);
      let slices = 1;
      while (!prepareSort(sliced, sort, 0)) slices++;
      expect(slices).toBeGreaterThanOrEqual(fewest);
      expect(isSortPrepared(sliced, sort)).toBe(true);
      expect(isSortPrepared(sliced, 'marks')).toBe(false);
      expect(firstIds(sliced, sort)).toEqual(firstIds(createListIndex(rows, withPriority), sort));
    }
    // The server's order (the default one without a priority) needs none.
    expect(isSortPrepared(createListIndex(rows, config), 'default')).toBe(true);
  });
});

describe("a long list's first answer", () => {
  const rows: Row[] = Array.from({ length: 6000 }, (_, i) => ({
    id: i,
    company: `Company ${(i * 7919) % 6000}`,
    status: i % 3 ? 'approved' : 'pending',
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
  }));
  const withPriority: ListIndexConfig<Row> = { ...config, priority: (row) => (row.status === 'pending' ? 0 : 1) };
  const asked = (state: Partial<ListState> = {}, status = 'all') => ({ ...createListState({ pageSize: 25, ...state }), status });

  it('is made a slice at a time, a task each, when it would read every row, and is then what a query answers at once', async () => {
    // Each look at the clock moves it on by 6 ms, so a slice (12 ms) ends after a step or two.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 6));
    // Each slice after the first is a message of its own (a task: input and paint go between them).
    const slices = vi.spyOn(MessagePort.prototype, 'postMessage');
    for (const state of [{}, { sort: '-company' }, { sort: 'newToOld', search: 'company 1' }, { range: { start: '2024-02-01', end: '2024-03-01' } }]) {
      slices.mockClear();
      const index = createListIndex(rows, withPriority);
      const made = vi.fn();
      const first = query(index, asked(state), made);
      expect(first).toMatchObject({ preparing: true, rows: [], total: 0, statusCounts: null, page: 1 });
      await vi.waitFor(() => expect(made).toHaveBeenCalledTimes(1));
      expect({ state, sliced: slices.mock.calls.length > 1 }).toEqual({ state, sliced: true });
      const answer = query(index, asked(state), made);
      const atOnce = query(createListIndex(rows, withPriority), asked(state));
      expect(answer.preparing).toBeUndefined();
      expect(answer.total).toBeGreaterThan(0);
      expect({ ...answer, filteredRows: answer.filteredRows }).toEqual({ ...atOnce, filteredRows: atOnce.filteredRows });
    }
    vi.restoreAllMocks();
  });

  it('is given at once by a list of up to 5,000 rows, by one with nothing to read of every row, and without onSortMade', () => {
    const made = vi.fn();
    expect(query(createListIndex(rows.slice(0, 5000), withPriority), asked(), made).total).toBe(5000);
    const plain: ListIndexConfig<Row> = { searchText: config.searchText, date: config.date };
    expect(query(createListIndex(rows, plain), asked(), made).total).toBe(6000);
    expect(query(createListIndex(rows, withPriority), asked()).total).toBe(6000);
    expect(made).not.toHaveBeenCalled();
  });

  it('makes the state asked for last when the state changes meanwhile, and keeps what it made', async () => {
    const index = createListIndex(rows, withPriority);
    const made = vi.fn();
    expect(query(index, asked(), made).preparing).toBe(true);
    expect(query(index, asked({ sort: 'company' }), made).preparing).toBe(true);
    await vi.waitFor(() => expect(made).toHaveBeenCalled());
    expect(query(index, asked({ sort: 'company' }), made).rows[0]?.company).toBe('Company 0');
    // The status codes made for the first state stay made: the default order alone is left.
    expect(isSortPrepared(index, 'default')).toBe(false);
  });
});
