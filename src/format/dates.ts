/**
 * Dates and counts in the language of a locale (Intl), with American English by default. A module
 * of its own, so a page that shows no date (the sign-in page) does not load it.
 */
import { MISSING, toTimestamp } from './format.js';
import { DEFAULT_LOCALE } from '../i18n/locale.js';


const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };
const NUMERIC_DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const STYLES = { date: DATE, dateTime: DATE_TIME, numericDateTime: NUMERIC_DATE_TIME, time: TIME };

/** Intl formats are costly to create: one per locale and style, kept. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(locale: string, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${locale}\u0000${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options = STYLES[style];
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat(DEFAULT_LOCALE, options); // an invalid tag from a host
    }
    dateFormats.set(key, format);
  }
  return format;
}

function formatWith(format: Intl.DateTimeFormat, value: unknown): string {
  const time = toTimestamp(value);
  return Number.isNaN(time) ? MISSING : format.format(time);
}

/** 'Jun 30, 2026' (en-US), '30. Juni 2026' (de-DE), or '-'. */
export const formatDate = (value: unknown, locale: string = DEFAULT_LOCALE) => formatWith(dateFormat(locale, 'date'), value);
/** 'Jun 30, 2026, 2:05 PM' (en-US), or '-': dates that show their time. */
export const formatDateTime = (value: unknown, locale: string = DEFAULT_LOCALE) => formatWith(dateFormat(locale, 'dateTime'), value);
/** '06/30/2026, 2:05 PM' in en-US: month/day/year with a 12-hour time; the locale's own order and clock elsewhere. */
export const formatNumericDateTime = (value: unknown, locale: string = DEFAULT_LOCALE) => formatWith(dateFormat(locale, 'numericDateTime'), value);

/**
 * A moment as a person says it: the time alone when it is on the day of `now` ('10:42 AM',
 * '10:42' in de-DE), else the date with the time; '-' for no date.
 */
export function formatMoment(value: unknown, locale: string = DEFAULT_LOCALE, now: number = Date.now()): string {
  const time = toTimestamp(value);
  if (Number.isNaN(time)) return MISSING;
  const sameDay = new Date(time).toDateString() === new Date(now).toDateString();
  return dateFormat(locale, sameDay ? 'time' : 'dateTime').format(time);
}

/** A count or page number with the locale's digit grouping: '1,234' (en-US), '1.234' (de-DE). */
export function formatNumber(value: number, locale: string = DEFAULT_LOCALE): string {
  let format = numberFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale);
    } catch {
      format = new Intl.NumberFormat(DEFAULT_LOCALE);
    }
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

const sizeFormats = new Map<string, Intl.NumberFormat>();
const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/**
 * A byte count for people, in 1024s, with the locale's decimal mark: '512 B', '1.5 KB', '12 MB'
 * (en-US), '1,5 KB' (de-DE); '' for a negative or non-finite count.
 *
 * @example formatFileSize(1536) // '1.5 KB'
 */
export function formatFileSize(bytes: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  let format = sizeFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    } catch {
      format = new Intl.NumberFormat(DEFAULT_LOCALE, { maximumFractionDigits: 1 });
    }
    sizeFormats.set(locale, format);
  }
  return `${format.format(rounded)} ${SIZE_UNITS[unit]}`;
}
