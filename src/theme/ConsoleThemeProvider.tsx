import { Global } from '@emotion/react';
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { defaultTheme, mergeTheme, themeVariables, vars, type ConsoleTheme, type ThemeOverrides } from './theme.js';

/** The nearest `ConsoleThemeProvider`'s theme, and the style its roots take; null outside any provider. */
interface ProvidedTheme {
  theme: ConsoleTheme;
  /** The theme's custom properties (`themeVariables`) and `color-scheme`: made once per provider, not per root. */
  style: CSSProperties;
}

/**
 * The theme of the nearest `ConsoleThemeProvider`, or null outside any. It carries the roots'
 * style ready made, so `LibraryRoot` (in every screen) does not carry `themeVariables`: a screen
 * outside a provider never needs it, and a provider brings it (issue 33).
 */
const ConsoleThemeContext = createContext<ProvidedTheme | null>(null);
/** Whether an element above already is a library root (so a nested one adds nothing). */
const InsideRootContext = createContext(false);

/**
 * The theme in force: the nearest `ConsoleThemeProvider`'s, or the defaults. For the few tokens
 * code needs as values (pictures, a swatch); styles read `vars` instead.
 */
export function useConsoleTheme(): ConsoleTheme {
  return useContext(ConsoleThemeContext)?.theme ?? defaultTheme;
}

export interface ConsoleThemeProviderProps {
  /** Tokens to replace; anything not given keeps its value from the provider above, or the default. Pass `darkTheme` for the dark look. */
  theme?: ThemeOverrides;
  children?: ReactNode;
}

/**
 * Sets the design tokens of every library component below it, as CSS custom properties on its own
 * root element, and paints that element with the theme's page background and text colour: a dark
 * screen stays readable on a light host page and a light one on a dark page, without any style on
 * the host's page (that is `ConsoleBaseline`, opt-in). The element is a block (`flow-root`, so its
 * children's margins stay inside the painted area) at least as tall as a container of fixed height.
 * It does not touch emotion's theme, so a host's own theme (or MUI's) keeps working inside it;
 * providers nest, and dialogs, which render at the end of the page, carry the same tokens. Screens
 * also work without it, with the default look and the host page's background.
 *
 * @example
 * <ConsoleThemeProvider theme={{ colors: { primary: '#0f766e' } }}>
 *   <QuizOverview api={api} />
 * </ConsoleThemeProvider>
 */
export function ConsoleThemeProvider({ theme, children }: ConsoleThemeProviderProps) {
  const parent = useConsoleTheme();
  const provided = useMemo((): ProvidedTheme => {
    const merged = mergeTheme(parent, theme);
    return { theme: merged, style: { ...themeVariables(merged), colorScheme: merged.colorScheme } };
  }, [parent, theme]);
  return (
    <ConsoleThemeContext.Provider value={provided}>
      <LibraryRoot force paint>
        {children}
      </LibraryRoot>
    </ConsoleThemeContext.Provider>
  );
}

/** The painted root of a `ConsoleThemeProvider`: its own surface, whatever the host page's colours. */
const paintedRoot = {
  display: 'flow-root',
  minHeight: '100%',
  background: vars.colors.background,
} as const;

/** What the library's root element applies to everything inside it. */
const rootStyles = {
  fontFamily: vars.fonts.body,
  fontSize: vars.fontSizes.md,
  color: vars.colors.text,
  '& *, & *::before, & *::after': { boxSizing: 'border-box' },
} as const;

export interface LibraryRootProps {
  /** Render the root even inside another one (a provider sets new tokens; a portal leaves the tree). */
  force?: boolean;
  /** A box painted with the theme's background (a provider's root), instead of a `display: contents` one. @default false */
  paint?: boolean;
  children?: ReactNode;
}

/**
 * The library's root element: the theme's custom properties and `color-scheme`, its font and text
 * colour, and border-box sizing for the library's own elements only (a host's page styles are
 * never relied on). Screens and portalled dialogs render one; inside another root it adds nothing.
 */
export function LibraryRoot({ force = false, paint = false, children }: LibraryRootProps) {
  const inside = useContext(InsideRootContext);
  const themeStyle = useContext(ConsoleThemeContext)?.style;
  const style = useMemo<CSSProperties>(() => ({ ...(paint ? {} : { display: 'contents' }), ...themeStyle }), [themeStyle, paint]);
  if (inside && !force) return <>{children}</>;
  return (
    <InsideRootContext.Provider value={true}>
      <div data-partner-console="" style={style} css={paint ? [rootStyles, paintedRoot] : rootStyles}>
        {children}
      </div>
    </InsideRootContext.Provider>
  );
}

/**
 * Page-wide base styles, as MUI's `CssBaseline`: body margin, font, text and background colours,
 * `color-scheme`, border-box sizing and reduced motion, from the theme in force. Opt-in: a host app
 * keeps its own page styles unless it renders this (the reference console does).
 *
 * @example
 * <ConsoleThemeProvider theme={darkTheme}>
 *   <ConsoleBaseline />
 *   <App />
 * </ConsoleThemeProvider>
 */
export function ConsoleBaseline() {
  const theme = useConsoleTheme();
  return (
    <Global
      styles={{
        ':root': { colorScheme: theme.colorScheme },
        '*, *::before, *::after': { boxSizing: 'border-box' },
        body: {
          margin: 0,
          fontFamily: theme.fonts.body,
          fontSize: theme.fontSizes.md,
          color: theme.colors.text,
          background: theme.colors.background,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { transition: 'none !important', animation: 'none !important' },
        },
      }}
    />
  );
}
