// Types for TypeScript callers (the tests) of throttle.mjs.
export const LOGIN_WINDOW_MS: number;
export const MAX_FAILURES_PER_ACCOUNT: number;
export const MAX_FAILURES_PER_ADDRESS: number;

export interface LoginThrottle {
  /** 0 when a sign-in may be tried, else the seconds to wait. */
  retryAfterSeconds(account: string, address: string): number | Promise<number>;
  failed(account: string, address: string): void | Promise<void>;
  succeeded(account: string): void | Promise<void>;
}

/** The memory throttle answers at once. */
export interface MemoryLoginThrottle extends LoginThrottle {
  retryAfterSeconds(account: string, address: string): number;
  failed(account: string, address: string): void;
  succeeded(account: string): void;
}

export function createLoginThrottle(options?: { windowMs?: number; maxPerAccount?: number; maxPerAddress?: number; now?: () => number }): MemoryLoginThrottle;
/** The same limits counted in the database (login_failures), shared by every instance on one server. */
export function createDatabaseThrottle(
  db: { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> },
  options?: { windowMs?: number; maxPerAccount?: number; maxPerAddress?: number },
): LoginThrottle;
export function throttledMessage(seconds: number): string;
