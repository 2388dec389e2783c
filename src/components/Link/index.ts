export { Link, navigateOnPlainClick, isPlainClick } from './Link.js';
export type { LinkRenderProps } from './Link.js';
