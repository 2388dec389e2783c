export { StatusBanner } from './StatusBanner.js';
export type { StatusBannerProps } from './StatusBanner.js';
