/** Why Apply is disabled, or null when the draft can be applied (both dates set, the end not before the start). */
export function dateRangeProblem(start: string, end: string): 'incomplete' | 'order' | null {
  if (!DATE_ONLY.test(start) || !DATE_ONLY.test(end)) return 'incomplete';
  // Same-length ISO dates compare correctly as strings.
  return end < start ? 'order' : null;
}

/** A 'YYYY-MM-DD' date; the groups are the year, the month and the day. */
export const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
