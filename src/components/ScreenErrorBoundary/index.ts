export { ScreenErrorBoundary } from './ScreenErrorBoundary.js';
export type { ScreenErrorBoundaryProps } from './ScreenErrorBoundary.js';
