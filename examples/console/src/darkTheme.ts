// The dark tokens, in a chunk of their own: a visitor in the light theme never downloads them.
export { darkTheme } from 'partner-console';
