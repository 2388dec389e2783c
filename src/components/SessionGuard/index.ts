export { SessionGuard } from './SessionGuard.js';
export { SessionGuardLoading } from './SessionGuardLoading.js';
export type { SessionGuardProps } from './SessionGuard.js';
export { useSessionStatus } from './useSessionStatus.js';
export type { SessionStatus, SessionEndReason } from './useSessionStatus.js';
