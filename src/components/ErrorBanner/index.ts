export { ErrorBanner, progressPercent } from './ErrorBanner.js';
export type { ErrorBannerProps } from './ErrorBanner.js';
