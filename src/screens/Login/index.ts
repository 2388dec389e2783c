export { Login } from './Login.js';
export type { LoginProps } from './Login.js';
export { useLoginController } from './useLoginController.js';
export type { LoginController, LoginControllerProps } from './useLoginController.js';
