export { StatusFilter } from './StatusFilter.js';
export type { StatusFilterProps } from './StatusFilter.js';
