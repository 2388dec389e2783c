// Sign-in throttling: failed attempts are counted per account and per client address in a sliding
// window; past the limit, sign-ins from there are refused with 429 until the window has passed.
// Kept in this process's memory, which is right for the one process that owns a PGlite directory.

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins to one account within the window before it is locked for the rest of it. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Failed sign-ins from one address (to any accounts) within the window. */
export const MAX_FAILURES_PER_ADDRESS = 50;
/** Above this many keys the oldest are dropped, so a flood of made-up e-mails cannot fill memory. */
const MAX_KEYS = 100_000;

/**
 * @typedef {object} LoginThrottle
 * @property {(account: string, address: string) => number} retryAfterSeconds 0 when a sign-in may be tried
 * @property {(account: string, address: string) => void} failed counts a failed sign-in
 * @property {(account: string) => void} succeeded clears the account's failures (the address keeps its own)
 */

/**
 * @param {{ windowMs?: number, maxPerAccount?: number, maxPerAddress?: number, now?: () => number }} [options]
 * @returns {LoginThrottle}
 */
export function createLoginThrottle({
  windowMs = LOGIN_WINDOW_MS,
  maxPerAccount = MAX_FAILURES_PER_ACCOUNT,
  maxPerAddress = MAX_FAILURES_PER_ADDRESS,
  now = Date.now,
} = {}) {
  /** @type {Map<string, number[]>} failure times, oldest first */
  const failures = new Map();

  /** @param {string} key */
  const recent = (key) => {
    const times = failures.get(key);
    if (!times) return [];
    const since = now() - windowMs;
    while (times.length > 0 && /** @type {number} */ (times[0]) <= since) times.shift();
    if (times.length === 0) failures.delete(key);
    return times;
  };

  /** @param {string} key @param {number} limit */
  const wait = (key, limit) => {
    const times = recent(key);
    if (times.length < limit) return 0;
    const oldest = /** @type {number} */ (times[times.length - limit]);
    return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
  };

  /** @param {string} key */
  const count = (key) => {
    const times = recent(key);
    times.push(now());
    failures.delete(key);
    failures.set(key, times);
    if (failures.size > MAX_KEYS) failures.delete(/** @type {string} */ (failures.keys().next().value));
  };

  const accountKey = (/** @type {string} */ account) => `account:${account.trim().toLowerCase()}`;
  const addressKey = (/** @type {string} */ address) => `address:${address}`;

  return {
    retryAfterSeconds: (account, address) => Math.max(wait(accountKey(account), maxPerAccount), wait(addressKey(address), maxPerAddress)),
    failed: (account, address) => {
      count(accountKey(account));
      count(addressKey(address));
    },
    succeeded: (account) => {
      failures.delete(accountKey(account));
    },
  };
}

/**
 * The 429 message: says what happened and when to try again, in whole minutes.
 * @param {number} seconds
 */
export const throttledMessage = (seconds) => {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
