export { ExportMenu } from './ExportMenu.js';
export type { ExportMenuProps } from './ExportMenu.js';
