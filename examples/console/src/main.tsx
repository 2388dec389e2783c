import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpAdminApi, createSessionStore } from 'partner-console';
import { App } from './App.js';
import { loadRuntimeConfig, type RuntimeConfig } from './config.js';
import { locationPath, rememberLocation, type LoginLocationState } from './redirectAfterLogin.js';
import { createConsoleRouter, type ConsoleRouter } from './routes.js';
import { sessionEnding } from './sessionEnding.js';

/**
 * Creates the console's one session store, one API and the router. When the API finds the token
 * expired (or gets a 401) it has already cleared the session; here the console remembers where
 * the user was and goes to /login with 'Session expired. Please login again.'
 */
export function createConsole({ apiBaseUrl }: RuntimeConfig) {
  const session = createSessionStore();
  const api = createHttpAdminApi({
    baseUrl: apiBaseUrl,
    session,
    // Called only by requests, which run after the router below exists.
    onSessionExpired: () => {
      sessionEnding.mark('expired');
      const from = locationPath(router.state.location);
      rememberLocation(from);
      const state: LoginLocationState = { from, notice: 'expired' };
      void router.navigate('/login', { replace: true, state });
    },
  });
  const router: ConsoleRouter = createConsoleRouter();
  return { services: { api, session }, router };
}

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const { services, router } = createConsole(await loadRuntimeConfig());
    root.render(
      <StrictMode>
        <App services={services} router={router} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<p role="alert">{error instanceof Error ? error.message : String(error)}</p>);
  }
}

void start();
