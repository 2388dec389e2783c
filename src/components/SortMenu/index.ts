export { SortMenu } from './SortMenu.js';
export type { SortMenuProps } from './SortMenu.js';
