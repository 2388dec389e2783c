export { StatusBadge, dealStatusTone, certificationStatusTone } from './StatusBadge.js';
export type { StatusBadgeProps, StatusTone } from './StatusBadge.js';
