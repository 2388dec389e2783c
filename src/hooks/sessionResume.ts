/**
 * What failed because the session had ended, each waiting for `resumeAfterSignIn`: loads that run
 * again, and actions whose 'Session expired' text goes (`useAction`).
 */
const waitingForSession = new Set<() => void>();

/** Registers something to resume after a new sign-in (a load to run again, an action's error to clear); returns the unregister. */
export function retryAfterSignIn(resume: () => void): () => void {
  waitingForSession.add(resume);
  return () => void waitingForSession.delete(resume);
}

/**
 * Resumes what failed because the session had ended, on screens still shown, once the user has
 * signed in again over the page: every such load runs again (no 'Try Again' needed), and every
 * such action forgets its 'Session expired. Please login again.' and says it is ready to be sent
 * (`Action.resumed`). `SessionGuard` calls it when a page it kept (`resume`) has a session again;
 * a host with a guard of its own calls it after its sign-in.
 */
export function resumeAfterSignIn(): void {
  const waiting = [...waitingForSession];
  waitingForSession.clear();
  waiting.forEach((resume) => resume());
}

/**
 * The earlier name of `resumeAfterSignIn`, which now also clears the actions' session errors.
 * @deprecated Use `resumeAfterSignIn`; `SessionGuard` calls it by itself.
 */
export const retryExpiredLoads = resumeAfterSignIn;
