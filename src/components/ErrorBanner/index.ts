export { ErrorBanner } from './ErrorBanner.js';
export type { ErrorBannerProps } from './ErrorBanner.js';
