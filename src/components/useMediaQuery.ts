import { useCallback, useSyncExternalStore } from 'react';

function mediaQueryList(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

/**
 * Whether a CSS media query matches, kept up to date as the viewport changes. During server
 * rendering, or where `matchMedia` does not exist (jsdom, old browsers), it returns `fallback`.
 * For a host's own page and for preferences (`prefers-color-scheme`); the library's components lay
 * themselves out by the width of their own box instead, never the window's.
 *
 * @example const dark = useMediaQuery('(prefers-color-scheme: dark)');
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => mediaQueryList(query)?.matches ?? fallback;
  const getServerSnapshot = () => fallback;
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
