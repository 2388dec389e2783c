import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SPEC_SESSION_KEYS, createSessionStore, forgetLists } from 'partner-console';
import { App } from './App.js';
import { loadRuntimeConfig, type RuntimeConfig } from './config.js';
import { currentColorScheme, loadSchemeTokens } from './colorScheme.js';
import { currentLanguage, loadCatalogue } from './language.js';
import { lazyAdminApi } from './lazyAdminApi.js';
import { loadProtectedLayout } from './routes.js';

/**
 * Creates the console's one session store and one API. When the API finds the token expired (or
 * gets a 401) it clears the session and the store records why: the page's session guard then asks
 * to sign in again over the page (ProtectedLayout), and a navigation goes to /login with 'Session
 * expired. Please login again.' (RedirectToLogin reads the store's record). The lists the ended
 * session saw are forgotten.
 *
 * The HTTP client (and ky) is loaded on the first call rather than with the first route: `preload`
 * fetches it, with the signed-in shell, before any page needs them.
 */
export function createConsole({ apiBaseUrl, extensions }: RuntimeConfig) {
  const session = createSessionStore({ keys: SPEC_SESSION_KEYS });
  const http = lazyAdminApi(
    () =>
      import('./httpAdminApi.js').then(({ createHttpAdminApi }) =>
        createHttpAdminApi({
          baseUrl: apiBaseUrl,
          session,
          onSessionExpired: forgetLists,
          extensions,
        }),
      ),
    extensions,
  );
  const preload = () => {
    http.preload();
    // The chunk React.lazy loads, so nothing is fetched twice; a failure here is left to that load.
    loadProtectedLayout().catch(() => {});
  };
  return { services: { api: http.api, session }, preload };
}

/** Runs `task` once the browser has nothing more urgent to do, soon after the first render. */
function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 2000 });
  else setTimeout(task, 200);
}

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const language = currentLanguage();
    const scheme = currentColorScheme();
    // A German visitor's first screen is German, a dark one's dark: the catalogue and the dark
    // tokens load with the configuration, and only for those who need them.
    const [config, catalogue, tokens] = await Promise.all([loadRuntimeConfig(), loadCatalogue(language), loadSchemeTokens(scheme)]);
    const { services, preload } = createConsole(config);
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App
            services={services}
            initialCatalogue={{ language, messages: catalogue }}
            initialTheme={{ scheme, tokens }}
          />
        </BrowserRouter>
      </StrictMode>,
    );
    // Someone signed in needs the API and the shell at once; anyone else after signing in.
    if (services.session.isExpired()) whenIdle(preload);
    else preload();
  } catch (error) {
    root.render(<p role="alert">{error instanceof Error ? error.message : String(error)}</p>);
  }
}

void start();
