export { ChangePasswordDialog } from './ChangePasswordDialog.js';
export type { ChangePasswordDialogProps } from './ChangePasswordDialog.js';
export { useChangePasswordController, passwordChangeProblem, LOGOUT_DELAY_MS, MIN_PASSWORD_LENGTH } from './useChangePasswordController.js';
export type { ChangePasswordController, ChangePasswordControllerProps, PasswordChange, ChangePasswordApi } from './useChangePasswordController.js';
