import { BannerFrame, type ErrorBannerProps } from '../ErrorBanner/ErrorBanner.js';
import { InfoIcon } from '../Icon/index.js';

/**
 * `StatusBanner` without its progress bar: the blue notice, announced politely (role status), that
 * the library's own notices use ('Your session has ended', 'Password changed', 'Signed in again'),
 * so that the sign-in page and the dialogs do not carry the upload's bar (issue 33).
 *
 * @example <NoticeBanner>{notice}</NoticeBanner>
 */
export function NoticeBanner(props: ErrorBannerProps) {
  return <BannerFrame tone="info" icon={<InfoIcon />} {...props} />;
}
