/**
 * Design tokens. Components read these through emotion's theme and never use literal colours,
 * so a host app can re-skin every screen with `<ConsoleThemeProvider theme={...}>`.
 */
export const defaultTheme = {
  colors: {
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primaryText: '#ffffff',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d1d5db',
    borderStrong: '#9ca3af',
    background: '#f3f4f6',
    surface: '#ffffff',
    surfaceMuted: '#f9fafb',
    sidebar: '#0f172a',
    sidebarText: '#e2e8f0',
    sidebarActive: '#1e3a8a',
    overlay: 'rgba(17, 24, 39, 0.55)',
    focus: '#2563eb',
    danger: '#b91c1c',
    dangerSurface: '#fef2f2',
    dangerBorder: '#fca5a5',
    info: '#1d4ed8',
    infoSurface: '#eff6ff',
    infoBorder: '#93c5fd',
    link: '#1d4ed8',
  },
  /** Status colours of SPEC 9: approved/passed green, rejected/failed red, anything else yellow. */
  status: {
    success: { text: '#166534', background: '#dcfce7', border: '#86efac' },
    danger: { text: '#991b1b', background: '#fee2e2', border: '#fca5a5' },
    warning: { text: '#854d0e', background: '#fef9c3', border: '#fde047' },
    neutral: { text: '#374151', background: '#f3f4f6', border: '#d1d5db' },
  },
  /**
   * Backgrounds of initials avatars, picked per name; each keeps white text (`colors.primaryText`)
   * above 4.5:1 contrast.
   */
  avatarPalette: ['#1d4ed8', '#047857', '#b45309', '#7e22ce', '#be123c', '#0f766e', '#4338ca', '#374151'],
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radii: { sm: '4px', md: '6px', lg: '10px', round: '9999px' },
  fonts: {
    body: "'DejaVu Sans', 'Segoe UI', system-ui, -apple-system, sans-serif",
    mono: "'DejaVu Sans Mono', ui-monospace, monospace",
  },
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  fontWeights: { normal: 400, medium: 500, bold: 700 },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.08)',
    dialog: '0 20px 40px rgba(0, 0, 0, 0.25)',
    menu: '0 8px 16px rgba(0, 0, 0, 0.15)',
  },
  zIndices: { sticky: 10, drawer: 40, menu: 50, dialog: 100, toast: 200 },
  /** Widths in px. `sidebar` is where the sidebar collapses by itself (SPEC 2.3: 1024 px). */
  breakpoints: { mobile: 768, sidebar: 1024 },
  /** Set to 0 in snapshot mode so that no transition is caught half-way. */
  motion: { durationMs: 150 },
};

export type ConsoleTheme = typeof defaultTheme;

/** `min-width` media query for a breakpoint token. */
export const mediaUp = (px: number) => `@media (min-width: ${px}px)`;
/** `max-width` media query just below a breakpoint token. */
export const mediaDown = (px: number) => `@media (max-width: ${px - 0.02}px)`;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type ThemeOverrides = DeepPartial<ConsoleTheme>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges overrides into a theme. */
export function mergeTheme(base: ConsoleTheme, overrides: ThemeOverrides | undefined): ConsoleTheme {
  if (!overrides) return base;
  const merge = (a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...a };
    for (const [key, value] of Object.entries(b)) {
      if (value === undefined) continue;
      out[key] = isPlainObject(value) && isPlainObject(a[key]) ? merge(a[key], value) : value;
    }
    return out;
  };
  return merge(base, overrides) as ConsoleTheme;
}

declare module '@emotion/react' {
  // Components read the tokens through emotion's `theme` argument.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends ConsoleTheme {}
}
