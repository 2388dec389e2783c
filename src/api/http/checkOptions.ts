import type { HttpAdminApiOptions } from './createHttpAdminApi.js';
import { shownValue } from '../shownValue.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFunction = (value: unknown) => typeof value === 'function';
const isMissingOr = (test: (value: unknown) => boolean) => (value: unknown) => value === undefined || test(value);

/** An http(s) address ('https://api.example.com'), a path on the page's server ('/api'), or '' (the page's server itself). */
function isBaseUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === '' || value.startsWith('/')) return true;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Checks `createHttpAdminApi`'s options before anything is built, and throws a TypeError that names
 * the option, what it takes and what it got: a `baseUrl` left undefined would otherwise surface as
 * "Cannot read properties of undefined (reading 'replace')", a misspelt area of `paths` would be
 * ignored, and a `timeoutMs` of 0 would fail every call.
 */
export function checkHttpOptions(options: HttpAdminApiOptions, areas: readonly string[]): void {
  const check = (option: string, value: unknown, fits: (value: unknown) => boolean, expected: string) => {
    if (!fits(value)) throw new TypeError(`createHttpAdminApi: \`${option}\` must be ${expected}; got ${shownValue(value)}`);
  };
  check('options', options, isObject, 'an object');
  const { baseUrl, timeoutMs, paths, session, auth } = options;
  check('baseUrl', baseUrl, isBaseUrl, "the API's address: an http(s) URL or a path such as '/api'");
  check('timeoutMs', timeoutMs, isMissingOr((value) => typeof value === 'number' && value > 0 && value < Infinity), 'a positive number of milliseconds');
  check('paths', paths, isMissingOr(isObject), `an object with some of ${areas.join(', ')}`);
  for (const [area, path] of Object.entries(paths ?? {})) {
    check(`paths.${area}`, area, (name) => areas.includes(name as string), `an area of the API (${areas.join(', ')})`);
    check(`paths.${area}`, path, isMissingOr((value) => typeof value === 'string' && value.startsWith('/')), "a path starting with '/'");
  }
  check('session', session, isMissingOr(isObject), 'a session store, e.g. createSessionStore()');
  for (const call of ['read', 'save', 'clear', 'isExpired'] as const) if (session) check(`session.${call}`, session[call], isFunction, 'a function');
  check('auth', auth, isMissingOr(isObject), 'an object with getToken');
  if (auth) check('auth.getToken', auth.getToken, isFunction, 'a function');
  check('auth.onUnauthorized', auth?.onUnauthorized, isMissingOr(isFunction), 'a function');
  check('onSessionExpired', options.onSessionExpired, isMissingOr(isFunction), 'a function');
  check('fetch', options.fetch, isMissingOr(isFunction), 'a function');
  check('extensions', options.extensions, isMissingOr((value) => typeof value === 'boolean' || isObject(value)), 'true, false or an object such as { history: true }');
}
