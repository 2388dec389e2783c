import type { ThemeOverrides } from './theme.js';

/**
 * The dark look: pass it to `ConsoleThemeProvider` (`theme={darkTheme}`), alone or merged with
 * your own overrides. It sets `color-scheme: dark`, so native controls (date pickers, scrollbars,
 * checkboxes) turn dark too. Every text and control colour keeps WCAG AA contrast on the surfaces
 * it is drawn on. Filled buttons carry dark text on light fills: no one colour can be both a
 * readable text colour on a dark surface and a fill under white text.
 *
 * @example
 * const dark = useMediaQuery('(prefers-color-scheme: dark)');
 * <ConsoleThemeProvider theme={dark ? darkTheme : undefined}>...</ConsoleThemeProvider>
 */
export const darkTheme = {
  colorScheme: 'dark',
  colors: {
    primary: '#60a5fa',
    primaryHover: '#93c5fd',
    primaryText: '#0b1120',
    text: '#f3f4f6',
    textMuted: '#a1a9b8',
    border: '#4b5563',
    borderStrong: '#6b7280',
    background: '#0b1120',
    surface: '#111827',
    surfaceMuted: '#1f2937',
    sidebar: '#020617',
    sidebarText: '#e2e8f0',
    sidebarActive: '#1e40af',
    sidebarActiveText: '#ffffff',
    overlay: 'rgba(0, 0, 0, 0.7)',
    focus: '#93c5fd',
    danger: '#f87171',
    dangerSurface: '#2a0f12',
    dangerBorder: '#7f1d1d',
    info: '#93c5fd',
    infoSurface: '#0f1d3a',
    infoBorder: '#1e40af',
    link: '#93c5fd',
  },
  status: {
    success: { text: '#86efac', background: '#052e16', border: '#166534' },
    danger: { text: '#fca5a5', background: '#3f0d0d', border: '#991b1b' },
    warning: { text: '#fde047', background: '#3a2205', border: '#854d0e' },
    neutral: { text: '#e5e7eb', background: '#1f2937', border: '#4b5563' },
  },
  avatarPalette: ['#93c5fd', '#6ee7b7', '#fcd34d', '#d8b4fe', '#fda4af', '#5eead4', '#a5b4fc', '#d1d5db'],
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.6)',
    dialog: '0 20px 40px rgba(0, 0, 0, 0.7)',
    menu: '0 8px 16px rgba(0, 0, 0, 0.6)',
  },
} satisfies ThemeOverrides;
