import { createContext, useContext } from 'react';
import type { AdminApi, SessionStore } from 'partner-console';

/** What every page of the console shares: the one API and the one session store. */
export interface ConsoleServices {
  api: AdminApi;
  session: SessionStore;
}

export const ConsoleContext = createContext<ConsoleServices | null>(null);

/** The console's API and session; only inside `App`. */
export function useConsole(): ConsoleServices {
  const services = useContext(ConsoleContext);
  if (!services) throw new Error('useConsole must be used inside the console router');
  return services;
}
