export { ListView } from './ListView.js';
export type { ListViewProps } from './ListView.js';
