export { defaultTheme, mergeTheme, mediaUp, mediaDown, containerUp, containerDown, breakpoints, vars, themeVariables } from './theme.js';
export type { ConsoleTheme, ThemeOverrides, ThemeVars } from './theme.js';
export { darkTheme } from './darkTheme.js';
export { ConsoleThemeProvider, ConsoleBaseline, LibraryRoot, useConsoleTheme } from './ConsoleThemeProvider.js';
export type { ConsoleThemeProviderProps, LibraryRootProps } from './ConsoleThemeProvider.js';
