export { StatusBadge, dealStatusTone, certificationStatusTone } from './StatusBadge.js';
export type { StatusBadgeProps, StatusTone } from './StatusBadge.js';
export { DealStatusBadge } from './DealStatusBadge.js';
export type { DealStatusBadgeProps } from './DealStatusBadge.js';
