/**
 * Design tokens. Components never read a literal colour or size: they read `vars`, whose every
 * value is a CSS custom property of the library's own (`var(--pc-colors-primary, #1d4ed8)`) with
 * the default as its fallback. So a screen looks right with no provider at all, a host app's own
 * emotion or MUI theme is never read or replaced, and `<ConsoleThemeProvider theme={...}>` re-skins
 * every screen below it by setting the variables on its own root element.
 */
export const defaultTheme = {
  /** `color-scheme` of the library's elements, so native controls (date inputs, scrollbars) match. */
  colorScheme: 'light' as 'light' | 'dark',
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
    sidebarActiveText: '#ffffff',
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
  /** Status colours: approved or passed green, rejected or failed red, anything else yellow. */
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
    /** The platform's own UI font. */
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  fontWeights: { normal: 400, medium: 500, bold: 700 },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.08)',
    dialog: '0 20px 40px rgba(0, 0, 0, 0.25)',
    menu: '0 8px 16px rgba(0, 0, 0, 0.15)',
  },
  zIndices: { sticky: 10, drawer: 40, menu: 50, dialog: 100, toast: 200 },
  /** Length of transitions, in ms; 0 in snapshot mode so that no transition is caught half-way. */
  motion: { durationMs: 150 },
};

export type ConsoleTheme = typeof defaultTheme;

/**
 * Widths in px where layouts change. They are not theme tokens: CSS custom properties cannot be
 * used in media or container queries. `sidebar` is where the sidebar collapses by itself (1024 px).
 * The library's components compare them with the width of their own box (`containerUp`,
 * `containerDown`, or a measured width), never the window's: a host may give a screen a narrow
 * column on a wide screen.
 */
export const breakpoints = { mobile: 768, sidebar: 1024 } as const;

/** `min-width` media query for a breakpoint: the window's width, for a host's own page (the library's components use `containerUp`). */
export const mediaUp = (px: number) => `@media (min-width: ${px}px)`;
/** `max-width` media query just below a breakpoint (the window's width; the library's components use `containerDown`). */
export const mediaDown = (px: number) => `@media (max-width: ${px - 0.02}px)`;
/** `min-width` container query: the nearest ancestor with `container-type: inline-size` is at least `px` wide. */
export const containerUp = (px: number) => `@container (min-width: ${px}px)`;
/** `max-width` container query just below a breakpoint. */
export const containerDown = (px: number) => `@container (max-width: ${px - 0.02}px)`;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type ThemeOverrides = DeepPartial<ConsoleTheme>;

/** The theme's shape with every value a CSS `var(...)` reference. */
export type ThemeVars<T = Omit<ConsoleTheme, 'colorScheme'>> = {
  [K in keyof T]: T[K] extends readonly unknown[] ? readonly string[] : T[K] extends object ? ThemeVars<T[K]> : string;
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges overrides into a theme; a token not given keeps the base's value. */
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

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every token's custom property name and CSS value, in a stable order. */
function tokenEntries(theme: ConsoleTheme): [name: string, value: string][] {
  const entries: [string, string][] = [];
  const walk = (value: unknown, path: string[]) => {
    if (isPlainObject(value) || Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, kebab(key)]);
    } else if (typeof value === 'string' || typeof value === 'number') {
      entries.push([`--pc-${path.join('-')}`, String(value)]);
    }
  };
  const { colorScheme: _colorScheme, ...tokens } = theme;
  walk(tokens, []);
  return entries;
}

/** The default theme's entries, made on the first `themeVariables` (a bundle without a provider never calls it). */
let defaultEntries: Map<string, string> | undefined;

/**
 * The custom properties a theme sets on the library's root element: only those whose value
 * differs from the default (the default is every reference's own fallback).
 */
export function themeVariables(theme: ConsoleTheme): Record<string, string> {
  defaultEntries ??= new Map(tokenEntries(defaultTheme));
  const variables: Record<string, string> = {};
  for (const [name, value] of tokenEntries(theme)) if (defaultEntries.get(name) !== value) variables[name] = value;
  return variables;
}

function buildVars(value: unknown, path: string[]): unknown {
  if (Array.isArray(value)) return Object.freeze(value.map((child, index) => buildVars(child, [...path, String(index)])));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, buildVars(child, [...path, kebab(key)])]));
  }
  return `var(--pc-${path.join('-')}, ${String(value)})`;
}

const { colorScheme: _defaultScheme, ...defaultTokens } = defaultTheme;
const builtVars = buildVars(defaultTokens, []) as ThemeVars;

/**
 * The tokens as CSS values for styles: `vars.colors.primary` is
 * `var(--pc-colors-primary, #1d4ed8)`; `vars.motion.duration` is the transition length with its unit.
 *
 * @example const Note = styled.p({ color: vars.colors.textMuted, padding: vars.space.sm });
 */
export const vars = {
  ...builtVars,
  motion: { ...builtVars.motion, duration: `calc(${builtVars.motion.durationMs} * 1ms)` },
};
