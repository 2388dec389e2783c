import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { formatMessage } from '../../i18n/messages.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { vars } from '../../theme/theme.js';
import { NoticeBanner } from './NoticeBanner.js';

/** Below the dialog's content, right above its buttons. */
const Note = styled.div({ marginTop: vars.space.lg, '& > [role="status"]': { marginBottom: 0 } });

/**
 * The polite note in a dialog whose action failed because the session had ended, once the user
 * has signed in again over the page: 'Signed in again. Press Reject Deal to send it.' (blue, role
 * status), naming the button that sends it (a label that is not plain text reads as 'Confirm').
 * Shown where `Action.resumed` is true; the next press sends.
 *
 * @example {reject.resumed && <SignedInAgainNote action="Reject Deal" />}
 */
export function SignedInAgainNote({ action }: { action: ReactNode }) {
  const t = useMessages({ common: commonMessages }).common;
  const label = typeof action === 'string' ? action : t.confirm;
  return (
    <Note>
      <NoticeBanner>{formatMessage(t.signedInAgainReady, { action: label })}</NoticeBanner>
    </Note>
  );
}
