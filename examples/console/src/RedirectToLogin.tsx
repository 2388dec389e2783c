import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { SessionEndReason } from 'partner-console';
import { useConsole } from './consoleContext.js';
import { locationPath, rememberLocation, type LoginLocationState } from './redirectAfterLogin.js';

/**
 * Sends a visitor without a valid session to /login, remembering where they were headed
 * (unless they signed out on purpose, or changed their password) and saying so when the session
 * expired or the server refused it. Why the session ended is the session store's record.
 */
export function RedirectToLogin({ reason }: { reason: SessionEndReason }) {
  const { session } = useConsole();
  const location = useLocation();
  const from = locationPath(location);
  const ending = session.endReason();
  const deliberate = ending === 'signedOut' || ending === 'passwordChanged';
  useEffect(() => {
    if (!deliberate) rememberLocation(from);
  }, [deliberate, from]);
  if (deliberate) return <Navigate to="/login" replace />;
  const expired = reason === 'expired' || ending === 'expired' || ending === 'unauthorized';
  const state: LoginLocationState = { from, ...(expired ? { notice: 'expired' as const } : {}) };
  return <Navigate to="/login" replace state={state} />;
}
