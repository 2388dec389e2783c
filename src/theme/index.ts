export { defaultTheme, mergeTheme, mediaUp, mediaDown } from './theme.js';
export type { ConsoleTheme, ThemeOverrides } from './theme.js';
export { ConsoleThemeProvider } from './ConsoleThemeProvider.js';
export type { ConsoleThemeProviderProps } from './ConsoleThemeProvider.js';
