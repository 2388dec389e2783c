export { Link, renderAnchor, navigateOnPlainClick, isPlainClick } from './Link.js';
export type { RenderLink, LinkRenderProps } from './Link.js';
