export { ConfirmDialog } from './ConfirmDialog.js';
export type { ConfirmDialogProps, ConfirmVariant } from './ConfirmDialog.js';
