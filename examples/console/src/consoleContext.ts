import { createContext, useContext } from 'react';
import type { AdminApi, SessionStore } from 'partner-console';
import type { ColorScheme } from './colorScheme.js';
import type { Language } from './language.js';

/** What every page of the console shares: the one API and the one session store. */
export interface ConsoleServices {
  api: AdminApi;
  session: SessionStore;
}

/** The services, plus the console-wide preferences `App` keeps. */
export interface ConsoleContextValue extends ConsoleServices {
  colorScheme: ColorScheme;
  setColorScheme: (scheme: ColorScheme) => void;
  language: Language;
  setLanguage: (language: Language) => void;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

/** The console's API, session and preferences; only inside `App`. */
export function useConsole(): ConsoleContextValue {
  const services = useContext(ConsoleContext);
  if (!services) throw new Error('useConsole must be used inside the console router');
  return services;
}
