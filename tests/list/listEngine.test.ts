import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { toTimestamp } from '../../src/format/index.js';
import { createListIndex, createListState, prepareListIndex, query } from '../../src/list/index.js';
import { canonicalIsoTimestamp } from '../../src/format/format.js';
import type { ListIndexConfig, ListState, SortOrder } from '../../src/list/index.js';

interface Row {
  id: number | string;
  firstName?: string | number | null;
  lastName?: string | null;
  email?: string | null;
  createdAt?: unknown;
}

const config: ListIndexConfig<Row> = {
  searchText: (row) => [row.firstName as string | number | null | undefined, row.lastName, row.email],
  date: (row) => row.createdAt,
};

const local = (...parts: [number, number, number, number?, number?, number?, number?]) =>
  new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0, parts[6] ?? 0).toISOString();

const run = (rows: Row[], state: Partial<ListState>) => query(createListIndex(rows, config), createListState(state));
const ids = (rows: readonly Row[]) => rows.map((row) => row.id);

describe('search', () => {
  const rows: Row[] = [
    { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    { id: 2, firstName: 'Grace', lastName: 'HOPPER', email: 'grace@navy.mil' },
    { id: 3, firstName: 'Ana', lastName: 'Ada', email: null },
    { id: 4, firstName: null, lastName: null, email: 'zoë@exämple.org' },
  ];

  it('matches any named field case-insensitively', () => {
    expect(ids(run(rows, { search: 'ADA' }).filteredRows)).toEqual([1, 3]);
    expect(ids(run(rows, { search: 'hopper' }).filteredRows)).toEqual([2]);
    expect(ids(run(rows, { search: 'NAVY' }).filteredRows)).toEqual([2]);
    expect(ids(run(rows, { search: 'ZOË@EXÄ' }).filteredRows)).toEqual([4]);
  });

  it('ignores surrounding spaces in the search text', () => {
    expect(ids(run(rows, { search: '  grace ' }).filteredRows)).toEqual([2]);
    expect(run(rows, { search: '   ' }).total).toBe(4);
  });

  it('never matches across two fields', () => {
    // 'Ada' + 'Lovelace' joined would read 'adalovelace'.
    expect(run(rows, { search: 'adalove' }).total).toBe(0);
    expect(run(rows, { search: 'ada lovelace' }).total).toBe(0);
    expect(run(rows, { search: 'ada\u0000love' }).total).toBe(0);
  });

  it('matches numbers given as fields, and ignores fields that are not text', () => {
    const odd: Row[] = [
      { id: 1, firstName: 12345 },
      { id: 2, firstName: { toString: () => 'sneaky' } as never },
    ];
    expect(ids(run(odd, { search: '234' }).filteredRows)).toEqual([1]);
    expect(run(odd, { search: 'sneaky' }).total).toBe(0);
  });

  it('gives the same answers while typing on and deleting back (incremental search)', () => {
    const many: Row[] = Array.from({ length: 500 }, (_, i) => ({ id: i, firstName: `name${i}`, email: `u${i % 7}@x.io` }));
    const index = createListIndex(many, config);
    for (const search of ['n', 'na', 'name', 'name1', 'name12', 'name1', 'e1', 'name', 'u3', 'u3@', 'x']) {
      const expected = many.filter((row) => [row.firstName, row.email].some((f) => String(f).includes(search)));
      expect(ids(query(index, createListState({ search })).filteredRows)).toEqual(ids(expected));
    }
  });

  it('finds every match over several blocks of rows, once per row, never across two rows', () => {
    // 1,300 rows: more than two blocks of 512 search texts joined into one string each.
    const many: Row[] = Array.from({ length: 1300 }, (_, i) => ({
      id: i,
      firstName: i % 97 === 3 ? null : `${'ab'.repeat(i % 4)}x${i}`,
      lastName: i % 2 ? 'Zed' : '',
      email: i % 7 === 0 ? `${i}y@ab.ab` : undefined,
    }));
    const reference = (search: string) => many.filter((row) => [row.firstName, row.lastName, row.email].some((f) => typeof f === 'string' && f.toLowerCase().includes(search)));
    // Typed on: each needle narrows the previous one's matches (checked one by one below a
    // quarter of the rows, found by scanning every block above it); deleted back: cached.
    const typed = ['a', 'ab', 'abab', 'ababx', 'ababx1', 'z', 'ze', 'zed', 'zedx', 'x5', 'x51', 'x511', '511', '1', '12', '129', '1299', 'y@', '7y@ab.ab', 'ab', 'a', 'q'];
    const index = createListIndex(many, config);
    for (const search of typed) expect(ids(query(index, createListState({ search })).filteredRows)).toEqual(ids(reference(search)));
    // Row 1 ends with 'zed' and row 2 starts with 'x2': joined in one block, they must not match 'zedx'.
    expect(query(index, createListState({ search: 'zedx' })).total).toBe(0);
    // The first and last rows of each block, searched on a fresh index (no earlier matches to narrow).
    for (const i of [0, 511, 512, 1023, 1024, 1299]) {
      const search = `x${i}`;
      const found = ids(query(createListIndex(many, config), createListState({ search })).filteredRows);
      expect(found).toEqual(ids(reference(search)));
      expect(found[0]).toBe(i);
    }
  });

  it('answers a prepared index and an unprepared one alike, whatever the rows (blocks of joined search texts)', () => {
    const word = fc.stringMatching(/^[ab\u0130 ]{0,4}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(word, word), { minLength: 500, maxLength: 1100 }), fc.array(word, { minLength: 1, maxLength: 6 }), (pairs, searches) => {
        const rows: Row[] = pairs.map(([firstName, lastName], id) => ({ id, firstName, lastName }));
        const prepared = createListIndex(rows, config);
        while (!prepareListIndex(prepared, 0));
        const lazy = createListIndex(rows, config);
        for (const search of searches) {
          const needle = search.trim().toLowerCase();
          const expected = rows.filter((row) => [row.firstName, row.lastName].some((f) => String(f).toLowerCase().includes(needle)));
          expect(ids(query(prepared, createListState({ search })).filteredRows)).toEqual(ids(expected));
          expect(ids(query(lazy, createListState({ search })).filteredRows)).toEqual(ids(expected));
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('sort', () => {
  const rows: Row[] = [
    { id: 'a', createdAt: '2024-05-01T10:00:00Z' },
    { id: 'b', createdAt: null },
    { id: 'c', createdAt: '2023-01-01T00:00:00Z' },
    { id: 'd', createdAt: '2024-05-01T10:00:00Z' },
    { id: 'e', createdAt: 'not a date' },
    { id: 'f', createdAt: '2025-12-31T23:00:00Z' },
  ];

  it.each<[SortOrder, string[]]>([
    ['default', ['a', 'b', 'c', 'd', 'e', 'f']],
    ['oldToNew', ['c', 'a', 'd', 'f', 'b', 'e']],
    ['newToOld', ['f', 'a', 'd', 'c', 'b', 'e']],
  ])('%s keeps server order for ties and puts undated rows last', (sort, expected) => {
    expect(ids(run(rows, { sort }).filteredRows)).toEqual(expected);
  });

  it('sorts only the filtered rows', () => {
    expect(ids(run(rows, { sort: 'newToOld', search: 'd' }).filteredRows)).toEqual([]);
    const named = rows.map((row) => ({ ...row, firstName: row.id === 'b' || row.id === 'c' || row.id === 'f' ? 'keep' : 'drop' }));
    expect(ids(run(named, { sort: 'newToOld', search: 'keep' }).filteredRows)).toEqual(['f', 'c', 'b']);
  });
});

describe('date range', () => {
  const rows: Row[] = [
    { id: 'before', createdAt: local(2024, 2, 4, 23, 59, 59, 999) },
    { id: 'start', createdAt: local(2024, 2, 5) },
    { id: 'end', createdAt: local(2024, 2, 10, 23, 59, 59, 999) },
    { id: 'after', createdAt: local(2024, 2, 11) },
    { id: 'none', createdAt: undefined },
    { id: 'garbage', createdAt: { year: 2024 } },
    { id: 'dateOnly', createdAt: '2024-03-10' },
  ];
  const range = { start: '2024-03-05', end: '2024-03-10' };

  it('includes the whole end day and excludes the next midnight', () => {
    expect(ids(run(rows, { range }).filteredRows)).toEqual(['start', 'end', 'dateOnly']);
  });

  it('ignores a range that lacks a date', () => {
    expect(run(rows, { range: { start: '2024-03-05', end: '' } }).total).toBe(rows.length);
  });

  it('filters search first, then range, then sorts and pages', () => {
    const named = rows.map((row) => ({ ...row, firstName: String(row.id) }));
    expect(ids(run(named, { range, search: 'e', sort: 'newToOld' }).filteredRows)).toEqual(['end', 'dateOnly']);
  });

  it('reads ISO strings, epoch numbers and Date objects, and drops unparseable dates from a range', () => {
    const mixed: Row[] = [
      { id: 'iso', createdAt: local(2024, 2, 6, 12) },
      { id: 'epoch', createdAt: new Date(2024, 2, 7, 12).getTime() },
      { id: 'date', createdAt: new Date(2024, 2, 8, 12) },
      ...[null, '', '   ', 'soon', Number.NaN, Infinity, {}, [], true].map((createdAt, i) => ({ id: `bad${i}`, createdAt })),
    ];
    expect(ids(run(mixed, { range }).filteredRows)).toEqual(['iso', 'epoch', 'date']);
    expect(ids(run(mixed, { sort: 'newToOld' }).filteredRows).slice(0, 3)).toEqual(['date', 'epoch', 'iso']);
  });
});

describe('paging', () => {
  const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i }));

  it('returns ten rows a page and clamps a page beyond the end', () => {
    expect(run(rows, { page: 1 })).toMatchObject({ total: 23, pageCount: 3, page: 1 });
    expect(ids(run(rows, { page: 3 }).rows)).toEqual([20, 21, 22]);
    const beyond = run(rows, { page: 9 });
    expect(beyond.page).toBe(3);
    expect(ids(beyond.rows)).toEqual([20, 21, 22]);
    expect(run([], { page: 2 })).toMatchObject({ total: 0, pageCount: 1, page: 1, rows: [] });
  });
});

describe('100,000 rows', () => {
  const count = 100_000;
  const rows: Row[] = Array.from({ length: count }, (_, i) => ({
    id: i,
    firstName: i % 3 === 0 ? null : `first${i}`,
    lastName: `Last${i % 100}`,
    email: `user${i}@example.com`,
    createdAt: i % 10 === 0 ? null : new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
  }));
  const index = createListIndex(rows, config);

  it('counts the matches of search, range and both', () => {
    // lastName 'Last7' or 'Last7x' (70..79): i % 100 in {7, 70..79} → 11 of every 100.
    expect(query(index, createListState({ search: 'last7' })).total).toBe(11_000);
    expect(query(index, createListState({ search: 'last77' })).total).toBe(1_000);
    const all = query(index, createListState({ sort: 'newToOld' }));
    expect(all.total).toBe(count);
    expect(all.pageCount).toBe(10_000);
    // Undated rows (every 10th) come last in both directions.
    expect(all.filteredRows[count - 1]?.id).toBe(99_990);
    expect(all.filteredRows[0]?.id).toBe(99_999);
    const ranged = query(index, createListState({ range: { start: '2020-01-03', end: '2020-01-03' } }));
    const expected = rows.filter((row) => {
      const t = typeof row.createdAt === 'string' ? Date.parse(row.createdAt) : NaN;
      return t >= new Date(2020, 0, 3).getTime() && t <= new Date(2020, 0, 3, 23, 59, 59, 999).getTime();
    });
    expect(ranged.total).toBe(expected.length);
    expect(ranged.total).toBeGreaterThan(0);
  });
});

describe('malformed rows', () => {
  const field = fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined), fc.integer(), fc.double(), fc.boolean(), fc.object());
  const dateish = fc.oneof(
    field,
    fc.date({ noInvalidDate: false }),
    fc.date({ min: new Date(2000, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true }).map((d) => d.toISOString()),
    fc.date({ min: new Date(2000, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  );
  const row = fc.record({ id: fc.nat(), firstName: field, lastName: field, email: field, createdAt: dateish }, { requiredKeys: ['id'] });
  const state = fc.record({
    search: fc.oneof(fc.string(), fc.constantFrom('a', ' A ', '1', '-', '')),
    sort: fc.constantFrom<SortOrder>('default', 'oldToNew', 'newToOld'),
    range: fc.option(fc.record({ start: fc.constantFrom('2001-01-01', '2015-06-15', 'bad', ''), end: fc.constantFrom('2020-12-31', '2030-01-01', '') })),
    page: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.constant(Number.NaN)),
  });

  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).toLowerCase() : '');

  it('agree with a plain reference filter and never throw', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), fc.array(state, { minLength: 1, maxLength: 5 }), (rows, states) => {
        const index = createListIndex(rows as Row[], config);
        for (const s of states) {
          const result = query(index, s);
          const needle = s.search.trim().toLowerCase();
          const range = s.range && s.range.start !== 'bad' && s.range.start && s.range.end ? s.range : null;
          let expected = rows.filter((r) => [r.firstName, r.lastName, r.email].some((f) => text(f).includes(needle)));
          if (range) {
            const [y1, m1, d1] = range.start.split('-').map(Number) as [number, number, number];
            const [y2, m2, d2] = range.end.split('-').map(Number) as [number, number, number];
            const from = new Date(y1, m1 - 1, d1).getTime();
            const to = new Date(y2, m2 - 1, d2, 23, 59, 59, 999).getTime();
            expected = expected.filter((r) => {
              const t = toTimestamp(r.createdAt);
              return t >= from && t <= to;
            });
          }
          if (s.sort !== 'default') {
            const sign = s.sort === 'oldToNew' ? 1 : -1;
            expected = expected
              .map((r, position) => ({ r, position, t: toTimestamp(r.createdAt) }))
              .sort((a, b) => {
                const aNaN = Number.isNaN(a.t);
                const bNaN = Number.isNaN(b.t);
                if (aNaN || bNaN) return aNaN === bNaN ? a.position - b.position : aNaN ? 1 : -1;
                return sign * (a.t - b.t) || a.position - b.position;
              })
              .map((x) => x.r);
          }
          expect(result.filteredRows).toEqual(expected);
          expect(result.total).toBe(expected.length);
          expect(result.rows.length).toBeLessThanOrEqual(10);
          expect(result.page).toBeGreaterThanOrEqual(1);
          expect(result.page).toBeLessThanOrEqual(result.pageCount);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('survives rows that are not objects and accessors that throw on them', () => {
    const strict: ListIndexConfig<Row> = {
      searchText: (r) => [r.firstName as string, r.email],
      date: (r) => r.createdAt,
    };
    fc.assert(
      fc.property(fc.array(fc.anything()), fc.string(), (rows, search) => {
        const result = query(createListIndex(rows as Row[], strict), createListState({ search, sort: 'oldToNew' }));
        expect(result.total).toBeLessThanOrEqual(rows.length);
      }),
    );
    expect(query(createListIndex(null as never, strict), createListState()).total).toBe(0);
  });
});

describe('reading dates', () => {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');

  it('reads canonical UTC ISO strings exactly as Date.parse does, and leaves every other text to it', () => {
    // Any digits in the canonical shape: real dates, 31 Februaries, month 13, hour 24, year 0042.
    const shaped = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 61 }),
        fc.integer({ min: 0, max: 61 }),
        fc.integer({ min: 0, max: 999 }),
      )
      .map(([y, mo, d, h, mi, s, ms]) => `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}T${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}.${pad(ms, 3)}Z`);
    const real = fc.date({ min: new Date(-1e14), max: new Date(2.5e14), noInvalidDate: true }).map((d) => d.toISOString());
    fc.assert(
      fc.property(fc.oneof(shaped, real, fc.string()), (text) => {
        const fast = canonicalIsoTimestamp(text);
        if (!Number.isNaN(fast)) expect(fast).toBe(Date.parse(text));
      }),
      { numRuns: 2000 },
    );
    expect(canonicalIsoTimestamp('2024-02-29T23:59:59.999Z')).toBe(Date.UTC(2024, 1, 29, 23, 59, 59, 999));
    expect(canonicalIsoTimestamp('2000-02-29T00:00:00.000Z')).toBe(Date.UTC(2000, 1, 29));
    // Left to toTimestamp: no zone (local time), a 30 February, year 0099, an offset.
    for (const text of ['2024-05-01T10:00:00.000', '2025-02-30T00:00:00.000Z', '1900-02-29T00:00:00.000Z', '0099-01-01T00:00:00.000Z', '2024-05-01T10:00:00.000+02:00']) {
      expect(canonicalIsoTimestamp(text)).toBeNaN();
    }
  });

  it('sorts many rows sharing few dates with ties in server order, in both directions', () => {
    const dates = ['2024-01-02T00:00:00.000Z', '2023-06-01T12:00:00.000Z', null, '2024-01-02T00:00:00.000Z', '2024-01-02T00:00:00Z', 'x'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...dates), { maxLength: 200 }), (picked) => {
        const rows: Row[] = picked.map((createdAt, id) => ({ id, createdAt }));
        const index = createListIndex(rows, config);
        const dated = rows.filter((r) => !Number.isNaN(toTimestamp(r.createdAt)));
        const undated = rows.filter((r) => Number.isNaN(toTimestamp(r.createdAt)));
        const byDate = (sign: number) =>
          [...dated].sort((a, b) => sign * (toTimestamp(a.createdAt) - toTimestamp(b.createdAt)) || (a.id as number) - (b.id as number));
        expect(ids(query(index, createListState({ sort: 'oldToNew' })).filteredRows)).toEqual(ids([...byDate(1), ...undated]));
        expect(ids(query(index, createListState({ sort: 'newToOld' })).filteredRows)).toEqual(ids([...byDate(-1), ...undated]));
      }),
      { numRuns: 200 },
    );
  });
});

describe('preparation', () => {
  it('defers every row read to first need or to prepareListIndex, with the same answers either way', () => {
    const rows: Row[] = Array.from({ length: 2000 }, (_, i) => ({ id: i, firstName: `n${i}`, createdAt: new Date(Date.UTC(2024, 0, 1 + (i % 50))).toISOString() }));
    const searchText = vi.fn(config.searchText);
    const date = vi.fn(config.date);
    const lazy = createListIndex(rows, { searchText, date });
    expect(query(lazy, createListState()).total).toBe(2000);
    expect(searchText).not.toHaveBeenCalled();
    expect(date).not.toHaveBeenCalled();

    const prepared = createListIndex(rows, config);
    let slices = 1;
    while (!prepareListIndex(prepared, 0)) slices++;
    expect(slices).toBeGreaterThan(2); // a zero budget still does one step (512 rows) per call
    for (const state of [{ search: 'n1' }, { sort: 'newToOld' as const }, { range: { start: '2024-01-10', end: '2024-01-20' } }]) {
      expect(ids(query(lazy, createListState(state)).filteredRows)).toEqual(ids(query(prepared, createListState(state)).filteredRows));
    }
    expect(searchText).toHaveBeenCalledTimes(2000);
    expect(date).toHaveBeenCalledTimes(2000);
    expect(prepareListIndex(lazy, 0)).toBe(true);
  });
});

describe('preparation in idle time', () => {
  it('reads each row of a long list once, whether or not it warms the search code up after (its own small list), and answers the same', async () => {
    // No requestIdleCallback here: prepareWhenIdle takes a timer per slice.
    vi.useFakeTimers();
    try {
      const { prepareWhenIdle } = await import('../../src/list/listEngine.js');
      const rows: Row[] = Array.from({ length: 20_000 }, (_, i) => ({ id: i, firstName: `n${i}`, lastName: i % 3 ? 'garcia' : 'lee' }));
      const searchText = vi.fn(config.searchText);
      const date = vi.fn(config.date);
      const index = createListIndex(rows, { searchText, date });
      const searchPrepared = vi.fn();
      prepareWhenIdle(index, searchPrepared);
      await vi.runAllTimersAsync();
      expect(searchPrepared).toHaveBeenCalledTimes(1);
      expect(searchText).toHaveBeenCalledTimes(20_000);
      expect(date).toHaveBeenCalledTimes(20_000);
      const answer = query(index, createListState({ search: 'gar', page: 3 }));
      expect(answer.total).toBe(rows.filter((_, i) => i % 3).length);
      expect(ids(answer.rows)).toEqual(ids(rows.filter((_, i) => i % 3).slice(20, 30)));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('preparation while an input waits', () => {
  it('does one part of the work per slice while the browser says an input is waiting, and all of it in the end', async () => {
    vi.useFakeTimers();
    const navigatorOf = globalThis as { navigator?: { scheduling?: unknown } };
    const scheduling = Object.getOwnPropertyDescriptor(navigatorOf.navigator ?? {}, 'scheduling');
    let waiting = true;
    Object.defineProperty(navigatorOf.navigator, 'scheduling', { configurable: true, value: { isInputPending: () => waiting } });
    try {
      const { prepareWhenIdle } = await import('../../src/list/listEngine.js');
      const rows: Row[] = Array.from({ length: 5000 }, (_, i) => ({ id: i, firstName: `n${i}`, lastName: 'lee' }));
      const searchText = vi.fn(config.searchText);
      const index = createListIndex(rows, { ...config, searchText });
      prepareWhenIdle(index, () => {});
      // A slice has 8 ms: far more than one block of 512 rows' search texts takes, but an input waits.
      await vi.advanceTimersToNextTimerAsync();
      expect(searchText).toHaveBeenCalledTimes(512);
      await vi.advanceTimersToNextTimerAsync();
      expect(searchText).toHaveBeenCalledTimes(1024);
      waiting = false;
      await vi.runAllTimersAsync();
      expect(searchText).toHaveBeenCalledTimes(5000);
    } finally {
      if (scheduling) Object.defineProperty(navigatorOf.navigator, 'scheduling', scheduling);
      else delete (navigatorOf.navigator as { scheduling?: unknown }).scheduling;
      vi.useRealTimers();
    }
  });
});

describe('filtered rows', () => {
  it('are built only when read, so a keystroke reads no rows but those of its page', () => {
    const rows: Row[] = Array.from({ length: 1000 }, (_, i) => ({ id: i, firstName: i % 2 ? 'odd' : 'even', createdAt: new Date(Date.UTC(2024, 0, 1 + (i % 50))).toISOString() }));
    let reads = 0;
    const counted = new Proxy(rows, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const index = createListIndex(counted, config);
    while (!prepareListIndex(index, 1000));
    const states: Partial<ListState>[] = [{ search: 'odd' }, { search: 'even', sort: 'newToOld' }, { search: '' }, { search: 'odd', page: 3 }, { search: 'none' }];
    for (const state of states) {
      reads = 0;
      const result = query(index, createListState(state));
      expect(reads).toBe(result.rows.length);
      const all = result.filteredRows;
      expect(reads).toBe(result.rows.length + result.total);
      // Built once, then shared by later reads and by queries of another page of the same rows.
      expect(result.filteredRows).toBe(all);
      expect(query(index, createListState({ ...state, page: 2 })).filteredRows).toBe(all);
      expect(all.slice((result.page - 1) * 10, result.page * 10)).toEqual(result.rows);
    }
  });
});
