import { useEffect, useRef, useState } from 'react';
import type { SessionStore } from '../../api/session.js';
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect.js';

/**
 * Where the guard stands: still checking, signed in, or not signed in, with why:
 * 'expired' when a stored token had expired (and was cleared), 'absent' when none was stored.
 * `interrupted` is true when the session ended while its content was on screen (a token that ran
 * out or a 401 during a call, a sign-out in another tab) and nothing has navigated since.
 */
export type SessionStatus =
  | { state: 'checking' }
  | { state: 'signedIn' }
  | { state: 'signedOut'; reason: SessionEndReason; interrupted: boolean };

export type SessionEndReason = 'absent' | 'expired';

/** Reads the store once: an expired token is cleared first (SPEC 2.1). */
function check(session: SessionStore): { state: 'signedIn' } | { state: 'signedOut'; reason: SessionEndReason } {
  if (!session.read()) return { state: 'signedOut', reason: 'absent' };
  if (session.isExpired()) {
    session.clear();
    return { state: 'signedOut', reason: 'expired' };
  }
  return { state: 'signedIn' };
}

const sameStatus = (a: SessionStatus, b: SessionStatus) =>
  a.state === b.state &&
  (a.state !== 'signedOut' || b.state !== 'signedOut' || (a.reason === b.reason && a.interrupted === b.interrupted));

/**
 * The session check behind `SessionGuard`. The first check runs just after mount (one microtask
 * later), so the 'Loading...' placeholder shows while it runs; later checks follow every change
 * the store reports (sign-in, sign-out, a 401 elsewhere) and every change of the storage from
 * another tab, and every change of `revalidateKey` (e.g. the current path, so a token that ran out
 * while the page sat open is caught on the next navigation), without going back to 'checking'.
 *
 * @example const status = useSessionStatus(session, location.pathname);
 */
export function useSessionStatus(session: SessionStore, revalidateKey?: unknown): SessionStatus {
  const [status, setStatus] = useState<SessionStatus>({ state: 'checking' });
  const checking = useRef(false);
  const recheckRef = useRef<(cause: 'store' | 'key') => void>(() => {});
  // The key of what is on screen, and the key under which a session was last found: a session
  // that ends under the same key ended during work there, not on the way somewhere new (the new
  // page's first call can find an expired token before the key's own check below runs).
  const shownKey = useRef(revalidateKey);
  const signedInKey = useRef<{ key: unknown } | null>(null);
  useIsomorphicLayoutEffect(() => {
    shownKey.current = revalidateKey;
  });

  useEffect(() => {
    let active = true;
    const recheck = (cause: 'start' | 'store' | 'key') => {
      // clear() inside check() notifies the store's listeners, this one included: ignore that echo.
      if (!active || checking.current) return;
      checking.current = true;
      try {
        const found = check(session);
        const here = shownKey.current;
        const sameView = signedInKey.current !== null && Object.is(signedInKey.current.key, here);
        if (found.state === 'signedIn') signedInKey.current = { key: here };
        setStatus((previous) => {
          const next: SessionStatus =
            found.state === 'signedIn'
              ? found
              : {
                  ...found,
                  interrupted:
                    cause === 'store' &&
                    sameView &&
                    (previous.state === 'signedIn' || (previous.state === 'signedOut' && previous.interrupted)),
                };
          return sameStatus(previous, next) ? previous : next;
        });
      } finally {
        checking.current = false;
      }
    };
    recheckRef.current = recheck;
    void Promise.resolve().then(() => recheck('start'));
    // The store reports other tabs' sign-ins and sign-outs too.
    const unsubscribe = session.subscribe(() => recheck('store'));
    return () => {
      active = false;
      unsubscribe();
    };
  }, [session]);

  // Later changes of the key check again; the first check is the one above.
  const lastKey = useRef(revalidateKey);
  useEffect(() => {
    if (Object.is(lastKey.current, revalidateKey)) return;
    lastKey.current = revalidateKey;
    recheckRef.current('key');
  }, [revalidateKey]);

  return status;
}
