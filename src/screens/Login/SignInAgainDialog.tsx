import styled from '@emotion/styled';
import { useId, useRef } from 'react';
import { Dialog } from '../../components/Dialog/Dialog.js';
import { FormDialogButtons } from '../../components/Dialog/FormDialogButtons.js';
import { ErrorBanner } from '../../components/ErrorBanner/ErrorBanner.js';
import { Checkbox } from '../../components/Field/Checkbox.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { authMessages } from '../../i18n/texts/auth.js';
import { sessionMessages } from '../../i18n/texts/session.js';
import { vars } from '../../theme/theme.js';
import { screen } from '../../components/ScreenErrorBoundary/screen.js';
import { api, callback, sessionStore, whileOpen } from '../../components/ScreenErrorBoundary/propRules.js';
import { CredentialFields } from './CredentialFields.js';
import { useLoginController, type LoginControllerProps } from './useLoginController.js';

export interface SignInAgainDialogProps extends Omit<LoginControllerProps, 'initialEmail'> {
  /** Whether the dialog shows, e.g. while `SessionGuard` keeps a page whose session ended. @default true */
  open?: boolean;
  /** The e-mail of the user whose session ended; the form starts with it. @default '' */
  email?: string;
  /** 'Sign out': the user gives up the page, e.g. to go to the sign-in page. */
  onSignOut: () => void;
}

const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/**
 * Asks to sign in again over a page whose session ended during work, so nothing typed there is
 * lost: the page behind is hidden (an opaque backdrop) and inert but stays as it was, with its
 * open dialogs and their input. Signing in stores the new session (the guard then takes this
 * away); 'Sign out' gives the page up. It cannot be dismissed otherwise.
 *
 * @example
 * <SessionGuard session={session} fallback={<Navigate to="/login" />}
 *   resume={<SignInAgainDialog api={api} session={session} email={user.email} onSignedIn={() => {}} onSignOut={signOut} />}>
 */
export const SignInAgainDialog = screen(
  'SignInAgainDialog',
  SignInAgainDialogView,
  whileOpen({ api: api('auth.login'), session: sessionStore, onSignedIn: callback, onSignOut: callback }),
);

function SignInAgainDialogView({ open = true, email = '', onSignOut, ...controllerProps }: SignInAgainDialogProps) {
  const { auth: t, session: sessionTexts } = useMessages({ auth: authMessages, session: sessionMessages });
  const formId = useId();
  const login = useLoginController({ ...controllerProps, initialEmail: email });
  const passwordRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      title={t.signInAgainTitle}
      description={`${sessionTexts.expired} ${t.signInAgainText}`}
      dismissible={false}
      showCloseButton={false}
      backdrop="opaque"
      size="sm"
      // The e-mail is usually there already: the password is what is missing.
      initialFocusRef={email ? passwordRef : undefined}
      footer={
        <FormDialogButtons formId={formId} busy={login.busy} submitLabel={t.signIn} busyLabel={t.signingIn} cancelLabel={t.signOutInstead} onCancel={onSignOut} />
      }
    >
      <Form id={formId} onSubmit={login.submit} aria-label={t.signInAgainTitle}>
        {login.error && <ErrorBanner detail={login.errorDetail}>{login.error}</ErrorBanner>}
        <CredentialFields login={login} t={t} passwordRef={passwordRef} />
        <Checkbox label={t.rememberMe} name="rememberMe" checked={login.rememberMe} onChange={(event) => login.setRememberMe(event.target.checked)} />
      </Form>
    </Dialog>
  );
}
