import styled from '@emotion/styled';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { authMessages } from '../../i18n/texts/auth.js';
import { vars } from '../../theme/theme.js';

const Placeholder = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40vh',
  padding: vars.space.xl,
  color: vars.colors.textMuted,
});

/**
 * The 'Loading...' placeholder of a page that is not there yet: a page's code still loading (a
 * `Suspense` fallback), or `SessionGuard` checking the stored session at start.
 *
 * @example <Suspense fallback={<PageFallback />}><Outlet /></Suspense>
 */
export function PageFallback() {
  const messages = useMessages({ auth: authMessages });
  return <Placeholder role="status">{messages.auth.guardLoading}</Placeholder>;
}
