export { ScreenHeader } from './ScreenHeader.js';
export type { ScreenHeaderProps } from './ScreenHeader.js';
