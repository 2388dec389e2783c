import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { SessionEndReason } from 'partner-console';
import { locationPath, rememberLocation, type LoginLocationState } from './redirectAfterLogin.js';
import { sessionEnding } from './sessionEnding.js';

/**
 * Sends a visitor without a valid session to /login, remembering where they were headed
 * (unless they signed out on purpose) and saying so when the session expired.
 */
export function RedirectToLogin({ reason }: { reason: SessionEndReason }) {
  const location = useLocation();
  const from = locationPath(location);
  const ending = sessionEnding.read();
  const deliberate = ending === 'signedOut';
  useEffect(() => {
    if (!deliberate) rememberLocation(from);
  }, [deliberate, from]);
  if (deliberate) return <Navigate to="/login" replace />;
  const state: LoginLocationState = { from, ...(reason === 'expired' || ending === 'expired' ? { notice: 'expired' as const } : {}) };
  return <Navigate to="/login" replace state={state} />;
}
