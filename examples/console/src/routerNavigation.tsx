import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useNavigate } from 'react-router-dom';
import { NavigationProvider, type LinkRenderProps, type NavigationAdapter } from 'partner-console';

/**
 * An anchor that navigates inside the router: a real href (ctrl-click, middle click and "copy link"
 * work), and a plain left click handled by react-router's own click handler. react-router's `Link`
 * does the same but brings its data-router prefetching with it, a larger download on every route.
 */
export function RouterLink({ href, onClick, target, ...rest }: LinkRenderProps) {
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  };
  return <a {...rest} href={useHref(href)} target={target} onClick={handleClick} />;
}

/** The library's links and navigation, given once for the whole console: react-router's. */
export function RouterNavigation({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useMemo<NavigationAdapter>(() => ({ Link: RouterLink, navigate: (href) => void navigate(href) }), [navigate]);
  return <NavigationProvider navigation={navigation}>{children}</NavigationProvider>;
}
