export { FileDrop, formatFileSize } from './FileDrop.js';
export type { FileDropProps } from './FileDrop.js';
