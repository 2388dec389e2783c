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
  // A lone '-' (SPEC's placeholder for no remark) is text in every spreadsheet, not a formula.
  if (text === '' || text === '-' || isStrictNumber(text)) return text;
  const safe = FORMULA_AFTER_BREAK.test(text) ? text.replace(FORMULA_AFTER_BREAKS, "$1'") : text;
  return FORMULA_START.test(safe) ? `'${safe}` : safe;
}

/** Serial day 0 of Excel's 1900 date system is 1899-12-30 (the 1900 leap-year bug included): 25,569 days before 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;
/** Excel's 1900 system shows dates from 1900-03-01 on correctly (serial 61). */
const FIRST_SERIAL = 61;

/** A date of an export, read from the server's value. */
export interface ExportDate {
  /** 'YYYY-MM-DD HH:MM' in local time. */
  text: string;
  /** The Excel serial day number of the local date and time, or NaN before 1900-03-01. */
  serial: number;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** An ISO 8601 date, with a time and a zone or not: what the server sends ('2024-03-05T14:07:00.000Z'). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Reads a server date of a date column ('2024-03-05T14:07:00Z', '2024-03-05'): its local date
 * and time as 'YYYY-MM-DD HH:MM', and as an Excel serial number. Null when it is no ISO 8601
 * date: browsers read text such as '+44' or '5' as dates too, which a date column must not.
 */
export function exportDate(value: string): ExportDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  // A date alone is that day in local time (Date.parse would take it as UTC midnight).
  const time = value.length === 10 ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime() : toTimestamp(value);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  if (value.length === 10 && date.getDate() !== Number(match[3])) return null;
  const year = date.getFullYear();
  if (year < 1000 || year > 9999) return null;
  const text = `${year}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const local = time - date.getTimezoneOffset() * 60_000;
  const serial = local / DAY_MS + EXCEL_EPOCH_DAYS;
  return { text, serial: serial >= FIRST_SERIAL ? serial : NaN };
}
