import { ConsoleThemeProvider } from 'partner-console';
import { ConsoleContext, type ConsoleServices } from './consoleContext.js';
import { RouterBridge, type ConsoleRouterRef } from './routerBridge.js';
import { ConsoleRoutes } from './routes.js';

export interface AppProps {
  /** The one API and the one session store every page shares. */
  services: ConsoleServices;
  /** Kept pointing at the router, for the API's session-expired hook (see `createConsole`). */
  routerRef: ConsoleRouterRef;
}

/** The whole console: theme, the shared API and session, and the routes. Render it inside a router (BrowserRouter in main.tsx). */
export function App({ services, routerRef }: AppProps) {
  return (
    <ConsoleThemeProvider>
      <ConsoleContext.Provider value={services}>
        <RouterBridge routerRef={routerRef} />
        <ConsoleRoutes />
      </ConsoleContext.Provider>
    </ConsoleThemeProvider>
  );
}
