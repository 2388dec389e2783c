// Sign-in throttling: failed attempts are counted per account and per client address in a sliding
// window; past the limit, sign-ins from there are refused with 429 until the window has passed.
// createLoginThrottle keeps the counts in this process's memory, right for the one process that
// owns a PGlite directory; createDatabaseThrottle keeps them in the database, so every instance
// on one PostgreSQL server counts the same failures.

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins to one account within the window before it is locked for the rest of it. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Failed sign-ins from one address (to any accounts) within the window. */
export const MAX_FAILURES_PER_ADDRESS = 50;
/** Above this many keys the oldest are dropped, so a flood of made-up e-mails cannot fill memory. */
const MAX_KEYS = 100_000;

/**
 * @typedef {object} LoginThrottle
 * @property {(account: string, address: string) => number | Promise<number>} retryAfterSeconds 0 when a sign-in may be tried
 * @property {(account: string, address: string) => void | Promise<void>} failed counts a failed sign-in
 * @property {(account: string) => void | Promise<void>} succeeded clears the account's failures (the address keeps its own)
 */

const accountKey = (/** @type {string} */ account) => `account:${account.trim().toLowerCase()}`;
const addressKey = (/** @type {string} */ address) => `address:${address}`;

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
 * The same limits, counted in the database's login_failures table with the database's clock, so
 * that instances sharing a PostgreSQL server share the counts (a guesser gains nothing by spreading
 * tries over instances).
 * @param {{ query: import('./db.mjs').Connection['query'] }} db
 * @param {{ windowMs?: number, maxPerAccount?: number, maxPerAddress?: number }} [options]
 * @returns {LoginThrottle}
 */
export function createDatabaseThrottle(db, { windowMs = LOGIN_WINDOW_MS, maxPerAccount = MAX_FAILURES_PER_ACCOUNT, maxPerAddress = MAX_FAILURES_PER_ADDRESS } = {}) {
  const window = `${Math.round(windowMs)} milliseconds`;
  /** Seconds until the limit-th most recent failure of `key` leaves the window; 0 below the limit. @param {string} key @param {number} limit */
  const wait = async (key, limit) => {
    const { rows } = await db.query(
      `SELECT ceil(extract(epoch FROM ("at" + $2::interval - clock_timestamp())))::int AS "seconds" FROM login_failures
       WHERE "key" = $1 AND "at" > clock_timestamp() - $2::interval ORDER BY "at" DESC OFFSET $3 LIMIT 1`,
      [key, window, limit - 1],
    );
    return rows[0] ? Math.max(1, Number(rows[0].seconds)) : 0;
  };
  return {
    retryAfterSeconds: async (account, address) => Math.max(await wait(accountKey(account), maxPerAccount), await wait(addressKey(address), maxPerAddress)),
    failed: async (account, address) => {
      await db.query(`INSERT INTO login_failures ("key") VALUES ($1), ($2)`, [accountKey(account), addressKey(address)]);
      // Failures older than the window count for nothing: drop them as new ones come.
      await db.query(`DELETE FROM login_failures WHERE "at" <= clock_timestamp() - $1::interval`, [window]);
    },
    succeeded: async (account) => {
      await db.query(`DELETE FROM login_failures WHERE "key" = $1`, [accountKey(account)]);
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
