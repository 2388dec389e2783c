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

// What failed for want of a session and waits for a new sign-in: a module of its own (actions
// need the wait, not the list cache), re-exported here beside the loads' cache.
export { retryAfterSignIn, resumeAfterSignIn, retryExpiredLoads } from './sessionResume.js';

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
