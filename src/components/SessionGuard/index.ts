export { SessionGuard } from './SessionGuard.js';
export type { SessionGuardProps } from './SessionGuard.js';
export { useSessionStatus } from './useSessionStatus.js';
export type { SessionStatus, SessionEndReason } from './useSessionStatus.js';
