import { useEffect, useRef, type ReactNode } from 'react';
import type { SessionStore } from '../../api/session.js';
import { SessionGuardLoading } from './SessionGuardLoading.js';
import { useSessionStatus, type SessionEndReason } from './useSessionStatus.js';

export interface SessionGuardProps {
  /** The session store to check (createSessionStore). */
  session: SessionStore;
  /** What to show when nobody is signed in, e.g. a redirect to /login; a function receives why. @default nothing */
  fallback?: ReactNode | ((reason: SessionEndReason) => ReactNode);
  /** Called each time the guard finds nobody signed in: at start, or after a sign-out or expiry elsewhere. */
  onUnauthenticated?: (reason: SessionEndReason) => void;
  /** Checks the session again whenever this value changes, e.g. the current path. @default undefined (no such re-checks) */
  revalidateKey?: unknown;
  /** What to show while checking. @default <SessionGuardLoading /> ('Loading...') */
  loading?: ReactNode;
  /** The protected content. */
  children: ReactNode;
}

/**
 * Shows its children only while a stored, unexpired login token exists (SPEC 2.1). It shows
 * 'Loading...' during the check at start, clears an expired token first, and checks again whenever
 * the session store changes (and, given `revalidateKey`, on each navigation), so a sign-out or an
 * expiry elsewhere takes effect at once. It knows no
 * router: pass a redirect as `fallback` or act in `onUnauthenticated`.
 *
 * @example
 * <SessionGuard session={session} fallback={<Navigate to="/login" replace />}>
 *   <AppShell ...>{page}</AppShell>
 * </SessionGuard>
 */
export function SessionGuard({ session, fallback = null, onUnauthenticated, revalidateKey, loading, children }: SessionGuardProps) {
  const status = useSessionStatus(session, revalidateKey);
  const callback = useRef(onUnauthenticated);
  useEffect(() => {
    callback.current = onUnauthenticated;
  });

  const reason = status.state === 'signedOut' ? status.reason : undefined;
  useEffect(() => {
    if (reason) callback.current?.(reason);
  }, [status, reason]);

  if (status.state === 'checking') {
    return <>{loading ?? <SessionGuardLoading />}</>;
  }
  if (status.state === 'signedOut') return <>{typeof fallback === 'function' ? fallback(status.reason) : fallback}</>;
  return <>{children}</>;
}
