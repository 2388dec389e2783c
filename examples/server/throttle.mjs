// Sign-in limits. A sign-in attempt is admitted, and counted as a failure, BEFORE its password is
// checked (the check takes hundreds of milliseconds): forty wrong passwords sent at once are forty
// admissions in a row, and only as many as the limit get through to the check. A sign-in that
// succeeds takes its count back and clears the account's failures.
//
// What is counted, in a sliding window (15 minutes):
// - failures per (account, address) pair: past 10, that address gets 429 for that account;
// - failures per address, to any accounts: past 50, that address gets 429;
// - failures per account, from every address: past 10 the account is slowed, not locked: its
//   sign-ins are checked one at a time, a second apart, each waiting up to 5 s for its turn (429
//   with Retry-After when the queue is longer). A flood from one address therefore never locks the
//   owner out from another address; a flood from many addresses is held to one guess a second.
//
// createLoginThrottle keeps the counts in this process's memory, right for the one process that
// owns a PGlite directory; createDatabaseThrottle keeps them in the database (login_limits, one row
// per key, changed by one INSERT ... ON CONFLICT DO UPDATE each, in one transaction per attempt),
// so every instance on one PostgreSQL server counts the same attempts.
//
// Why not @fastify/rate-limit: it counts every request in a fixed window and cannot take a count
// back when the sign-in succeeds, count failures per account and address, or slow instead of
// refuse; its shared store is Redis (a PostgreSQL store would be this file's SQL again).
// docs/deployment.md says the same.

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins to one account from one address within the window; past it that address gets 429 for the account. */
export const MAX_FAILURES_PER_PAIR = 10;
/** Failed sign-ins from one address, to any accounts, within the window. */
export const MAX_FAILURES_PER_ADDRESS = 50;
/** Failed sign-ins to one account from every address within the window, past which its sign-ins are slowed. */
export const SLOW_AFTER_FAILURES = 10;
/** A slowed account's sign-ins are checked this far apart. */
export const SLOW_INTERVAL_MS = 1000;
/** The longest a slowed sign-in waits for its turn; with more waiting ahead of it, 429. */
export const MAX_WAIT_MS = 5000;
/** Above this many keys the oldest are dropped, so a flood of made-up e-mails cannot fill memory. */
const MAX_KEYS = 100_000;

/**
 * @typedef {object} ThrottleLimits
 * @property {number} [windowMs]
 * @property {number} [maxPerPair] failures per (account, address)
 * @property {number} [maxPerAddress] failures per address
 * @property {number} [slowAfter] failures per account before its sign-ins are slowed
 * @property {number} [slowIntervalMs] how far apart a slowed account's sign-ins are checked
 * @property {number} [maxWaitMs] the longest a slowed sign-in waits for its turn
 */

/**
 * What the throttle says to one sign-in attempt: refused (429 with `retryAfterSeconds`, `reason`
 * 'failures' for a limit reached, 'busy' for a slowed account's full queue), or admitted and
 * already counted as a failure, to be checked after `waitMs`; `succeeded` takes the count back.
 * @typedef {{ admitted: false, retryAfterSeconds: number, reason: 'failures' | 'busy' }
 *   | { admitted: true, waitMs: number, succeeded: () => Promise<void> }} Admission
 */

/**
 * @typedef {object} LoginThrottle
 * @property {(account: string, address: string) => Promise<Admission>} admit
 */

const normalized = (/** @type {string} */ account) => account.trim().toLowerCase();
/** The keys of one attempt, in the order they are taken (every attempt takes them in this order). */
const keysOf = (/** @type {string} */ account, /** @type {string} */ address) => ({
  pair: `pair:${normalized(account)}|${address}`,
  address: `address:${address}`,
  account: `account:${normalized(account)}`,
  slot: `slot:${normalized(account)}`,
});

/**
 * @param {ThrottleLimits} limits
 * @returns {Required<ThrottleLimits>}
 */
const withDefaults = ({
  windowMs = LOGIN_WINDOW_MS,
  maxPerPair = MAX_FAILURES_PER_PAIR,
  maxPerAddress = MAX_FAILURES_PER_ADDRESS,
  slowAfter = SLOW_AFTER_FAILURES,
  slowIntervalMs = SLOW_INTERVAL_MS,
  maxWaitMs = MAX_WAIT_MS,
}) => ({ windowMs, maxPerPair, maxPerAddress, slowAfter, slowIntervalMs, maxWaitMs });

/**
 * The limits counted in this process's memory.
 * @param {ThrottleLimits & { now?: () => number }} [options]
 * @returns {LoginThrottle}
 */
export function createLoginThrottle(options = {}) {
  const { windowMs, maxPerPair, maxPerAddress, slowAfter, slowIntervalMs, maxWaitMs } = withDefaults(options);
  const now = options.now ?? Date.now;
  /** @type {Map<string, number[]>} failure times per key, oldest first */
  const failures = new Map();
  /** @type {Map<string, number>} the time of each slowed account's last turn */
  const turns = new Map();

  /** The key's failures within the window (older ones dropped). @param {string} key @param {number} at */
  const recent = (key, at) => {
    const times = (failures.get(key) ?? []).filter((time) => time > at - windowMs);
    failures.delete(key);
    if (times.length > 0) failures.set(key, times);
    return times;
  };
  /** Seconds until the limit-th most recent failure leaves the window. @param {number[]} times @param {number} limit @param {number} at */
  const secondsUntilRoom = (times, limit, at) => Math.max(1, Math.ceil((/** @type {number} */ (times[times.length - limit]) + windowMs - at) / 1000));
  /** @param {string} key @param {number} at */
  const count = (key, at) => {
    const times = recent(key, at);
    times.push(at);
    failures.delete(key);
    failures.set(key, times);
    if (failures.size > MAX_KEYS) failures.delete(/** @type {string} */ (failures.keys().next().value));
    return times.length;
  };

  return {
    async admit(account, address) {
      const at = now();
      const keys = keysOf(account, address);
      const pair = recent(keys.pair, at);
      if (pair.length >= maxPerPair) return { admitted: false, retryAfterSeconds: secondsUntilRoom(pair, maxPerPair, at), reason: 'failures' };
      const byAddress = recent(keys.address, at);
      if (byAddress.length >= maxPerAddress) return { admitted: false, retryAfterSeconds: secondsUntilRoom(byAddress, maxPerAddress, at), reason: 'failures' };
      let waitMs = 0;
      if (recent(keys.account, at).length >= slowAfter) {
        const turn = Math.max(at, (turns.get(keys.slot) ?? -Infinity) + slowIntervalMs);
        if (turn - at > maxWaitMs) return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((turn - at - maxWaitMs) / 1000)), reason: 'busy' };
        turns.set(keys.slot, turn);
        waitMs = turn - at;
      }
      count(keys.pair, at);
      count(keys.address, at);
      count(keys.account, at);
      return {
        admitted: true,
        waitMs,
        succeeded: async () => {
          failures.delete(keys.pair);
          failures.delete(keys.account);
          const times = failures.get(keys.address);
          const index = times?.lastIndexOf(at) ?? -1;
          if (times && index >= 0) times.splice(index, 1);
        },
      };
    },
  };
}

/** Thrown inside the transaction to roll back an attempt that is refused. */
class Refusal extends Error {
  /** @param {number} seconds @param {'failures' | 'busy'} reason */
  constructor(seconds, reason) {
    super('refused');
    this.seconds = seconds;
    this.reason = reason;
  }
}

/**
 * The same limits in the database's login_limits table, with the database's clock, so that
 * instances sharing a PostgreSQL server share them. Each key is one row holding its recent failure
 * times; an attempt takes its keys with INSERT ... ON CONFLICT DO UPDATE (which locks the row until
 * the transaction ends, so concurrent attempts on one key queue up and each sees the others' counts),
 * all in one transaction: refused at any key, nothing is counted.
 * @param {{ query: import('./db.mjs').Connection['query'], transaction: import('./db.mjs').Connection['transaction'] }} db
 * @param {ThrottleLimits} [options]
 * @returns {LoginThrottle}
 */
export function createDatabaseThrottle(db, options = {}) {
  const { windowMs, maxPerPair, maxPerAddress, slowAfter, slowIntervalMs, maxWaitMs } = withDefaults(options);
  const window = `${Math.round(windowMs)} milliseconds`;
  const interval = `${Math.round(slowIntervalMs)} milliseconds`;
  const maxWait = `${Math.round(maxWaitMs)} milliseconds`;
  let sweptAt = 0;

  /**
   * Counts a failure for `key` unless it already has `limit` within the window; the time counted
   * (as text, exact to the microsecond) and how many the key holds now, or null when refused.
   * @param {{ query: import('./db.mjs').Connection['query'] }} tx @param {string} key @param {number | null} limit
   */
  const take = async (tx, key, limit) => {
    const { rows } = await tx.query(
      `INSERT INTO login_limits AS l ("key", "times") VALUES ($1, ARRAY[clock_timestamp()])
       ON CONFLICT ("key") DO UPDATE
         SET "times" = ARRAY(SELECT t FROM unnest(l."times") AS t WHERE t > EXCLUDED."times"[1] - $2::interval ORDER BY t) || EXCLUDED."times"[1]
         WHERE $3::int IS NULL OR (SELECT count(*) FROM unnest(l."times") AS t WHERE t > EXCLUDED."times"[1] - $2::interval) < $3::int
       RETURNING "times"[cardinality("times")]::text AS "at", cardinality("times") AS "count"`,
      [key, window, limit],
    );
    return rows[0] ? { at: String(rows[0].at), count: Number(rows[0].count) } : null;
  };
  /** Seconds until the limit-th most recent failure of `key` leaves the window. @param {{ query: import('./db.mjs').Connection['query'] }} tx @param {string} key @param {number} limit */
  const secondsUntilRoom = async (tx, key, limit) => {
    const { rows } = await tx.query(
      `SELECT ceil(extract(epoch FROM (t + $2::interval - clock_timestamp())))::int AS "seconds"
       FROM login_limits, unnest("times") AS t WHERE "key" = $1 AND t > clock_timestamp() - $2::interval ORDER BY t DESC OFFSET $3 LIMIT 1`,
      [key, window, limit - 1],
    );
    return Math.max(1, Number(rows[0]?.seconds ?? 1));
  };
  /**
   * A slowed account's turn: the later of now and its last turn plus the interval, unless that is
   * more than the longest wait away. The milliseconds to wait, or null when the queue is full.
   * @param {{ query: import('./db.mjs').Connection['query'] }} tx @param {string} key
   */
  const turn = async (tx, key) => {
    const { rows } = await tx.query(
      `INSERT INTO login_limits AS l ("key", "times") VALUES ($1, ARRAY[clock_timestamp()])
       ON CONFLICT ("key") DO UPDATE SET "times" = ARRAY[greatest(l."times"[1] + $2::interval, EXCLUDED."times"[1])]
         WHERE greatest(l."times"[1] + $2::interval, EXCLUDED."times"[1]) <= EXCLUDED."times"[1] + $3::interval
       RETURNING greatest(0, ceil(extract(epoch FROM ("times"[1] - clock_timestamp())) * 1000))::int AS "waitMs"`,
      [key, interval, maxWait],
    );
    return rows[0] ? Number(rows[0].waitMs) : null;
  };
  /** @param {{ query: import('./db.mjs').Connection['query'] }} tx @param {string} key */
  const secondsUntilTurn = async (tx, key) => {
    const { rows } = await tx.query(
      `SELECT ceil(extract(epoch FROM ("times"[1] + $2::interval - $3::interval - clock_timestamp())))::int AS "seconds" FROM login_limits WHERE "key" = $1`,
      [key, interval, maxWait],
    );
    return Math.max(1, Number(rows[0]?.seconds ?? 1));
  };
  /** Rows whose every time has left the window count for nothing: dropped at most once a minute. */
  const sweep = async () => {
    if (Date.now() - sweptAt < 60_000) return;
    sweptAt = Date.now();
    await db.query(`DELETE FROM login_limits WHERE cardinality("times") = 0 OR "times"[cardinality("times")] <= clock_timestamp() - $1::interval`, [window]);
  };

  return {
    async admit(account, address) {
      const keys = keysOf(account, address);
      /** @type {{ at: string, waitMs: number } | undefined} */
      let taken;
      try {
        await db.transaction(async (tx) => {
          const pair = await take(tx, keys.pair, maxPerPair);
          if (!pair) throw new Refusal(await secondsUntilRoom(tx, keys.pair, maxPerPair), 'failures');
          const byAddress = await take(tx, keys.address, maxPerAddress);
          if (!byAddress) throw new Refusal(await secondsUntilRoom(tx, keys.address, maxPerAddress), 'failures');
          const byAccount = /** @type {{ at: string, count: number }} */ (await take(tx, keys.account, null));
          let waitMs = 0;
          if (byAccount.count > slowAfter) {
            const wait = await turn(tx, keys.slot);
            if (wait === null) throw new Refusal(await secondsUntilTurn(tx, keys.slot), 'busy');
            waitMs = wait;
          }
          taken = { at: byAddress.at, waitMs };
        });
      } catch (error) {
        if (error instanceof Refusal) return { admitted: false, retryAfterSeconds: error.seconds, reason: error.reason };
        throw error;
      }
      await sweep();
      const { at, waitMs } = /** @type {{ at: string, waitMs: number }} */ (taken);
      return {
        admitted: true,
        waitMs,
        succeeded: async () => {
          await db.query(`DELETE FROM login_limits WHERE "key" = $1 OR "key" = $2`, [keys.pair, keys.account]);
          await db.query(`UPDATE login_limits SET "times" = array_remove("times", $2::timestamptz) WHERE "key" = $1`, [keys.address, at]);
        },
      };
    },
  };
}

/**
 * The 429 message: says what happened and when to try again, in whole minutes, or in seconds
 * while a slowed account's queue is full.
 * @param {number} seconds
 * @param {'failures' | 'busy'} [reason]
 */
export const throttledMessage = (seconds, reason = 'failures') => {
  if (reason === 'busy') {
    return `This account is receiving many sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
