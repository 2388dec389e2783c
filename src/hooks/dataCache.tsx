import { createContext, useContext, type ReactNode } from 'react';

/**
 * Lists already loaded in this page's life, so going back to a list shows its rows at once while
 * it is fetched again (the screen then says 'Updating...'). Kept per API client object, at most
 * a few lists each, newest kept; nothing is written to storage.
 */
const MAX_LISTS_PER_CLIENT = 8;

let lists = new WeakMap<object, Map<string, unknown>>();

/** The list `name` last loaded through `client`, if any. */
export function cachedList<T>(client: object, name: string): T | undefined {
  return lists.get(client)?.get(name) as T | undefined;
}

/** Remembers the list `name` loaded through `client` (the oldest one goes past MAX_LISTS_PER_CLIENT). */
export function rememberList(client: object, name: string, data: unknown): void {
  let byName = lists.get(client);
  if (!byName) {
    byName = new Map();
    lists.set(client, byName);
  }
  byName.delete(name);
  byName.set(name, data);
  if (byName.size > MAX_LISTS_PER_CLIENT) byName.delete(byName.keys().next().value!);
}

/**
 * Forgets every remembered list, e.g. when the user signs out, so the next user never sees the
 * previous session's rows, not even for the moment before the fresh list arrives.
 */
export function forgetLists(): void {
  lists = new WeakMap();
}

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

const DataCacheContext = createContext(true);

export interface ListCacheProps {
  /** False: every list screen inside loads afresh, showing 'Loading...' until its data arrives. */
  enabled: boolean;
  children: ReactNode;
}

/**
 * Turns the in-memory list cache off (or on again) for the screens inside; it is on by default.
 *
 * @example <ListCache enabled={false}><PartnersOverview api={api} ... /></ListCache>
 */
export function ListCache({ enabled, children }: ListCacheProps) {
  return <DataCacheContext.Provider value={enabled}>{children}</DataCacheContext.Provider>;
}

/** True unless a `ListCache enabled={false}` is around. */
export function useListCacheEnabled(): boolean {
  return useContext(DataCacheContext);
}
