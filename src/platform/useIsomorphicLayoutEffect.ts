import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * `useLayoutEffect` in a browser, `useEffect` during server rendering (where neither runs, but
 * React 18 warns about the former).
 */
export const useIsomorphicLayoutEffect = typeof document !== 'undefined' ? useLayoutEffect : useEffect;

const subscribeNever = () => () => {};

/**
 * The element portals render into: `document.body` in the browser, null on the server and during
 * hydration (so the server's HTML and the first client render agree), and the body right after.
 */
export function usePortalContainer(): HTMLElement | null {
  return useSyncExternalStore(
    subscribeNever,
    () => document.body,
    () => null,
  );
}
