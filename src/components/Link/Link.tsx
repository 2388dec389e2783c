import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useNavigation } from '../Navigation/Navigation.js';

/** What a link renderer receives: an ordinary anchor's props with a required `href`. */
export interface LinkRenderProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

/**
 * A link inside the app: the router's link from the `NavigationProvider` around it, an anchor
 * that hands a plain left click to the provider's `navigate` when it gives no link, and a plain
 * `<a href>` without a provider.
 *
 * @example <Link href="/partners/requests">Pending requests</Link>
 */
export function Link(props: LinkRenderProps) {
  const navigation = useNavigation();
  if (!navigation) return <a {...props} />;
  if (navigation.Link) return <navigation.Link {...props} />;
  return <NavigatingAnchor {...props} navigate={navigation.navigate} />;
}

function NavigatingAnchor({ navigate, onClick, ...props }: LinkRenderProps & { navigate: (href: string) => void }) {
  const navigateOnClick = navigateOnPlainClick(navigate, props.href);
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (props.target === undefined || props.target === '_self') navigateOnClick?.(event);
      }}
    />
  );
}

/** A plain left click, without a modifier key: the kind a router may take over. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A click handler for a plain `<a href>` that hands a plain left click to `onNavigate` (and stops
 * the page load), while modified clicks (ctrl, cmd, shift, alt, middle button) keep the browser's
 * behaviour, e.g. opening a new tab. Without `onNavigate` it returns undefined.
 *
 * @example <a href="/login" onClick={navigateOnPlainClick(onNavigate, '/login')}>Back</a>
 */
export function navigateOnPlainClick(
  onNavigate: ((href: string) => void) | undefined,
  href: string,
): ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined {
  if (!onNavigate) return undefined;
  return (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };
}
