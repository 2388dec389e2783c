export { DateRangeFilter, formatDateOnly, dateRangeProblem } from './DateRangeFilter.js';
export type { DateRangeFilterProps } from './DateRangeFilter.js';
