import { Link } from 'react-router-dom';
import type { RenderLink } from 'partner-console';

/** The library's links drawn as router links: real hrefs (ctrl-click opens a tab), client-side navigation otherwise. */
export const routerLink: RenderLink = ({ href, ...rest }) => <Link to={href} {...rest} />;
