import type { AdminApiPaths, HttpAdminApiOptions } from './createHttpAdminApi.js';
import { shownValue } from './validate.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** The functions an object option must have, and what to pass. */
const SHAPES = {
  session: { calls: ['read', 'save', 'clear', 'isExpired'], expected: 'a session store, e.g. createSessionStore()' },
  auth: { calls: ['getToken'], expected: 'an object with getToken (and optionally onUnauthorized)' },
} as const;

/**
 * Checks `createHttpAdminApi`'s options before anything is built, and throws a TypeError that names
 * the option, what it got and what it takes: a `baseUrl` left undefined would otherwise surface as
 * "Cannot read properties of undefined (reading 'replace')", a misspelt area of `paths` would be
 * ignored, and a `timeoutMs` of 0 would fail every call.
 */
export function checkHttpOptions(options: HttpAdminApiOptions, areas: readonly string[]): void {
  const fail = (option: string, expected: string, value: unknown): never => {
    throw new TypeError(`createHttpAdminApi: \`${option}\` must be ${expected}; got ${shownValue(value)}`);
  };
  if (!isObject(options)) fail('options', "an object such as { baseUrl: '/api' }", options);
  const { baseUrl, timeoutMs, paths } = options;
  if (!isBaseUrl(baseUrl)) fail('baseUrl', "the API's address: an http(s) URL such as 'https://api.example.com' or a path such as '/api'", baseUrl);
  if (timeoutMs !== undefined && !(typeof timeoutMs === 'number' && timeoutMs > 0 && timeoutMs < Infinity)) fail('timeoutMs', 'a positive number of milliseconds', timeoutMs);
  if (paths !== undefined) {
    if (!isObject(paths)) fail('paths', `an object with some of ${areas.join(', ')}`, paths);
    for (const [area, path] of Object.entries(paths as Partial<AdminApiPaths>)) {
      if (!areas.includes(area)) throw new TypeError(`createHttpAdminApi: \`paths.${area}\` is not an area of the API; the areas are ${areas.join(', ')}`);
      if (path !== undefined && !(typeof path === 'string' && path.startsWith('/'))) fail(`paths.${area}`, "a path starting with '/'", path);
    }
  }
  for (const [option, { calls, expected }] of Object.entries(SHAPES)) {
    const value: unknown = options[option as keyof typeof SHAPES];
    if (value === undefined) continue;
    if (!isObject(value)) fail(option, expected, value);
    const missing = calls.find((call) => typeof (value as Record<string, unknown>)[call] !== 'function');
    if (missing) fail(`${option}.${missing}`, 'a function', (value as Record<string, unknown>)[missing]);
  }
  const functions = { 'auth.onUnauthorized': options.auth?.onUnauthorized, onSessionExpired: options.onSessionExpired, fetch: options.fetch };
  for (const [option, value] of Object.entries(functions)) {
    if (value !== undefined && typeof value !== 'function') fail(option, 'a function', value);
  }
  if (options.messages !== undefined && !isObject(options.messages)) fail('messages', 'an object of texts', options.messages);
}
