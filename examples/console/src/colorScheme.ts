import type { ThemeOverrides } from 'partner-console';
import { storedPreference } from './preference.js';

export type ColorScheme = 'light' | 'dark';

/** The console's own storage key for a scheme the user picked; without one the system's setting applies. */
export const COLOR_SCHEME_KEY = 'console.colorScheme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const darkQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

const scheme = storedPreference<ColorScheme>(
  COLOR_SCHEME_KEY,
  ['light', 'dark'],
  () => (darkQuery()?.matches ? 'dark' : 'light'),
  (onChange) => {
    const query = darkQuery();
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  },
);

/** The scheme in force now, outside React (main.tsx loads the dark tokens before the first render). */
export const currentColorScheme = scheme.current;

/**
 * The console's colour scheme: the one the user picked in the account menu (remembered), or the
 * system's setting, followed as it changes.
 */
export const useColorScheme = () => scheme.usePreference('light');

/** The tokens of a scheme: none for light (the defaults), the dark preset's chunk for dark. */
export async function loadSchemeTokens(value: ColorScheme): Promise<ThemeOverrides | undefined> {
  return value === 'dark' ? (await import('./darkTheme.js')).darkTheme : undefined;
}
