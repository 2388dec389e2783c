import { jwtDecode } from 'jwt-decode';
import type { AdminUser, LoginResponse } from './types.js';

/** The five values a session is stored as. */
export type SessionKey = 'token' | 'isAuthenticated' | 'user' | 'rememberMe' | 'tokenTimestamp';
/** The storage key of each session value. */
export type SessionKeyNames = Record<SessionKey, string>;

const SESSION_VALUES: readonly SessionKey[] = ['token', 'isAuthenticated', 'user', 'rememberMe', 'tokenTimestamp'];

/** Storage keys with a prefix of their own, so the library never meets a host app's `token` or `user`. */
export function prefixedSessionKeys(prefix: string): SessionKeyNames {
  return Object.fromEntries(SESSION_VALUES.map((key) => [key, `${prefix}${key}`])) as SessionKeyNames;
}

/** The library's default storage keys: `partner-console.token` and so on. */
export const DEFAULT_SESSION_KEYS: SessionKeyNames = prefixedSessionKeys('partner-console.');

/**
 * The specification's bare key names (`token`, `user`, ...). Only for an app that owns the whole
 * page, as the reference console does: in a host app they would be the host's own keys.
 */
export const SPEC_SESSION_KEYS: SessionKeyNames = prefixedSessionKeys('');

/** Fallback token lifetime when the token cannot be decoded: 24 hours. */
export const TOKEN_FALLBACK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface Session {
  token: string;
  user: AdminUser;
  rememberMe: boolean;
  /** When the token was stored, in ms since the epoch. */
  tokenTimestamp: number;
}

/** The subset of the Web Storage API the store needs. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Why a session ended: `'signedOut'` on purpose, `'passwordChanged'` after a new password,
 * `'expired'` when its token ran out, `'unauthorized'` when the server refused the token (401).
 */
export type SessionEndCause = 'signedOut' | 'passwordChanged' | 'expired' | 'unauthorized';

export interface SessionStore {
  /** The stored session, or null. Does not check expiry. */
  read(): Session | null;
  /** Stores a login. With rememberMe the session survives a browser restart (localStorage), otherwise it ends with the tab. */
  save(login: LoginResponse, rememberMe: boolean, now?: number): Session;
  /**
   * Removes every session key from both storages and records why, which `endReason` then reports
   * (without a cause: unknown, null). The latest call wins, even when nothing was stored any more:
   * 'Sign out' in a sign-in request over an expired session is a sign-out.
   */
  clear(cause?: SessionEndCause): void;
  /**
   * Why the last session ended in this page, or null: while signed in, before any ending, when
   * the cause was not given, after a sign-in or sign-out in another tab, and after `acknowledgeEnd`.
   */
  endReason(): SessionEndCause | null;
  /** Forgets the recorded cause once the host has acted on it (e.g. its sign-in page said 'Session expired'). */
  acknowledgeEnd(): void;
  /** True when no session is stored or its token has expired. */
  isExpired(now?: number): boolean;
  /** Called after every save and clear, here or in another tab. Returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * Whether a token has expired: by its `exp` claim (seconds) when it decodes, otherwise by the
 * stored timestamp, which counts as expired when older than 24 hours or absent.
 */
export function isTokenExpired(token: string | null | undefined, tokenTimestamp: number | null | undefined, now = Date.now()): boolean {
  if (!token) return true;
  let exp: unknown;
  try {
    exp = jwtDecode<{ exp?: unknown }>(token).exp;
  } catch {
    exp = undefined;
  }
  if (typeof exp === 'number' && Number.isFinite(exp)) return exp * 1000 <= now;
  if (typeof tokenTimestamp !== 'number' || !Number.isFinite(tokenTimestamp)) return true;
  return now - tokenTimestamp > TOKEN_FALLBACK_LIFETIME_MS;
}

/** A storage kept in memory, e.g. for a session store in stories and tests, or outside a browser. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined; // storage can throw when disabled by the browser
  }
}

/**
 * A storage that never throws: a read that fails reads nothing, and a write that fails (quota,
 * private mode, a storage disabled after the page loaded) is kept in memory for this page, so a
 * sign-in still works until the tab closes.
 */
export function fallibleStorage(storage: KeyValueStorage): KeyValueStorage {
  const kept = new Map<string, string>();
  return {
    getItem(key) {
      if (kept.has(key)) return kept.get(key) ?? null;
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value);
        kept.delete(key);
      } catch {
        kept.set(key, String(value));
      }
    },
    removeItem(key) {
      kept.delete(key);
      try {
        storage.removeItem(key);
      } catch {
        // nothing stored there to remove, or nothing we can do
      }
    },
  };
}

function parseUser(raw: string | null): AdminUser {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as AdminUser) : {};
  } catch {
    return {};
  }
}

export interface SessionStoreOptions {
  /** Where remembered sessions live. @default window.localStorage (or memory outside a browser) */
  persistent?: KeyValueStorage;
  /** Where tab-only sessions live. @default window.sessionStorage (or memory outside a browser) */
  transient?: KeyValueStorage;
  /**
   * The storage keys. The default keys are the library's own (`partner-console.token`, ...), so a
   * host app's `token` or `user` is never read, sent or removed. @default DEFAULT_SESSION_KEYS
   */
  keys?: SessionKeyNames;
}

/**
 * A session store over the browser's storages. It reads and writes only its own keys, and keeps
 * working (in memory) when a storage throws.
 *
 * @example
 * const session = createSessionStore();
 * const api = createHttpAdminApi({ baseUrl: '/api', session });
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const persistent = fallibleStorage(options.persistent ?? browserStorage('localStorage') ?? memoryStorage());
  const transient = fallibleStorage(options.transient ?? browserStorage('sessionStorage') ?? memoryStorage());
  const keys = options.keys ?? DEFAULT_SESSION_KEYS;
  const ownKeys = new Set(Object.values(keys));
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let ending: SessionEndCause | null = null;

  const storageWithToken = () => (persistent.getItem(keys.token) ? persistent : transient.getItem(keys.token) ? transient : null);

  const read = (): Session | null => {
    const storage = storageWithToken();
    const token = storage?.getItem(keys.token);
    if (!storage || !token) return null;
    const timestamp = Number(storage.getItem(keys.tokenTimestamp));
    return {
      token,
      user: parseUser(storage.getItem(keys.user)),
      rememberMe: storage.getItem(keys.rememberMe) === 'true',
      tokenTimestamp: Number.isFinite(timestamp) && timestamp > 0 ? timestamp : NaN,
    };
  };

  const clearAll = () => {
    for (const storage of [persistent, transient]) for (const key of SESSION_VALUES) storage.removeItem(keys[key]);
  };

  return {
    read,
    save(login, rememberMe, now = Date.now()) {
      clearAll();
      ending = null;
      const storage = rememberMe ? persistent : transient;
      const session: Session = { token: login.token, user: login.partnerAdmin ?? {}, rememberMe, tokenTimestamp: now };
      storage.setItem(keys.token, session.token);
      storage.setItem(keys.isAuthenticated, 'true');
      storage.setItem(keys.user, JSON.stringify(session.user));
      storage.setItem(keys.rememberMe, String(rememberMe));
      storage.setItem(keys.tokenTimestamp, String(now));
      notify();
      return session;
    },
    clear(cause) {
      ending = cause ?? null;
      clearAll();
      notify();
    },
    endReason: () => ending,
    acknowledgeEnd() {
      if (ending === null) return;
      ending = null;
      notify();
    },
    isExpired(now = Date.now()) {
      const session = read();
      return !session || isTokenExpired(session.token, session.tokenTimestamp, now);
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab signing in or out changes the same storage: tell this tab's listeners too.
      // The cause recorded here is no longer the latest news: it becomes unknown.
      const onStorage = (event: StorageEvent) => {
        if (event.key !== null && !ownKeys.has(event.key)) return;
        ending = null;
        listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
