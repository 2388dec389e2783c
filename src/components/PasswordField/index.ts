export { PasswordField } from './PasswordField.js';
export type { PasswordFieldProps } from './PasswordField.js';
