export { AuthLayout } from './AuthLayout.js';
export type { AuthLayoutProps } from './AuthLayout.js';
export { LoginArt, ForgotPasswordArt, RegisterArt } from './illustrations.js';
export { AuthHeading, AuthText } from './authTypography.js';
