import { useEffect, useRef, type ReactNode } from 'react';
import type { SessionStore } from '../../api/session.js';
import { resumeAfterSignIn } from '../../hooks/sessionResume.js';
import { PageFallback } from '../PageFallback/PageFallback.js';
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
  /**
   * Shown beside the children when the session ends while they are on screen (a token that ran
   * out or a 401 during a call, a sign-out in another tab): the children stay mounted, so open
   * dialogs, typed input and list state are kept, and this asks to sign in again (e.g. a
   * `SignInAgainDialog`); a new session takes it away. A navigation (a new `revalidateKey`) while
   * nobody is signed in shows the fallback instead. Once someone signs in again, what failed on
   * the page for want of a session resumes (`resumeAfterSignIn`): lists load, and the actions'
   * 'Session expired' texts give way to a note that they are ready to be sent.
   * @default undefined (the fallback replaces the children at once)
   */
  resume?: ReactNode | ((reason: SessionEndReason) => ReactNode);
  /** What to show while checking. @default <PageFallback /> ('Loading...') */
  loading?: ReactNode;
  /** The protected content. */
  children: ReactNode;
}

/**
 * Shows its children only while a stored, unexpired login token exists. It shows 'Loading...'
 * during the check at start, clears an expired token first, follows every change of the session
 * store (and, given `revalidateKey`, checks the token's age on each navigation), so a sign-out or
 * an expiry elsewhere takes effect at once. Given `resume`, a session that ends during work keeps
 * the page and asks to sign in again over it. It knows no router: pass a redirect as `fallback`
 * or act in `onUnauthenticated`.
 *
 * @example
 * <SessionGuard session={session} fallback={<Navigate to="/login" replace />}>
 *   <AppShell ...>{page}</AppShell>
 * </SessionGuard>
 */
export function SessionGuard({ session, fallback = null, onUnauthenticated, revalidateKey, resume, loading, children }: SessionGuardProps) {
  const status = useSessionStatus(session, revalidateKey);
  const callback = useRef(onUnauthenticated);
  useEffect(() => {
    callback.current = onUnauthenticated;
  });

  const reason = status.state === 'signedOut' ? status.reason : undefined;
  const interrupted = status.state === 'signedOut' && status.interrupted;
  useEffect(() => {
    if (reason) callback.current?.(reason);
  }, [reason, interrupted]);

  const resuming = status.state === 'signedOut' && status.interrupted && resume !== undefined;
  // The page kept over the ended session has one again: what failed there for want of it resumes.
  const keptPage = useRef(false);
  const signedIn = status.state === 'signedIn';
  useEffect(() => {
    if (resuming) keptPage.current = true;
    else if (keptPage.current) {
      keptPage.current = false;
      if (signedIn) resumeAfterSignIn();
    }
  }, [resuming, signedIn]);

  if (status.state === 'checking') {
    return <>{loading ?? <PageFallback />}</>;
  }
  if (status.state === 'signedIn' || resuming) {
    // One shape for both, so the children keep their state when the sign-in request comes and goes.
    return (
      <>
        {children}
        {resuming && status.state === 'signedOut' ? (typeof resume === 'function' ? resume(status.reason) : resume) : null}
      </>
    );
  }
  return <>{typeof fallback === 'function' ? fallback(status.reason) : fallback}</>;
}
