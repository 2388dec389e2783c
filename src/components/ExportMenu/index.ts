export { ExportMenu } from './ExportMenu.js';
export type { ExportMenuProps, ExportScope } from './ExportMenu.js';
