/**
 * Display helpers shared by every screen. They accept whatever the server sent (null, numbers
 * where strings were expected, garbage dates) and always return text, with '-' for missing
 * values.
 */

/** The placeholder for a missing value, e.g. a deal without a remark. */
export const MISSING = '-';

/** Text for any server value: strings as they are, finite numbers and booleans as text, everything else the placeholder. */
export function displayText(value: unknown, fallback = MISSING): string {
  if (typeof value === 'string') return value.trim() === '' ? fallback : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : fallback;
  if (typeof value === 'bigint') return String(value);
  return fallback;
}

/** A string field or '' when the value is missing or not text: for joining and searching. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Joins the non-empty parts with `separator`, or returns the placeholder. */
export function joinParts(parts: readonly unknown[], separator = ' ', fallback = MISSING): string {
  const present = parts.map(textOf).filter(Boolean);
  return present.length ? present.join(separator) : fallback;
}

/** First plus last name, '-' when both are empty. */
export function fullName(firstName: unknown, lastName: unknown, fallback = MISSING): string {
  return joinParts([firstName, lastName], ' ', fallback);
}

/** Country code plus number, e.g. '+44 7700 900123'; '-' when there is no number. */
export function phoneWithCode(countryCode: unknown, phoneNumber: unknown): string {
  if (!textOf(phoneNumber)) return MISSING;
  return joinParts([countryCode, phoneNumber]);
}

/** The address parts (street, city, country) that are present, joined with ', '. */
export function joinAddress(...parts: unknown[]): string {
  return joinParts(parts, ', ');
}

/** 'Yes' or 'No' for a boolean; the placeholder for anything else. */
export function yesNo(value: unknown, labels: { yes: string; no: string } = { yes: 'Yes', no: 'No' }): string {
  if (value === true) return labels.yes;
  if (value === false) return labels.no;
  return MISSING;
}

/** A timestamp in ms for a server date, or NaN when missing or unparseable. */
export function toTimestamp(value: unknown): number {
  let time = NaN;
  if (value instanceof Date) time = value.getTime();
  else if (typeof value === 'number') time = value;
  else if (typeof value === 'string' && value.trim() !== '') time = Date.parse(value);
  // Dates exist only within ±8.64e15 ms of the epoch; anything else cannot be formatted.
  return Number.isFinite(time) && Math.abs(time) <= 8.64e15 ? time : NaN;
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

/**
 * `toTimestamp`, with a fast path for canonical UTC ISO strings that gives the same answer: for
 * reading the dates of every record of a list (the list engine, possible conflicts).
 */
export function timestampOf(value: unknown): number {
  if (typeof value === 'string') {
    const fast = canonicalIsoTimestamp(value);
    if (!Number.isNaN(fast)) return fast;
  }
  return toTimestamp(value);
}

/** A local calendar date 'YYYY-MM-DD' (for file names and date inputs). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** True for a plausible e-mail address; only such addresses become mailto links. */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}

/** A mailto: href for a valid address, else undefined. */
export function mailtoHref(value: unknown): string | undefined {
  return isValidEmail(value) ? `mailto:${encodeURIComponent(value).replace(/%40/g, '@')}` : undefined;
}

/**
 * The URL when it is an absolute http(s) URL (or a relative one, resolved against `base`),
 * otherwise null. Server URLs go through this before anything is opened, previewed or linked,
 * so `javascript:` and other schemes never run.
 */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const fallbackBase = typeof window !== 'undefined' ? window.location.href : undefined;
    const url = new URL(value.trim(), base ?? fallbackBase);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The scheme of a URL-like string ('javascript:'), for messages about refused URLs. */
export function urlScheme(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value);
  return match ? `${match[1]!.toLowerCase()}:` : '';
}
