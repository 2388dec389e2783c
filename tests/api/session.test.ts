import {
  DEFAULT_SESSION_KEYS,
  SPEC_SESSION_KEYS,
  TOKEN_FALLBACK_LIFETIME_MS,
  createSessionStore,
  isTokenExpired,
  prefixedSessionKeys,
  type KeyValueStorage,
} from '../../src/api/session.js';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2ln`;

const NOW = Date.parse('2026-06-30T12:00:00Z');
const login = { token: jwt({ sub: 'admin', exp: NOW / 1000 + 3600 }), partnerAdmin: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const VALUES = ['token', 'isAuthenticated', 'user', 'rememberMe', 'tokenTimestamp'] as const;
const OWN_KEYS = VALUES.map((value) => DEFAULT_SESSION_KEYS[value]);

describe('createSessionStore', () => {
  it('stores a remembered login in localStorage under its own keys', () => {
    const store = createSessionStore();
    store.save(login, true, NOW);

    expect(OWN_KEYS).toEqual([
      'partner-console.token',
      'partner-console.isAuthenticated',
      'partner-console.user',
      'partner-console.rememberMe',
      'partner-console.tokenTimestamp',
    ]);
    expect(localStorage.getItem('partner-console.token')).toBe(login.token);
    expect(localStorage.getItem('partner-console.isAuthenticated')).toBe('true');
    expect(JSON.parse(localStorage.getItem('partner-console.user')!)).toEqual(login.partnerAdmin);
    expect(localStorage.getItem('partner-console.rememberMe')).toBe('true');
    expect(localStorage.getItem('partner-console.tokenTimestamp')).toBe(String(NOW));
    expect(OWN_KEYS.map((key) => sessionStorage.getItem(key))).toEqual([null, null, null, null, null]);
    expect(store.read()).toEqual({ token: login.token, user: login.partnerAdmin, rememberMe: true, tokenTimestamp: NOW });
  });

  it('uses the bare keys of the specification when asked (the reference console)', () => {
    const store = createSessionStore({ keys: SPEC_SESSION_KEYS });
    store.save(login, true, NOW);
    expect(VALUES.map((key) => localStorage.getItem(key) !== null)).toEqual([true, true, true, true, true]);
    expect(OWN_KEYS.map((key) => localStorage.getItem(key))).toEqual([null, null, null, null, null]);
    expect(createSessionStore({ keys: prefixedSessionKeys('') }).read()?.token).toBe(login.token);
  });

  it('stores a tab-only login in sessionStorage', () => {
    const store = createSessionStore();
    store.save(login, false, NOW);

    expect(sessionStorage.getItem('partner-console.token')).toBe(login.token);
    expect(sessionStorage.getItem('partner-console.rememberMe')).toBe('false');
    expect(OWN_KEYS.map((key) => localStorage.getItem(key))).toEqual([null, null, null, null, null]);
    expect(store.read()).toMatchObject({ token: login.token, rememberMe: false });
  });

  it('moves the session when a later login changes remember-me', () => {
    const store = createSessionStore();
    store.save(login, true, NOW);
    store.save({ ...login, token: 'second' }, false, NOW);
    expect(localStorage.getItem('partner-console.token')).toBeNull();
    expect(store.read()?.token).toBe('second');
  });

  it("never reads, overwrites or removes a host app's own keys: sign-in, expiry and sign-out", () => {
    const host = { token: 'host-jwt', user: '{"name":"host"}', isAuthenticated: 'yes', rememberMe: 'x', tokenTimestamp: '1' };
    for (const [key, value] of Object.entries(host)) {
      localStorage.setItem(key, value);
      sessionStorage.setItem(key, value);
    }
    const store = createSessionStore();
    expect(store.read()).toBeNull(); // the host's `token` is not the library's session
    expect(store.isExpired(NOW)).toBe(true);

    store.save(login, true, NOW);
    store.save({ ...login, token: jwt({ exp: NOW / 1000 - 1 }) }, false, NOW);
    expect(store.isExpired(NOW)).toBe(true);
    store.clear();

    for (const [key, value] of Object.entries(host)) {
      expect(localStorage.getItem(key)).toBe(value);
      expect(sessionStorage.getItem(key)).toBe(value);
    }
    expect(store.read()).toBeNull();
  });

  it('clear removes every session key from both storages and leaves other keys alone', () => {
    const store = createSessionStore();
    for (const key of OWN_KEYS) {
      localStorage.setItem(key, 'x');
      sessionStorage.setItem(key, 'x');
    }
    localStorage.setItem('theme', 'dark');

    store.clear();
    expect(OWN_KEYS.flatMap((key) => [localStorage.getItem(key), sessionStorage.getItem(key)]).filter((value) => value !== null)).toEqual([]);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(store.read()).toBeNull();
  });

  it('keeps working in memory for the page when a storage throws on every access', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const store = createSessionStore({ persistent: throwing, transient: throwing });
    expect(store.read()).toBeNull();
    expect(() => store.save(login, true, NOW)).not.toThrow();
    expect(store.read()?.token).toBe(login.token);
    expect(store.isExpired(NOW)).toBe(false);
    expect(() => store.clear()).not.toThrow();
    expect(store.read()).toBeNull();
  });

  it('reads a user that is not valid JSON as an empty user', () => {
    localStorage.setItem('partner-console.token', 'abc');
    localStorage.setItem('partner-console.user', '{broken');
    expect(createSessionStore().read()?.user).toEqual({});
  });

  it('notifies subscribers after save and clear until they unsubscribe', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.save(login, true, NOW);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.save(login, true, NOW);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("notifies subscribers when another tab changes one of its keys, not the host's", () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'partner-console.token' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'partner-console.token' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('expiry (SPEC 4)', () => {
  it('is expired when nothing is stored', () => {
    expect(createSessionStore().isExpired(NOW)).toBe(true);
  });

  it('follows the exp claim, in seconds, when the token decodes', () => {
    const store = createSessionStore();
    store.save({ ...login, token: jwt({ exp: NOW / 1000 + 60 }) }, true, NOW - 30 * TOKEN_FALLBACK_LIFETIME_MS);
    expect(store.isExpired(NOW)).toBe(false); // exp wins over an old timestamp
    expect(store.isExpired(NOW + 60_000)).toBe(true);
  });

  it('falls back to the stored timestamp and 24 hours when the token does not decode', () => {
    const store = createSessionStore();
    store.save({ ...login, token: 'opaque-token' }, false, NOW);
    expect(store.isExpired(NOW + TOKEN_FALLBACK_LIFETIME_MS)).toBe(false);
    expect(store.isExpired(NOW + TOKEN_FALLBACK_LIFETIME_MS + 1)).toBe(true);
  });

  it('counts an undecodable token without a timestamp as expired', () => {
    const store = createSessionStore();
    store.save({ ...login, token: 'opaque-token' }, true, NOW);
    localStorage.removeItem('partner-console.tokenTimestamp');
    expect(store.isExpired(NOW)).toBe(true);
  });

  it('treats a non-numeric exp like an undecodable token', () => {
    expect(isTokenExpired(jwt({ exp: 'tomorrow' }), NOW, NOW + 1000)).toBe(false);
    expect(isTokenExpired(jwt({ exp: 'tomorrow' }), undefined, NOW)).toBe(true);
    expect(isTokenExpired('', NOW, NOW)).toBe(true);
  });
});

describe('why a session ended', () => {
  it('records the cause clear() is given, until the next sign-in', () => {
    const store = createSessionStore();
    expect(store.endReason()).toBeNull();
    store.save(login, true, NOW);
    store.clear('expired');
    expect(store.endReason()).toBe('expired');
    store.save(login, true, NOW);
    expect(store.endReason()).toBeNull();
    store.clear('unauthorized');
    expect(store.endReason()).toBe('unauthorized');
  });

  it('records an ending without a cause as unknown', () => {
    const store = createSessionStore();
    store.save(login, true, NOW);
    store.clear('passwordChanged');
    store.save(login, true, NOW);
    store.clear();
    expect(store.endReason()).toBeNull();
  });

  it('lets the latest cause win, even once nothing is stored: a sign-out after an expiry is a sign-out', () => {
    const store = createSessionStore();
    store.save(login, false, NOW);
    store.clear('expired');
    store.clear('signedOut');
    expect(store.endReason()).toBe('signedOut');
  });

  it('forgets the cause once acknowledged, telling its listeners', () => {
    const store = createSessionStore();
    store.save(login, false, NOW);
    store.clear('expired');
    const listener = vi.fn();
    store.subscribe(listener);
    store.acknowledgeEnd();
    expect(store.endReason()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    store.acknowledgeEnd();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets the cause when another tab changes the session, which this page cannot explain', () => {
    const store = createSessionStore();
    store.save(login, true, NOW);
    store.clear('signedOut');
    const unsubscribe = store.subscribe(() => {});
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(store.endReason()).toBe('signedOut');
    window.dispatchEvent(new StorageEvent('storage', { key: 'partner-console.token' }));
    expect(store.endReason()).toBeNull();
    unsubscribe();
  });
});
