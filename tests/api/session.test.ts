import { SESSION_KEYS, TOKEN_FALLBACK_LIFETIME_MS, createSessionStore, isTokenExpired } from '../../src/api/session.js';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2ln`;

const NOW = Date.parse('2026-06-30T12:00:00Z');
const login = { token: jwt({ sub: 'admin', exp: NOW / 1000 + 3600 }), partnerAdmin: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('createSessionStore', () => {
  it('stores a remembered login in localStorage under the keys of SPEC 3', () => {
    const store = createSessionStore();
    store.save(login, true, NOW);

    expect(localStorage.getItem('token')).toBe(login.token);
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(login.partnerAdmin);
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(localStorage.getItem('tokenTimestamp')).toBe(String(NOW));
    expect(SESSION_KEYS.map((key) => sessionStorage.getItem(key))).toEqual([null, null, null, null, null]);
    expect(store.read()).toEqual({ token: login.token, user: login.partnerAdmin, rememberMe: true, tokenTimestamp: NOW });
  });

  it('stores a tab-only login in sessionStorage', () => {
    const store = createSessionStore();
    store.save(login, false, NOW);

    expect(sessionStorage.getItem('token')).toBe(login.token);
    expect(sessionStorage.getItem('rememberMe')).toBe('false');
    expect(SESSION_KEYS.map((key) => localStorage.getItem(key))).toEqual([null, null, null, null, null]);
    expect(store.read()).toMatchObject({ token: login.token, rememberMe: false });
  });

  it('moves the session when a later login changes remember-me', () => {
    const store = createSessionStore();
    store.save(login, true, NOW);
    store.save({ ...login, token: 'second' }, false, NOW);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.read()?.token).toBe('second');
  });

  it('clear removes every session key from both storages and leaves other keys alone', () => {
    const store = createSessionStore();
    for (const key of SESSION_KEYS) {
      localStorage.setItem(key, 'x');
      sessionStorage.setItem(key, 'x');
    }
    localStorage.setItem('theme', 'dark');

    store.clear();
    expect(SESSION_KEYS.flatMap((key) => [localStorage.getItem(key), sessionStorage.getItem(key)]).filter((value) => value !== null)).toEqual([]);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(store.read()).toBeNull();
  });

  it('reads a user that is not valid JSON as an empty user', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', '{broken');
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
    localStorage.removeItem('tokenTimestamp');
    expect(store.isExpired(NOW)).toBe(true);
  });

  it('treats a non-numeric exp like an undecodable token', () => {
    expect(isTokenExpired(jwt({ exp: 'tomorrow' }), NOW, NOW + 1000)).toBe(false);
    expect(isTokenExpired(jwt({ exp: 'tomorrow' }), undefined, NOW)).toBe(true);
    expect(isTokenExpired('', NOW, NOW)).toBe(true);
  });
});
