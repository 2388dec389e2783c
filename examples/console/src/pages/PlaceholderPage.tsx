import { useCallback } from 'react';
import { ErrorBanner, useLoader, useMessages, type AdminApi } from 'partner-console';
import { commonMessages } from 'partner-console/texts';
import { useConsole } from '../consoleContext.js';

export interface PlaceholderPageProps {
  /** The screen's title from the catalogue. */
  title: string;
  /** The list or record the screen will show; loading it proves the route, the session and the API. */
  load: (api: AdminApi, signal: AbortSignal) => Promise<unknown>;
  /** The text shown when the load fails without a message of its own (the catalogue's fetch error of the screen). */
  loadError: string;
}

/**
 * A stand-in for a screen still being built: its title, its data loaded through the real API
 * (so session expiry and errors behave as they will), and a count. Each route's page file
 * replaces this with the library screen.
 */
export function PlaceholderPage({ title, load, loadError }: PlaceholderPageProps) {
  const { api } = useConsole();
  const common = useMessages({ common: commonMessages }).common;
  const fetcher = useCallback((signal: AbortSignal) => load(api, signal), [api, load]);
  const { state } = useLoader(fetcher, fetcher, loadError);
  const count = Array.isArray(state.data) ? state.data.length : state.data ? 1 : 0;
  return (
    <section aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{title}</h1>
      {state.status === 'loading' && <p role="status">{common.loading}</p>}
      {state.status === 'error' && <ErrorBanner>{state.error}</ErrorBanner>}
      {state.status === 'ready' && <p data-testid="placeholder-count">{count} loaded. This screen is being built.</p>}
    </section>
  );
}
