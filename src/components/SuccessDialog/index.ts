export { SuccessDialog, SUCCESS_DIALOG_MS } from './SuccessDialog.js';
export type { SuccessDialogProps } from './SuccessDialog.js';
