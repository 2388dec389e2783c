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
