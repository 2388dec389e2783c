import styled from '@emotion/styled';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { authMessages } from '../../i18n/texts/auth.js';
import { vars } from '../../theme/theme.js';

// A module of its own: the console shows this placeholder while any page loads, without the guard.
const Placeholder = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40vh',
  padding: vars.space.xl,
  color: vars.colors.textMuted,
});

/** The 'Loading...' placeholder the guard shows while it checks the session. */
export function SessionGuardLoading() {
  const messages = useMessages({ auth: authMessages });
  return <Placeholder role="status">{messages.auth.guardLoading}</Placeholder>;
}
