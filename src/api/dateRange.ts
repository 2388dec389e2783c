// A date range's local days as instants: what the list engine filters by and what the HTTP
// client's list query sends (src/list/listState.ts re-exports both for the lists).
import type { DateRange } from './types.js';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A 'YYYY-MM-DD' date as a local-time timestamp: 00:00:00.000 of that day, or 23:59:59.999 with
 * `endOfDay` (the end date of a range is inclusive). NaN when the text is not a real calendar date.
 */
export function parseDateOnly(text: unknown, endOfDay = false): number {
  if (typeof text !== 'string') return NaN;
  const match = DATE_ONLY.exec(text.trim());
  if (!match) return NaN;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  const date = endOfDay ? new Date(year, month, day, 23, 59, 59, 999) : new Date(year, month, day);
  // Years 0..99 are mapped to 1900+ by the constructor; setFullYear puts them back.
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) return NaN;
  return date.getTime();
}

/** Local-time bounds of a complete range (start 00:00:00.000, end 23:59:59.999), or null. */
export function rangeBounds(range: DateRange | null | undefined): [number, number] | null {
  if (!range) return null;
  const start = parseDateOnly(range.start);
  const end = parseDateOnly(range.end, true);
  return Number.isNaN(start) || Number.isNaN(end) ? null : [start, end];
}

