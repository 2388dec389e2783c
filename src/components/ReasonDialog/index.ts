export { ReasonDialog } from './ReasonDialog.js';
export type { ReasonDialogProps } from './ReasonDialog.js';
