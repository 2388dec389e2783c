import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { datesIn } from '../../src/export/cells.js';
import { exportDate, isStrictNumber, neutraliseFormula } from '../../src/export/index.js';

describe('isStrictNumber', () => {
  it.each(['0', '5', '-5', '1500', '0.25', '-12.5', '123456789012345', '-0.000001'])('takes %j as a number', (text) => {
    expect(isStrictNumber(text)).toBe(true);
  });

  it.each(['', '-', '+44', '+5', '0123', '1e3', '1,5', ' 5', '5 ', '1.', '.5', '--5', '-2+3', '1234567890123456', 'NaN', 'Infinity', '０'])(
    'takes %j as text',
    (text) => {
      expect(isStrictNumber(text)).toBe(false);
    },
  );

  it('agrees with Number for every plain integer up to 15 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999_999, max: 999_999_999_999_999 }), (n) => {
        expect(isStrictNumber(String(n))).toBe(true);
        expect(Number(String(n))).toBe(n);
      }),
    );
  });
});

describe('neutraliseFormula (CSV)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+44', "'+44"],
    ['-2+3', "'-2+3"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    // A tab or CR first is itself a formula start; what follows it is a new cell to a reader that splits there.
    ['\t=1+1', "'\t'=1+1"],
    ['\r=1+1', "'\r'=1+1"],
    ['\tTab', "'\tTab"],
    ['  =1+1', "'  =1+1"],
    ['\n=1+1', "\n'=1+1"],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['a;=1+1', "a;'=1+1"],
    ['a,=1+1', "a,'=1+1"],
    ['a\t=1+1', "a\t'=1+1"],
    ['a\n@x', "a\n'@x"],
    ['a; -5', "a;' -5"],
  ])('neutralises %j as %j', (text, safe) => {
    expect(neutraliseFormula(text)).toBe(safe);
  });

  it.each(['-5', '0.25', '1500', '-', '', 'plain', 'a-b', 'a=b', 'x@example.com', 'a, b', 'a\t\tb', '5-3'])('keeps %j as it is', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it('leaves no cell, split at any separator, that starts a formula', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '=', '+', '-', '@', ',', ';', '\t', '\r', '\n', '5') }), (text) => {
        const safe = neutraliseFormula(text);
        expect(safe.replace(/^'/, '').replace(/([,;\t\r\n])'/g, '$1')).toBe(text);
        for (const part of safe.split(/[,;\t\r\n]/).slice(1)) expect(part.trimStart()).not.toMatch(/^[=+\-@]/);
        if (!isStrictNumber(text) && text !== '-') expect(safe).not.toMatch(/^(?:[=+\-@\t\r]|\s+[=+\-@])/);
      }),
      { numRuns: 500 },
    );
  });
});

describe('exportDate', () => {
  it('reads a server date as local date and time and as an Excel serial day', () => {
    // No zone: local time, so the figures hold in any time zone. 2024-03-05 is Excel day 45356.
    const date = exportDate('2024-03-05T14:07:30');
    expect(date?.text).toBe('2024-03-05 14:07');
    expect(date?.serial).toBeCloseTo(45356 + (14 * 3600 + 7 * 60 + 30) / 86400, 9);
    expect(exportDate('1900-03-01T00:00:00')?.serial).toBe(61);
  });

  it('shows an instant in the local zone', () => {
    const instant = Date.UTC(2025, 0, 9, 23, 30);
    const local = new Date(instant);
    const expected = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    expect(exportDate('2025-01-09T23:30:00Z')?.text.slice(0, 10)).toBe(expected);
  });

  it('has no serial before 1900-03-01, where Excel counts a day that never was', () => {
    const early = exportDate('1899-06-01T00:00:00');
    expect([early?.text, early?.serial]).toEqual(['1899-06-01 00:00', NaN]);
  });

  it.each(['', 'soon', '-', '=1+1', '2024-13-45', '+275760-09-13T00:00:00Z'])('is null for %j', (text) => {
    expect(exportDate(text)).toBeNull();
  });
});

describe('exportDate, strict', () => {
  it('takes a date alone as that local day', () => {
    const day = exportDate('2024-03-05');
    expect([day?.text, day?.serial]).toEqual(['2024-03-05 00:00', 45356]);
  });

  it('writes the local time of any instant as the browser shows it', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 2), max: Date.UTC(9999, 11, 30) }), (time) => {
        const instant = new Date(time);
        const pad = (n: number, width = 2) => String(n).padStart(width, '0');
        const expected = `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())} ${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
        expect(exportDate(instant.toISOString())?.text).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(['+44', '5', '-5', '0', '2024-02-30', '2024-3-5', '05/03/2024', 'Tue Mar 05 2024', '0050-01-01'])('is null for %j, which a browser might read as a date', (text) => {
    expect(exportDate(text)).toBeNull();
  });
});

const runtimeZone = process.env.TZ;
afterEach(() => {
  if (runtimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = runtimeZone;
  vi.resetModules();
});

/** The cells module run afresh in `timeZone`: Node applies a new TZ at once, and a fresh module starts with an empty cache of offsets. */
async function cellsIn(timeZone: string) {
  process.env.TZ = timeZone;
  vi.resetModules();
  return import('../../src/export/cells.js');
}

describe('exportDate across a change of the local offset', () => {
  it('writes each minute of a day on which summer time starts with the offset of that minute', async () => {
    const { exportDate: fresh } = await cellsIn('Europe/Berlin');
    // 2025-03-30 01:00 UTC: 02:00 CET becomes 03:00 CEST.
    expect(fresh('2025-03-30T00:59:00Z')?.text).toBe('2025-03-30 01:59');
    expect(fresh('2025-03-30T01:00:00Z')?.text).toBe('2025-03-30 03:00');
    expect(fresh('2025-03-30T12:00:00Z')?.text).toBe('2025-03-30 14:00');
    expect(fresh('2025-03-29T12:00:00Z')?.text).toBe('2025-03-29 13:00');
    expect(fresh('2025-10-26T00:30:00Z')?.text).toBe('2025-10-26 02:30');
    expect(fresh('2025-10-26T01:30:00Z')?.text).toBe('2025-10-26 02:30');
  });
});

describe('datesIn: the server reads a date in the user’s zone as the user’s browser does', () => {
  // Summer time (Berlin), a half-hour zone, old local mean time with seconds (St. John's before
  // 1935), and a skipped day (Apia, 2011-12-30).
  it.each(['Europe/Berlin', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Apia'])('agrees with exportDate run in %s, value by value', async (timeZone) => {
    const { exportDate: browser, datesIn } = await cellsIn(timeZone);
    const server = datesIn(timeZone);
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    // What servers send: instants with Z or an offset, wall times without a zone (T or a space), days.
    const value = fc.tuple(fc.integer({ min: Date.UTC(1000, 0, 3), max: Date.UTC(9999, 11, 29) }), fc.integer({ min: 0, max: 5 })).map(([time, form]) => {
      const iso = new Date(time).toISOString();
      return [iso, `${iso.slice(0, 19)}+05:30`, iso.slice(0, 16), `${iso.slice(0, 10)} ${iso.slice(11, 19)}`, iso.slice(0, 10), `${iso.slice(0, 8)}${pad(29 + (time % 3))}T10:00`][form]!;
    });
    const edges = ['2011-12-30', '2011-12-30T12:00', '2011-12-30T10:00:00Z', '2025-03-30T02:30', '2025-03-30T01:00:00Z', '1000-01-01T00:00:00Z', '9999-12-31T23:59:00Z', '2024-02-30T10:00', '2024-03-05 14:07', '0999-12-31T23:00', '1935-01-01T12:00:00Z', '+44', ''];
    const same = (text: string) => {
      const [ours, theirs] = [browser(text), server(text)];
      expect([theirs?.text, theirs?.serial], text).toEqual([ours?.text, ours?.serial]);
    };
    edges.forEach(same);
    fc.assert(fc.property(value, same), { numRuns: 300 });
  });

  it('takes a time without a zone as the wall-clock time written, even in an hour summer time skips', () => {
    for (const read of [exportDate, datesIn('Europe/Berlin'), datesIn('America/Los_Angeles')]) {
      expect([read('2024-03-05 14:07')?.text, read('2025-03-30T02:30')?.text, read('2024-02-30T10:00'), read('2011-12-30')?.text]).toEqual(['2024-03-05 14:07', '2025-03-30 02:30', null, '2011-12-30 00:00']);
    }
  });
});
