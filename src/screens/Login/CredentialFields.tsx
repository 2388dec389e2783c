import type { Ref } from 'react';
import { TextField } from '../../components/Field/Field.js';
import { PasswordField } from '../../components/PasswordField/PasswordField.js';
import type { Messages } from '../../i18n/messages.js';
import type { LoginController } from './useLoginController.js';

/**
 * The e-mail and password fields of a sign-in form, bound to its controller: the sign-in page
 * (with placeholders) and the sign-in request over a page whose session ended.
 */
export function CredentialFields({
  login,
  t,
  placeholders = false,
  passwordRef,
}: {
  login: LoginController;
  t: Messages['auth'];
  placeholders?: boolean;
  passwordRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <TextField
        label={t.email}
        type="email"
        name="email"
        autoComplete="username"
        placeholder={placeholders ? t.emailPlaceholder : undefined}
        required
        value={login.email}
        onChange={(event) => login.setEmail(event.target.value)}
      />
      <PasswordField
        ref={passwordRef}
        label={t.password}
        name="password"
        autoComplete="current-password"
        placeholder={placeholders ? t.passwordPlaceholder : undefined}
        required
        toggle
        visible={login.passwordVisible}
        onVisibleChange={login.togglePasswordVisible}
        value={login.password}
        onChange={(event) => login.setPassword(event.target.value)}
      />
    </>
  );
}
