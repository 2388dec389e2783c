import { useCallback, useSyncExternalStore } from 'react';

export type ColorScheme = 'light' | 'dark';

/** The console's own storage key for a scheme the user picked; without one the system's setting applies. */
export const COLOR_SCHEME_KEY = 'console.colorScheme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();
/** A choice made while storage refuses writes, kept for this page's life. */
let chosenInMemory: ColorScheme | null = null;

function storedChoice(): ColorScheme | null {
  try {
    const value = window.localStorage.getItem(COLOR_SCHEME_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage disabled: follow the system
  }
}

function systemScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  media?.addEventListener('change', onChange);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_SCHEME_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    media?.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The console's colour scheme: the one the user picked in the account menu (remembered), or the
 * system's setting, followed as it changes.
 */
export function useColorScheme(): [ColorScheme, (scheme: ColorScheme) => void] {
  const scheme = useSyncExternalStore(subscribe, () => storedChoice() ?? chosenInMemory ?? systemScheme(), () => 'light' as const);
  const choose = useCallback((next: ColorScheme) => {
    try {
      window.localStorage.setItem(COLOR_SCHEME_KEY, next);
    } catch {
      // not remembered, but still applied below for this page
    }
    chosenInMemory = next;
    listeners.forEach((listener) => listener());
  }, []);
  return [scheme, choose];
}
