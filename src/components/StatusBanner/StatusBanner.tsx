import { BannerFrame, type ErrorBannerProps } from '../ErrorBanner/ErrorBanner.js';

export interface StatusBannerProps extends ErrorBannerProps {
  /** A fraction 0..1 drawn as a progress bar with its percentage, e.g. during an upload. @default undefined (no bar) */
  progress?: number;
}

/**
 * A blue message announced politely (role status): a notice ("Your session has ended"), or what
 * runs while an upload or removal is under way, optionally with its progress bar. It looks like
 * ErrorBanner but for its colour and icon; errors go in ErrorBanner.
 *
 * @example
 * <StatusBanner progress={upload.progress}>Uploading your content... Please wait.</StatusBanner>
 */
export function StatusBanner(props: StatusBannerProps) {
  return <BannerFrame tone="info" {...props} />;
}
