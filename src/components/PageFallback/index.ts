export { PageFallback } from './PageFallback.js';
