import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout.js';
import { Button } from '../../components/Button/Button.js';
import { ErrorBanner } from '../../components/ErrorBanner/ErrorBanner.js';
import { NoticeBanner } from '../../components/StatusBanner/NoticeBanner.js';
import { Checkbox } from '../../components/Field/Checkbox.js';
import { Link, navigateOnPlainClick } from '../../components/Link/Link.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { AuthHeading, AuthText } from '../../components/AuthLayout/authTypography.js';
import { LoginArt } from '../../components/AuthLayout/illustrations.js';
import { CredentialFields } from './CredentialFields.js';
import { useLoginController, type LoginControllerProps } from './useLoginController.js';
import { authMessages } from '../../i18n/texts/auth.js';
import { vars } from '../../theme/theme.js';
import { screen } from '../../components/ScreenErrorBoundary/screen.js';
import { api, callback, optional, sessionStore, text } from '../../components/ScreenErrorBoundary/propRules.js';

export interface LoginProps extends LoginControllerProps {
  /** A message above the form, e.g. 'Session expired. Please login again.' */
  notice?: ReactNode;
  /** Where the 'Forgot password?' link points. @default '/forgot-password' */
  forgotPasswordHref?: string;
  /** Called on a plain click of the 'Forgot password?' link instead of a page load (modified clicks keep the browser's behaviour). */
  onForgotPassword?: (href: string) => void;
}

const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

const Row = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  a: { color: vars.colors.link, fontSize: vars.fontSizes.md },
});

const SubmitButton = styled(Button)({ width: '100%' });

/**
 * The sign-in screen: e-mail, password with a show/hide toggle, 'Remember me', a link
 * to the forgot-password page, and 'Sign In' ('Signing In...' while busy).
 *
 * @example
 * <Login api={api} session={session} onSignedIn={() => navigate('/partners')} />  // links go through the NavigationProvider, if any
 */
export const Login = screen('Login', LoginView, {
  api: api('auth.login'),
  session: sessionStore,
  onSignedIn: callback,
  forgotPasswordHref: optional(text),
  onForgotPassword: optional(callback),
});

function LoginView({ notice, forgotPasswordHref = '/forgot-password', onForgotPassword, ...controllerProps }: LoginProps) {
  const messages = useMessages({ auth: authMessages });
  const t = messages.auth;
  const login = useLoginController(controllerProps);
  return (
    <AuthLayout art={<LoginArt />}>
      <AuthHeading>{t.signInTitle}</AuthHeading>
      <AuthText>{t.signInSubtitle}</AuthText>
      {notice && <NoticeBanner>{notice}</NoticeBanner>}
      {login.error && <ErrorBanner detail={login.errorDetail}>{login.error}</ErrorBanner>}
      <Form onSubmit={login.submit} aria-label={t.signInTitle}>
        <CredentialFields login={login} t={t} placeholders />
        <Row>
          <Checkbox label={t.rememberMe} name="rememberMe" checked={login.rememberMe} onChange={(event) => login.setRememberMe(event.target.checked)} />
          <Link href={forgotPasswordHref} onClick={navigateOnPlainClick(onForgotPassword, forgotPasswordHref)}>
            {t.forgotPassword}
          </Link>
        </Row>
        <SubmitButton type="submit" variant="primary" busy={login.busy} busyLabel={t.signingIn}>
          {t.signIn}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
