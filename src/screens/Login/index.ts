export { Login } from './Login.js';
export type { LoginProps } from './Login.js';
export { SignInAgainDialog } from './SignInAgainDialog.js';
export type { SignInAgainDialogProps } from './SignInAgainDialog.js';
export { useLoginController } from './useLoginController.js';
export type { LoginController, LoginControllerProps, LoginApi } from './useLoginController.js';
