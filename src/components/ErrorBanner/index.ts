export { ErrorBanner, progressPercent } from './ErrorBanner.js';
export type { ErrorBannerProps, ErrorBannerVariant } from './ErrorBanner.js';
