import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpAdminApi, createSessionStore, defaultMessages, errorMessage, type AdminApi, type SessionStore } from 'partner-console';
import { loadRuntimeConfig } from './config.js';

/**
 * The console's entry. Until the routed screens land this is a placeholder that proves the
 * chain end to end: runtime config, HTTP API, sign-in, session store, one authenticated call.
 */
const texts = defaultMessages.auth;

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string } | { kind: 'signedIn'; name: string; partners: number };

function SignInPreview({ api, session }: { api: AdminApi; session: SessionStore }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setStatus({ kind: 'busy' });
    try {
      const login = await api.auth.login({ email: String(form.get('email')), password: String(form.get('password')) });
      session.save(login, false);
      const partners = await api.partners.list();
      const name = [login.partnerAdmin.firstName, login.partnerAdmin.lastName].filter(Boolean).join(' ') || 'Admin User';
      setStatus({ kind: 'signedIn', name, partners: partners.length });
    } catch (error) {
      setStatus({ kind: 'error', message: errorMessage(error, texts.loginFailed) });
    }
  };

  if (status.kind === 'signedIn') {
    return (
      <main>
        <h1>Partner Console</h1>
        <p>Signed in as {status.name}</p>
        <p>{status.partners} partners</p>
      </main>
    );
  }
  const busy = status.kind === 'busy';
  return (
    <main>
      <h1>{texts.signInTitle}</h1>
      <form onSubmit={signIn}>
        <p>
          <label>
            {texts.email} <input name="email" type="email" required autoComplete="username" />
          </label>
        </p>
        <p>
          <label>
            {texts.password} <input name="password" type="password" required autoComplete="current-password" />
          </label>
        </p>
        {status.kind === 'error' ? <p role="alert">{status.message}</p> : null}
        <button type="submit" disabled={busy}>
          {busy ? texts.signingIn : texts.signIn}
        </button>
      </form>
    </main>
  );
}

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const { apiBaseUrl } = await loadRuntimeConfig();
    const session = createSessionStore();
    const api = createHttpAdminApi({ baseUrl: apiBaseUrl, session });
    root.render(
      <StrictMode>
        <SignInPreview api={api} session={session} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<p role="alert">{error instanceof Error ? error.message : String(error)}</p>);
  }
}

void start();
