/** One slot of the pager: a page number, or an ellipsis standing for the pages left out. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** At most this many numbered buttons stand in a row, besides the first and last page. */
export const PAGE_WINDOW = 5;

/**
 * The numbered slots of the pager: numbered buttons for pages 1 to 5, then an ellipsis and the
 * last page number. The rule:
 * - no pages: nothing;
 * - up to 6 pages: every page (an ellipsis would hide nothing);
 * - current page 1 to 5: pages 1 to 5, an ellipsis, the last page;
 * - current page among the last 5: page 1, an ellipsis, the last 5 pages;
 * - otherwise: page 1, an ellipsis, the current page with 2 pages either side, an ellipsis, the last page.
 * So the current page is always shown and an ellipsis always stands for at least one page.
 * A current page out of range is clamped first.
 *
 * @example pageItems(1, 12) // [1, 2, 3, 4, 5, 'ellipsis-end', 12]
 * @example pageItems(7, 12) // [1, 'ellipsis-start', 5, 6, 7, 8, 9, 'ellipsis-end', 12]
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const last = Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
  if (last === 0) return [];
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (last <= PAGE_WINDOW + 1) return range(1, last);
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), last);
  if (current <= PAGE_WINDOW) return [...range(1, PAGE_WINDOW), 'ellipsis-end', last];
  if (current > last - PAGE_WINDOW) return [1, 'ellipsis-start', ...range(last - PAGE_WINDOW + 1, last)];
  const half = Math.floor(PAGE_WINDOW / 2);
  return [1, 'ellipsis-start', ...range(current - half, current + half), 'ellipsis-end', last];
}
