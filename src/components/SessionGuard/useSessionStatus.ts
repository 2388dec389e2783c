import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SessionStore } from '../../api/session.js';

/**
 * Where the guard stands: still checking, signed in, or not signed in, with why:
 * 'expired' when the session ended because its token ran out (the guard or the API found it so
 * and cleared it), 'absent' otherwise (none stored, signed out, refused by the server).
 * `interrupted` is true when the session ended while its content was on screen (a token that ran
 * out or a 401 during a call, a sign-out in another tab) and nothing has navigated since.
 */
export type SessionStatus =
  | { state: 'checking' }
  | { state: 'signedIn' }
  | { state: 'signedOut'; reason: SessionEndReason; interrupted: boolean };

export type SessionEndReason = 'absent' | 'expired';

/** Clears a stored token that has expired, recording why; true when there was one. */
function clearExpired(session: SessionStore): boolean {
  if (!session.read() || !session.isExpired()) return false;
  session.clear('expired');
  return true;
}

const readToken = (session: SessionStore) => session.read()?.token ?? null;

/**
 * The session check behind `SessionGuard`. It reads the store with `useSyncExternalStore`, so it
 * follows every change the store reports (sign-in, sign-out, a 401 elsewhere, another tab) in the
 * same render. The first check runs just after mount (one microtask later), so the 'Loading...'
 * placeholder shows while it runs, and clears an expired token first; every change of
 * `revalidateKey` (e.g. the current path) checks the token's age again, so a token that ran out
 * while the page sat open is caught on the next navigation.
 *
 * @example const status = useSessionStatus(session, location.pathname);
 */
export function useSessionStatus(session: SessionStore, revalidateKey?: unknown): SessionStatus {
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const token = useSyncExternalStore(
    subscribe,
    () => readToken(session),
    () => null,
  );
  const ending = useSyncExternalStore(
    subscribe,
    () => session.endReason(),
    () => null,
  );
  const [started, setStarted] = useState(false);

  useEffect(() => {
    let active = true;
    void Promise.resolve().then(() => {
      if (!active) return;
      clearExpired(session);
      setStarted(true);
    });
    return () => {
      active = false;
    };
  }, [session]);

  // Later changes of the key check the token's age again; the first check is the one above.
  const lastKey = useRef(revalidateKey);
  useEffect(() => {
    if (Object.is(lastKey.current, revalidateKey)) return;
    lastKey.current = revalidateKey;
    clearExpired(session);
  }, [session, revalidateKey]);

  // The key under which a session was last found: a session that ends under the same key ended
  // during work there, not on the way somewhere new. This effect runs after the children's, and
  // reads the store afresh: a new page whose first call finds the session over never counts as
  // signed in.
  const [signedInKey, setSignedInKey] = useState<{ key: unknown } | null>(null);
  const signedIn = started && token !== null;
  useEffect(() => {
    if (!signedIn || readToken(session) === null) return;
    // Only an effect can tell: it runs after the children's effects, which may end the session.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSignedInKey((last) => (last !== null && Object.is(last.key, revalidateKey) ? last : { key: revalidateKey }));
  }, [session, signedIn, revalidateKey]);

  if (!started) return { state: 'checking' };
  if (token !== null) return SIGNED_IN;
  const reason: SessionEndReason = ending === 'expired' ? 'expired' : 'absent';
  const interrupted = signedInKey !== null && Object.is(signedInKey.key, revalidateKey);
  return { state: 'signedOut', reason, interrupted };
}

const SIGNED_IN = { state: 'signedIn' } as const;
