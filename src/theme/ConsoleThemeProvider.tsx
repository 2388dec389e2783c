import { Global, ThemeProvider, css, useTheme } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { defaultTheme, mergeTheme, type ThemeOverrides } from './theme.js';

export interface ConsoleThemeProviderProps {
  /** Tokens to replace; anything not given keeps its default. */
  theme?: ThemeOverrides;
  /** Adds base styles (font, box sizing, reduced motion) to the document. A host app with its own reset can turn this off. @default true */
  globalStyles?: boolean;
  children?: ReactNode;
}

/**
 * Provides the design tokens to every component below it.
 *
 * @example
 * <ConsoleThemeProvider theme={{ colors: { primary: '#0f766e' } }}>
 *   <QuizOverview api={api} />
 * </ConsoleThemeProvider>
 */
export function ConsoleThemeProvider({ theme, globalStyles = true, children }: ConsoleThemeProviderProps) {
  const merged = useMemo(() => mergeTheme(defaultTheme, theme), [theme]);
  return (
    <ThemeProvider theme={merged}>
      {globalStyles && <BaseStyles />}
      {children}
    </ThemeProvider>
  );
}

function BaseStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *, *::before, *::after { box-sizing: border-box; }
        body {
          margin: 0;
          font-family: ${theme.fonts.body};
          font-size: ${theme.fontSizes.md};
          color: ${theme.colors.text};
          background: ${theme.colors.background};
        }
        @media (prefers-reduced-motion: reduce) {
          *, *::before, *::after { transition: none !important; animation: none !important; }
        }
      `}
    />
  );
}
