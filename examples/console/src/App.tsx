import { ConsoleBaseline, ConsoleThemeProvider, darkTheme } from 'partner-console';
import { useMemo } from 'react';
import { useColorScheme } from './colorScheme.js';
import { ConsoleContext, type ConsoleServices } from './consoleContext.js';
import { RouterBridge, type ConsoleRouterRef } from './routerBridge.js';
import { ConsoleRoutes } from './routes.js';

export interface AppProps {
  /** The one API and the one session store every page shares. */
  services: ConsoleServices;
  /** Kept pointing at the router, for the API's session-expired hook (see `createConsole`). */
  routerRef: ConsoleRouterRef;
}

/**
 * The whole console: theme (light or dark, with the page's base styles), the shared API and
 * session, and the routes. Render it inside a router (BrowserRouter in main.tsx).
 */
export function App({ services, routerRef }: AppProps) {
  const [colorScheme, setColorScheme] = useColorScheme();
  const context = useMemo(() => ({ ...services, colorScheme, setColorScheme }), [services, colorScheme, setColorScheme]);
  return (
    <ConsoleThemeProvider theme={colorScheme === 'dark' ? darkTheme : undefined}>
      <ConsoleBaseline />
      <ConsoleContext.Provider value={context}>
        <RouterBridge routerRef={routerRef} />
        <ConsoleRoutes />
      </ConsoleContext.Provider>
    </ConsoleThemeProvider>
  );
}
