import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createHttpAdminApi, createSessionStore } from 'partner-console';
import { App } from './App.js';
import { loadRuntimeConfig, type RuntimeConfig } from './config.js';
import { locationPath, rememberLocation, type LoginLocationState } from './redirectAfterLogin.js';
import type { ConsoleRouterRef } from './routerBridge.js';
import { loadProtectedLayout } from './routes.js';
import { sessionEnding } from './sessionEnding.js';

/**
 * Creates the console's one session store and one API, and the ref through which the API reaches
 * the router (App's RouterBridge fills it in). When the API finds the token expired (or gets a 401)
 * it has already cleared the session; here the console remembers where the user was and goes to
 * /login with 'Session expired. Please login again.'
 */
export function createConsole({ apiBaseUrl }: RuntimeConfig) {
  const session = createSessionStore();
  const routerRef: ConsoleRouterRef = { current: null };
  const api = createHttpAdminApi({
    baseUrl: apiBaseUrl,
    session,
    onSessionExpired: () => {
      sessionEnding.mark('expired');
      // Requests are made by pages, so the router is there; without it the guard's redirect reads the mark above.
      const router = routerRef.current;
      if (!router) return;
      const from = locationPath(router.location);
      rememberLocation(from);
      const state: LoginLocationState = { from, notice: 'expired' };
      void router.navigate('/login', { replace: true, state });
    },
  });
  return { services: { api, session }, routerRef };
}

/** Runs `task` once the browser has nothing more urgent to do, soon after the first render. */
function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 2000 });
  else setTimeout(task, 200);
}

/**
 * Fetches what the first route may not need but signing in will: the signed-in shell. Its chunk is
 * the same one React.lazy loads, so nothing is fetched twice; a failure here is left to that load.
 */
function preloadSignedIn() {
  loadProtectedLayout().catch(() => {});
}

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const { services, routerRef } = createConsole(await loadRuntimeConfig());
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App services={services} routerRef={routerRef} />
        </BrowserRouter>
      </StrictMode>,
    );
    whenIdle(preloadSignedIn);
  } catch (error) {
    root.render(<p role="alert">{error instanceof Error ? error.message : String(error)}</p>);
  }
}

void start();
