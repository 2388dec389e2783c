import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayText,
  formatDate,
  formatDateTime,
  formatNumericDateTime,
  formatNumber,
  fullName,
  isValidEmail,
  joinAddress,
  mailtoHref,
  phoneWithCode,
  safeHttpUrl,
  toTimestamp,
  urlScheme,
  yesNo,
} from '../../src/format/index.js';

describe('display helpers', () => {
  it("shows '-' for missing, blank and wrongly typed values", () => {
    expect(displayText(null)).toBe('-');
    expect(displayText(undefined)).toBe('-');
    expect(displayText('   ')).toBe('-');
    expect(displayText({ toString: () => 'x' })).toBe('-');
    expect(displayText(NaN)).toBe('-');
    expect(displayText(42)).toBe('42');
    expect(displayText('<b>bold</b>')).toBe('<b>bold</b>');
  });

  it('joins names, phones and addresses without dangling separators', () => {
    expect(fullName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(fullName(null, 'Lovelace')).toBe('Lovelace');
    expect(fullName('', null)).toBe('-');
    expect(phoneWithCode('+44', '7700 900123')).toBe('+44 7700 900123');
    expect(phoneWithCode('+44', null)).toBe('-');
    expect(joinAddress('1 Main St', null, 'UK')).toBe('1 Main St, UK');
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
    expect(yesNo('true')).toBe('-');
  });

  it('formats dates, and never throws on garbage', () => {
    const at = new Date(2026, 5, 30, 14, 5).toISOString();
    expect(formatDate(at)).toBe('Jun 30, 2026');
    expect(formatDateTime(at)).toBe('Jun 30, 2026, 2:05 PM');
    expect(formatNumericDateTime(at)).toBe('06/30/2026, 2:05 PM');
    expect(formatDate('not a date')).toBe('-');
    expect(Number.isNaN(toTimestamp(null))).toBe(true);
    fc.assert(fc.property(fc.anything(), (value) => typeof formatDateTime(value) === 'string'));
  });

  it('accepts only plausible e-mail addresses for mailto links', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail('javascript:alert(1)//@x.com')).toBe(false);
    expect(isValidEmail('not an email')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com');
    expect(mailtoHref('"><img src=x>@x.com')).toBeUndefined();
  });

  it('lets only http(s) URLs through', () => {
    expect(safeHttpUrl('https://files.example.com/a.pdf')).toBe('https://files.example.com/a.pdf');
    expect(safeHttpUrl('/api/files/a.pdf', 'http://localhost:4173/')).toBe('http://localhost:4173/api/files/a.pdf');
    expect(safeHttpUrl('javascript:window.__pwned=1')).toBeNull();
    expect(safeHttpUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHttpUrl('vbscript:msgbox(1)')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
    expect(urlScheme(' JavaScript:alert(1)')).toBe('javascript:');
  });
});

describe('dates and numbers in a locale', () => {
  const date = '2026-06-30T12:00:00Z';

  it('writes dates in the locale asked for, en-US by default', () => {
    expect(formatDate(date)).toBe('Jun 30, 2026');
    expect(formatDate(date, 'de-DE')).toBe('30. Juni 2026');
    expect(formatNumericDateTime(date, 'en-US')).toMatch(/^06\/30\/2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatNumericDateTime(date, 'de-DE')).toMatch(/^30\.06\.2026, \d{2}:\d{2}$/);
  });

  it('falls back to en-US for a locale Intl refuses, and to - for no date', () => {
    expect(formatDate(date, 'not a locale!')).toBe('Jun 30, 2026');
    expect(formatDate('garbage', 'de-DE')).toBe('-');
  });

  it('groups digits the locale’s way', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234567, 'de-DE')).toBe('1.234.567');
  });
});
