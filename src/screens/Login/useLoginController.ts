import { useCallback, useState, type FormEvent } from 'react';
import type { AuthApi } from '../../api/AdminApi.js';

/** The one call the sign-in screen makes. */
export type LoginApi = { auth: Pick<AuthApi, 'login'> };
import type { Session, SessionStore } from '../../api/session.js';
import { useAction } from '../../hooks/useAction.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { authMessages } from '../../i18n/texts/auth.js';

export interface LoginControllerProps {
  /** Where the credentials go (`api.auth.login`). */
  api: LoginApi;
  /** Where the session is stored on success; `rememberMe` picks localStorage over sessionStorage. */
  session: SessionStore;
  /** Called once the session is stored, e.g. to go to /partners or the remembered location. */
  onSignedIn: (session: Session) => void;
  /** The e-mail the form starts with, e.g. the user whose session ended. @default '' */
  initialEmail?: string;
}

export interface LoginController {
  email: string;
  setEmail: (value: string) => void;
  password: string;
  setPassword: (value: string) => void;
  rememberMe: boolean;
  setRememberMe: (value: boolean) => void;
  /** Whether the password is shown as plain text. */
  passwordVisible: boolean;
  togglePasswordVisible: () => void;
  /** True while the login request runs. */
  busy: boolean;
  /** The server's message, or 'Failed to login. Please check your credentials.' */
  error: string | undefined;
  /** The line under it that says which kind of failure it was ('Could not reach the server at …'). */
  errorDetail: string | undefined;
  /** The form's submit handler: one request at a time, however often it is called. */
  submit: (event?: FormEvent) => void;
}

/**
 * Sign-in state and action: posts the credentials (nothing while a field is blank), stores the
 * session with the remember-me choice and reports success; a failure shows the server's text or the fallback.
 *
 * @example const login = useLoginController({ api, session, onSignedIn: () => navigate('/partners') });
 */
export function useLoginController({ api, session, onSignedIn, initialEmail = '' }: LoginControllerProps): LoginController {
  const messages = useMessages({ auth: authMessages });
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);

  const login = useAction(async (signal, credentials: { email: string; password: string }, remember: boolean) => {
    const response = await api.auth.login(credentials, { signal });
    if (signal.aborted) return;
    const stored = session.save(response, remember);
    onSignedIn(stored);
  }, messages.auth.loginFailed);

  const { run } = login;
  const submit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      // The browser's own validation stops a blank form; this covers hosts without it (jsdom, custom forms).
      if (!email.trim() || !password) return;
      void run({ email: email.trim(), password }, rememberMe);
    },
    [run, email, password, rememberMe],
  );

  return {
    email,
    setEmail,
    password,
    setPassword,
    rememberMe,
    setRememberMe,
    passwordVisible,
    togglePasswordVisible: useCallback(() => setPasswordVisible((visible) => !visible), []),
    busy: login.busy,
    error: login.error,
    errorDetail: login.errorDetail,
    submit,
  };
}
