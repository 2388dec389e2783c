/**
 * Why the session last ended, as the console saw it, so the guard's redirect to /login knows
 * whether to show 'Session expired. Please login again.' (an expiry or a 401 seen by the API) or
 * nothing and no return path (a deliberate sign-out). The API's session-expired hook and the
 * sign-out handler write it; the redirect reads it; a new sign-in resets it.
 */
export type SessionEnding = 'expired' | 'signedOut' | null;

let ending: SessionEnding = null;

export const sessionEnding = {
  mark(kind: Exclude<SessionEnding, null>) {
    ending = kind;
  },
  read(): SessionEnding {
    return ending;
  },
  reset() {
    ending = null;
  },
};
