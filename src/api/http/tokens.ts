import { SessionExpiredError } from '../errors.js';
import type { Messages } from '../../i18n/messages.js';
import type { SessionEndCause, SessionStore } from '../session.js';

/**
 * Where the bearer token comes from and what a 401 does: the library's session store, or a host
 * app's own sign-in.
 */
export interface TokenSource {
  /** The token to send, or null to send none; throws `SessionExpiredError` when it has expired. */
  token(): Promise<string | null>;
  /** The server refused the token (401): end the session. */
  expire(): void;
}

/**
 * The library's session store as a token source: the expiry check before each call, 401 clears it.
 * `session` may be a loader instead: the store is then made on the first call (issue 33: an API
 * made without a store of the host's does not carry the default one in its first bundle).
 */
export function sessionTokens(session: SessionStore | (() => Promise<SessionStore>), messages: Messages['session'], onSessionExpired?: () => void): TokenSource {
  let store = typeof session === 'function' ? undefined : session;
  const storeOf = async () => (store ??= await (session as () => Promise<SessionStore>)());
  const end = (ended: SessionStore, cause: SessionEndCause) => {
    ended.clear(cause);
    onSessionExpired?.();
  };
  return {
    async token() {
      const current = await storeOf();
      const stored = current.read();
      // No session (never signed in, or a guard ended it a moment ago): nothing to send the
      // request with, so none is sent; the call fails as an expired session.
      if (!stored || current.isExpired()) {
        end(current, 'expired');
        throw new SessionExpiredError(messages.expired);
      }
      return stored.token;
    },
    // A 401 follows a call that asked for the token, so the store is there by then.
    expire: () => {
      if (store) end(store, 'unauthorized');
      else void storeOf().then((loaded) => end(loaded, 'unauthorized'));
    },
  };
}
