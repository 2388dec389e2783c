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

type Check = (option: string, value: unknown, fits: (value: unknown) => boolean, expected: string) => void;

const check: Check = (option, value, fits, expected) => {
  if (!fits(value)) throw new TypeError(`createHttpAdminApi: \`${option}\` must be ${expected}; got ${shownValue(value)}`);
};

/**
 * What `createHttpAdminApi` checks when the API is made, before anything is built: that there are
 * options and a `baseUrl` (the one option every API needs, and the one an unset environment
 * variable leaves undefined), so the misconfiguration hosts make most throws where they made it.
 * The other options are checked when the calls load (`checkHttpOptions`), which keeps their
 * messages out of a first bundle (issue 33; docs/deviations.md).
 */
export function checkHttpBase(options: HttpAdminApiOptions): void {
  check('options', options, isObject, 'an object');
  check('baseUrl', options.baseUrl, isBaseUrl, "the API's address: an http(s) URL or a path such as '/api'");
}

/**
 * Checks every option of `createHttpAdminApi`, and throws a TypeError that names the option, what it
 * takes and what it got: a misspelt area of `paths` would otherwise be ignored, and a `timeoutMs` of
 * 0 would fail every call. Run when the calls load (the API's first call waits for it), so a wrong
 * option rejects every call with this error.
 */
export function checkHttpOptions(options: HttpAdminApiOptions, areas: readonly string[]): void {
  checkHttpBase(options);
  const { timeoutMs, paths, session, auth } = options;
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
