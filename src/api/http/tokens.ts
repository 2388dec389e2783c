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

/** The library's session store as a token source: the expiry check before each call, 401 clears it. */
export function sessionTokens(session: SessionStore, messages: Messages['session'], onSessionExpired?: () => void): TokenSource {
  const end = (cause: SessionEndCause) => {
    session.clear(cause);
    onSessionExpired?.();
  };
  return {
    async token() {
      const stored = session.read();
      // No session (never signed in, or a guard ended it a moment ago): nothing to send the
      // request with, so none is sent; the call fails as an expired session.
      if (!stored || session.isExpired()) {
        end('expired');
        throw new SessionExpiredError(messages.expired);
      }
      return stored.token;
    },
    expire: () => end('unauthorized'),
  };
}
