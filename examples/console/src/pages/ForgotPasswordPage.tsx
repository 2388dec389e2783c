import { ForgotPassword } from 'partner-console';

/** /forgot-password, linked from sign-in. */
export default function ForgotPasswordPage() {
  return <ForgotPassword />;
}
