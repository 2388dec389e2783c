import { ForgotPassword } from 'partner-console';
import { routerLink } from '../routerLink.js';

/** /forgot-password, linked from sign-in. */
export default function ForgotPasswordPage() {
  return <ForgotPassword renderLink={routerLink} />;
}
