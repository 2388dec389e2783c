/**
 * What a cell of an export holds, shared by every format: plain numbers, dates, and the rule that
 * keeps text from becoming a formula (OWASP, "CSV Injection").
 *
 * - A column says what its values are (`ExportColumn.type`): text, a number or a date.
 * - A value that is strictly a number ('-5', '12.5') is safe as it is in any format: no
 *   spreadsheet reads a formula into it.
 * - A date column's server value is written as a local date and time, 'YYYY-MM-DD HH:MM' in
 *   CSV, .xls and the print page, and as a date cell with that format in .xlsx.
 * - Any other text that starts with =, +, - or @, a tab or a carriage return, possibly after
 *   spaces, is what a spreadsheet may run as a formula. Where cells are typed (.xls text cells,
 *   .xlsx string cells) it cannot be, and it is written as it is; in CSV, which has no types, it
 *   gets a leading apostrophe.
 */

import { toTimestamp } from '../format/index.js';

/** What a column's values are; it decides the cell type in .xlsx and .xls. */
export type ExportValueType = 'text' | 'number' | 'date';

const STRICT_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/** Excel keeps 15 significant digits; a longer number would not read back as written. */
const MAX_DIGITS = 15;

/**
 * True for a plain decimal number: an optional minus, digits without leading zeros, an optional
 * fraction, at most 15 significant digits ('-5', '0.25', '1500'; not '+44', '0123', '1e3', '1,5',
 * ' 5'). Such a value is a number in every spreadsheet and never a formula.
 */
export function isStrictNumber(text: string): boolean {
  if (!STRICT_NUMBER.test(text)) return false;
  let digits = 0;
  let leading = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) continue;
    if (leading && code === 48) continue;
    leading = false;
    digits++;
  }
  return digits <= MAX_DIGITS;
}

/** A formula start at the beginning of a value: =, +, -, @, tab or CR, or spaces and then =, +, - or @. */
const FORMULA_START = /^(?:[=+\-@\t\r]|\s+[=+\-@])/;

/**
 * Where a CSV reader with another separator or a lenient quote rule may start a new cell inside a
 * field: after a comma, semicolon, tab or line break. `a;=1+1` is one quoted field to a reader
 * that splits on commas, but two cells, the second `=1+1`, to one that splits on semicolons
 * (Excel's list separator in much of Europe) and does not see the quote.
 */
const FORMULA_AFTER_BREAK = /[,;\t\r\n]\s*[=+\-@]/;
const FORMULA_AFTER_BREAKS = /([,;\t\r\n])(?=\s*[=+\-@])/g;

/**
 * Text for a CSV field that no spreadsheet runs as a formula, whatever its separator: a strict
 * number stays as it is; otherwise an apostrophe goes before a formula start at the beginning
 * ('=1+1' → "'=1+1", '-2+3' → "'-2+3") and after every comma, semicolon, tab or line break that
 * is followed by one ('a;=1+1' → "a;'=1+1"). A lone '-' stays as it is.
 */
export function neutraliseFormula(text: string): string {
  const safe = FORMULA_AFTER_BREAK.test(text) ? text.replace(FORMULA_AFTER_BREAKS, "$1'") : text;
  return startsFormula(safe) ? `'${safe}` : safe;
}

/**
 * Whether a value starts a formula (FORMULA_START), but for a strict number and a lone '-' (the
 * placeholder for no remark), which every spreadsheet reads as a number and as text.
 * Most values start with a letter or a digit and are answered by their first character.
 */
export function startsFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  // = + - @ tab CR, or white space (which may come before one of them).
  if (!(first === 61 || first === 43 || first === 45 || first === 64 || first <= 32 || first === 160 || first === 0x1680 || first >= 0x2000)) return false;
  if (text === '-' || isStrictNumber(text)) return false;
  return FORMULA_START.test(text);
}

/** Serial day 0 of Excel's 1900 date system is 1899-12-30 (the 1900 leap-year bug included): 25,569 days before 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;
/** Excel's 1900 system shows dates from 1900-03-01 on correctly (serial 61). */
const FIRST_SERIAL = 61;

/** A date of an export, read from the server's value: its local date and time. */
export class ExportDate {
  /** @param local The local wall-clock time as milliseconds since 1970-01-01 00:00 (a local, not a UTC, epoch). */
  constructor(readonly local: number) {}

  /** 'YYYY-MM-DD HH:MM' in local time. */
  get text(): string {
    const iso = new Date(this.local).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }

  /** The Excel serial day number of the local date and time, or NaN before 1900-03-01. */
  get serial(): number {
    const serial = this.local / DAY_MS + EXCEL_EPOCH_DAYS;
    return serial >= FIRST_SERIAL ? serial : NaN;
  }
}

/** Reads a date column's server value as a date: `exportDate` (the browser's local time), or `datesIn(timeZone)` (the server's reader of the user's). */
export type ExportDateReader = (value: string) => ExportDate | null;

/** An ISO 8601 date, with a time and a zone or not: what the server sends ('2024-03-05T14:07:00.000Z'). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A reader of a date column's server values in a clock (`offsetAt`: local minus UTC at an
 * instant, in ms). One rule for every writer of an export, the browser's and the server's:
 * - a date alone ('2024-03-05') is that day;
 * - a date and time without a zone ('2024-03-05T14:07', '2024-03-05 14:07') is that wall-clock
 *   time, as written;
 * - an instant ('2024-03-05T14:07:00.000Z', '...+01:00') is its local date and time;
 * - anything else is null: no date that does not exist ('2024-02-30'), no year before 1000 or
 *   after 9999, and nothing a browser would also read as a date ('+44', '5', 'Tue Mar 05 2024').
 * The offset of each UTC day is kept for days asked again, and the last value read is kept too
 * (a row's dates often repeat: created and updated at once).
 */
function dateReader(offsetAt: (time: number) => number): ExportDateReader {
  /** The offset on each UTC day, NaN for a day on which it changes. */
  const offsetsByDay = new Map<number, number>();
  const offsetOn = (time: number): number => {
    const day = Math.floor(time / DAY_MS);
    let offset = offsetsByDay.get(day);
    if (offset === undefined) {
      const start = offsetAt(day * DAY_MS);
      offset = start === offsetAt((day + 1) * DAY_MS - 1) ? start : NaN;
      if (offsetsByDay.size >= 10_000) offsetsByDay.clear();
      offsetsByDay.set(day, offset);
    }
    return Number.isNaN(offset) ? offsetAt(time) : offset;
  };
  const read = (value: string): ExportDate | null => {
    const match = ISO_DATE.exec(value);
    if (!match) return null;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const midnight = Date.UTC(year, month - 1, day);
    const check = new Date(midnight);
    if (year < 1000 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
    if (value.length === 10) return new ExportDate(midnight);
    // Without a zone the value is the wall-clock time itself: read it as if it were UTC.
    const zoned = match[4] !== undefined;
    const time = zoned ? toTimestamp(value) : toTimestamp(`${value.slice(0, 10)}T${value.slice(11)}Z`);
    if (!zoned) return Number.isNaN(time) ? null : new ExportDate(time);
    // Local times lie within a day of UTC; beyond four-digit years there is nothing to write.
    if (!(time >= MIN_LOCAL + DAY_MS && time < MAX_LOCAL - DAY_MS)) return null;
    return new ExportDate(time + offsetOn(time));
  };
  let last: { value: string; date: ExportDate | null } = { value: '', date: null };
  return (value) => (value === last.value ? last.date : (last = { value, date: read(value) }).date);
}

/**
 * Local minus UTC at `time`, in ms, read through the runtime's local getters: getTimezoneOffset()
 * drops the seconds of old local mean times (St. John's before 1935).
 */
function runtimeOffsetAt(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()) - time;
}

/**
 * Reads a server date of a date column ('2024-03-05T14:07:00Z', '2024-03-05') in this runtime's
 * local time (the browser's: the user's), to write as 'YYYY-MM-DD HH:MM' (`text`) or as an Excel
 * serial number (`serial`); null when it is no ISO 8601 date (`dateReader` has the rule).
 */
export const exportDate: ExportDateReader = /* @__PURE__ */ dateReader(runtimeOffsetAt);

/**
 * `exportDate`'s reader in the time zone `timeZone` (an IANA name such as 'Europe/Berlin'), for a
 * server that writes a user's export: the user's local time, whatever the server's is.
 */
export function datesIn(timeZone: string): ExportDateReader {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  return dateReader((time) => {
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
    for (const { type, value } of format.formatToParts(time)) part[type] = Number(value);
    const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!, ((time % 1000) + 1000) % 1000);
    return wall - time;
  });
}

/** Four-digit years only: 1000-01-01 to 9999-12-31. */
const MIN_LOCAL = Date.UTC(1000, 0, 1);
const MAX_LOCAL = Date.UTC(10_000, 0, 1);
