export { FileDrop } from './FileDrop.js';
export { formatFileSize } from '../../format/dates.js';
export type { FileDropProps } from './FileDrop.js';
