export { FormattedDate } from './FormattedDate.js';
export type { FormattedDateProps, DateStyle } from './FormattedDate.js';
