export { BulkBar } from './BulkBar.js';
export type { BulkBarProps, BulkKind } from './BulkBar.js';
export { BulkReviewControls } from './BulkReviewControls.js';
export type { BulkReviewControlsProps } from './BulkReviewControls.js';
