export { ForgotPassword } from './ForgotPassword.js';
export type { ForgotPasswordProps } from './ForgotPassword.js';
