import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { LinkRenderProps } from '../Link/Link.js';

/**
 * How a host app's router navigates: the one place the library learns it. The kit's links (and so
 * the app shell's navigation and every screen's links) use it; without it they are plain anchors
 * and the screens' navigation callbacks decide.
 */
export interface NavigationAdapter {
  /**
   * The router's link, drawn with an ordinary anchor's props and a required `href`: it keeps the
   * real address (ctrl-click, middle click, copy address) and navigates inside the app on a plain
   * click. @default an anchor that hands a plain left click to `navigate`
   */
  Link?: ComponentType<LinkRenderProps>;
  /** Goes to a path inside the app, without a page load. */
  navigate: (href: string) => void;
}

const NavigationContext = createContext<NavigationAdapter | null>(null);

export interface NavigationProviderProps {
  /** The router's link and navigate function; keep the object stable (e.g. useMemo). */
  navigation: NavigationAdapter;
  children?: ReactNode;
}

/**
 * Gives the library the host router's link and navigate function, once, around the app.
 *
 * @example
 * const navigate = useNavigate();
 * const navigation = useMemo(() => ({ Link: RouterLink, navigate: (href: string) => void navigate(href) }), [navigate]);
 * <NavigationProvider navigation={navigation}><App /></NavigationProvider>
 */
export function NavigationProvider({ navigation, children }: NavigationProviderProps) {
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

/** The host's navigation, or null outside a `NavigationProvider`. */
export function useNavigation(): NavigationAdapter | null {
  return useContext(NavigationContext);
}
