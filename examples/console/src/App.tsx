import { ConsoleBaseline, ConsoleThemeProvider, MessagesProvider, type MessageOverrides, type ThemeOverrides } from 'partner-console';
import { useEffect, useMemo } from 'react';
import { loadSchemeTokens, useColorScheme, type ColorScheme } from './colorScheme.js';
import { ConsoleContext, type ConsoleServices } from './consoleContext.js';
import { loadCatalogue, localeOf, useLanguage, type Language } from './language.js';
import { useLoadedFor } from './preference.js';
import { RouterNavigation } from './routerNavigation.js';
import { ConsoleRoutes } from './routes.js';

/** A language's catalogue (undefined for English, the library's own texts). */
export interface LoadedCatalogue {
  language: Language;
  messages: MessageOverrides | undefined;
}

export interface AppProps {
  /** The one API and the one session store every page shares. */
  services: ConsoleServices;
  /** The catalogue main.tsx loaded before the first render. @default English */
  initialCatalogue?: LoadedCatalogue;
  /** The theme tokens main.tsx loaded before the first render. @default light */
  initialTheme?: { scheme: ColorScheme; tokens: ThemeOverrides | undefined };
}

/**
 * The whole console: theme (light or dark, with the page's base styles), language (texts and
 * dates), the shared API and session, the router's links for the library, and the routes. Render it inside a router (BrowserRouter in
 * main.tsx).
 */
export function App({ services, initialCatalogue, initialTheme }: AppProps) {
  const [colorScheme, setColorScheme] = useColorScheme();
  const themeTokens = useLoadedFor(colorScheme, loadSchemeTokens, { key: initialTheme?.scheme ?? 'light', value: initialTheme?.tokens });
  const [language, setLanguage] = useLanguage();
  const messages = useLoadedFor(language, loadCatalogue, { key: initialCatalogue?.language ?? 'en', value: initialCatalogue?.messages });
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const context = useMemo(
    () => ({ ...services, colorScheme, setColorScheme, language, setLanguage }),
    [services, colorScheme, setColorScheme, language, setLanguage],
  );
  return (
    <ConsoleThemeProvider theme={themeTokens}>
      <ConsoleBaseline />
      <MessagesProvider locale={localeOf(language)} messages={messages}>
        <ConsoleContext.Provider value={context}>
          <RouterNavigation>
            <ConsoleRoutes />
          </RouterNavigation>
        </ConsoleContext.Provider>
      </MessagesProvider>
    </ConsoleThemeProvider>
  );
}
