export { Pagination } from './Pagination.js';
export type { PaginationProps } from './Pagination.js';
export { pageItems, PAGE_WINDOW } from './pageItems.js';
export type { PageItem } from './pageItems.js';
