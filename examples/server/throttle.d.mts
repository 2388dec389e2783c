// Types for TypeScript callers (the tests) of throttle.mjs.
export const LOGIN_WINDOW_MS: number;
export const MAX_FAILURES_PER_PAIR: number;
export const MAX_FAILURES_PER_ADDRESS: number;
export const SLOW_AFTER_FAILURES: number;
export const SLOW_INTERVAL_MS: number;
export const MAX_WAIT_MS: number;

export interface ThrottleLimits {
  windowMs?: number;
  /** Failures per (account, address) pair. */
  maxPerPair?: number;
  /** Failures per address, to any accounts. */
  maxPerAddress?: number;
  /** Failures per account, from every address, before its sign-ins are slowed. */
  slowAfter?: number;
  /** How far apart a slowed account's sign-ins are checked. */
  slowIntervalMs?: number;
  /** The longest a slowed sign-in waits for its turn. */
  maxWaitMs?: number;
}

/** Refused (429), or admitted and already counted as a failure; `succeeded` takes the count back. */
export type Admission =
  | { admitted: false; retryAfterSeconds: number; reason: 'failures' | 'busy' }
  | { admitted: true; waitMs: number; succeeded(): Promise<void> };

export interface LoginThrottle {
  admit(account: string, address: string): Promise<Admission>;
}

export function createLoginThrottle(options?: ThrottleLimits & { now?: () => number }): LoginThrottle;
/** The same limits in the database (login_limits), shared by every instance on one server. */
export function createDatabaseThrottle(
  db: {
    query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    transaction(work: (tx: { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }) => Promise<void>): Promise<void>;
  },
  options?: ThrottleLimits,
): LoginThrottle;
export function throttledMessage(seconds: number, reason?: 'failures' | 'busy'): string;
