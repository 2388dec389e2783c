import { jwtDecode } from 'jwt-decode';
import type { AdminUser, LoginResponse } from './types.js';

/** The local session keys of SPEC 3. */
export const SESSION_KEYS = ['token', 'isAuthenticated', 'user', 'rememberMe', 'tokenTimestamp'] as const;

/** Fallback token lifetime when the token cannot be decoded (SPEC 9): 24 hours. */
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

export interface SessionStore {
  /** The stored session, or null. Does not check expiry. */
  read(): Session | null;
  /** Stores a login. With rememberMe the session survives a browser restart (localStorage), otherwise it ends with the tab. */
  save(login: LoginResponse, rememberMe: boolean, now?: number): Session;
  /** Removes every session key from both storages. */
  clear(): void;
  /** True when no session is stored or its token has expired (SPEC 4). */
  isExpired(now?: number): boolean;
  /** Called after every save and clear. Returns an unsubscribe function. */
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
}

/**
 * A session store over the browser's storages, using the keys of SPEC 3.
 *
 * @example
 * const session = createSessionStore();
 * const api = createHttpAdminApi({ baseUrl: '/api', session });
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const persistent = options.persistent ?? browserStorage('localStorage') ?? memoryStorage();
  const transient = options.transient ?? browserStorage('sessionStorage') ?? memoryStorage();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const storageWithToken = () => (persistent.getItem('token') ? persistent : transient.getItem('token') ? transient : null);

  const read = (): Session | null => {
    const storage = storageWithToken();
    const token = storage?.getItem('token');
    if (!storage || !token) return null;
    const timestamp = Number(storage.getItem('tokenTimestamp'));
    return {
      token,
      user: parseUser(storage.getItem('user')),
      rememberMe: storage.getItem('rememberMe') === 'true',
      tokenTimestamp: Number.isFinite(timestamp) && timestamp > 0 ? timestamp : NaN,
    };
  };

  const clearAll = () => {
    for (const storage of [persistent, transient]) for (const key of SESSION_KEYS) storage.removeItem(key);
  };

  return {
    read,
    save(login, rememberMe, now = Date.now()) {
      clearAll();
      const storage = rememberMe ? persistent : transient;
      const session: Session = { token: login.token, user: login.partnerAdmin ?? {}, rememberMe, tokenTimestamp: now };
      storage.setItem('token', session.token);
      storage.setItem('isAuthenticated', 'true');
      storage.setItem('user', JSON.stringify(session.user));
      storage.setItem('rememberMe', String(rememberMe));
      storage.setItem('tokenTimestamp', String(now));
      notify();
      return session;
    },
    clear() {
      clearAll();
      notify();
    },
    isExpired(now = Date.now()) {
      const session = read();
      return !session || isTokenExpired(session.token, session.tokenTimestamp, now);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
