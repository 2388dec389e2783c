// Kept apart from the file writers (formats.ts, loaded on the first export): a screen reads its
// locale's separator when it renders.

/** The separators a CSV is written with: ',' (RFC 4180), or ';' where spreadsheets expect it (much of Europe). */
export type CsvSeparator = ',' | ';';

/**
 * The CSV separator spreadsheets expect in a locale: ';' where numbers are written with a decimal
 * comma (de, fr, es, it, nl, pt, da, sv, pl, ...), as Excel's list separator follows the decimal
 * separator there; ',' elsewhere and for a locale the runtime does not know.
 *
 * @example csvSeparatorFor('de-DE') // ';'
 */
export function csvSeparatorFor(locale: string | undefined): CsvSeparator {
  try {
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    return decimal === ',' ? ';' : ',';
  } catch {
    return ',';
  }
}
