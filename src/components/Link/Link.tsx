import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

/** What a link renderer receives: an ordinary anchor's props with a required `href`. */
export interface LinkRenderProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

/**
 * Draws a link. The library has no router: a host app passes one of these to render its router's
 * link component, so links keep real `href`s (ctrl-click, middle click, copy address) and still
 * navigate inside the app.
 *
 * @example
 * const renderLink: RenderLink = ({ href, ...rest }) => <RouterLink to={href} {...rest} />;
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** The default renderer: a plain `<a href>`. */
export const renderAnchor: RenderLink = (props) => <a {...props} />;

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
