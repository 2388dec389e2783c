export { NavigationProvider, useNavigation } from './Navigation.js';
export type { NavigationAdapter, NavigationProviderProps } from './Navigation.js';
