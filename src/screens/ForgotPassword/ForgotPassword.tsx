import styled from '@emotion/styled';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout.js';
import { AuthHeading, AuthText } from '../../components/AuthLayout/authTypography.js';
import { ForgotPasswordArt } from '../../components/AuthLayout/illustrations.js';
import { ArrowLeftIcon } from '../../components/Icon/icons.js';
import { Link, navigateOnPlainClick } from '../../components/Link/Link.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { authMessages } from '../../i18n/texts/auth.js';
import { vars } from '../../theme/theme.js';
import { screen } from '../../components/ScreenErrorBoundary/screen.js';
import { callback, optional, text } from '../../components/ScreenErrorBoundary/propRules.js';

export interface ForgotPasswordProps {
  /** Where 'Back to Sign In' points. @default '/login' */
  signInHref?: string;
  /** Called on a plain click of 'Back to Sign In' instead of a page load. */
  onBackToSignIn?: (href: string) => void;
}

const Back = styled.div({
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.colors.link,
    fontWeight: vars.fontWeights.medium,
  },
});

/**
 * The forgot-password page. The specification links it from sign-in but does not show its content
 * and lists no reset call, so it tells the administrator to contact the programme administrator
 * and links back to sign-in.
 *
 * @example <ForgotPassword /> // its link goes through the NavigationProvider, if any
 */
export const ForgotPassword = screen('ForgotPassword', ForgotPasswordView, { signInHref: optional(text), onBackToSignIn: optional(callback) });

function ForgotPasswordView({ signInHref = '/login', onBackToSignIn }: ForgotPasswordProps) {
  const t = useMessages({ auth: authMessages }).auth;
  return (
    <AuthLayout art={<ForgotPasswordArt />}>
      <AuthHeading>{t.forgotTitle}</AuthHeading>
      <AuthText>{t.forgotText}</AuthText>
      <Back>
        <Link href={signInHref} onClick={navigateOnPlainClick(onBackToSignIn, signInHref)}>
          <ArrowLeftIcon size={16} />
          {t.backToSignIn}
        </Link>
      </Back>
    </AuthLayout>
  );
}
