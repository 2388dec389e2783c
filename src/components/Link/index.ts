export { renderAnchor, navigateOnPlainClick } from './Link.js';
export type { RenderLink, LinkRenderProps } from './Link.js';
