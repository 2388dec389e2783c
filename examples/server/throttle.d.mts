// Types for TypeScript callers (the tests) of throttle.mjs.
export const LOGIN_WINDOW_MS: number;
export const MAX_FAILURES_PER_ACCOUNT: number;
export const MAX_FAILURES_PER_ADDRESS: number;

export interface LoginThrottle {
  /** 0 when a sign-in may be tried, else the seconds to wait. */
  retryAfterSeconds(account: string, address: string): number;
  failed(account: string, address: string): void;
  succeeded(account: string): void;
}

export function createLoginThrottle(options?: { windowMs?: number; maxPerAccount?: number; maxPerAddress?: number; now?: () => number }): LoginThrottle;
export function throttledMessage(seconds: number): string;
