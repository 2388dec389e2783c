import type { Messages } from '../../i18n/messages.js';
import type { AdminApi, ApiExtensionsOption } from '../AdminApi.js';
import type { SessionStore } from '../session.js';
import { checkHttpBase } from './checkOptions.js';
import type { LiveEventsOptions } from './liveEvents.js';
import { lazyAdminApi } from '../lazyAdminApi.js';

/**
 * The base path of each area of the API. Below a base the paths keep the reference layout:
 * `{partners}/pending`, `{partners}/{id}/approve`, `{partnerDeals}/{id}/remarks`,
 * `{resources}/type/{type}`, `{quiz}/{bank}/{id}`, `{certifications}/{id}/reject` and so on.
 */
export interface AdminApiPaths {
  login: string;
  changePassword: string;
  /** Partners: list, `/pending`, `/{id}`, `/{id}/approve`, `/{id}/reject`, DELETE `/{id}`. */
  partners: string;
  /** The deals of one partner: `/{partnerId}`. */
  partnerMemberDeals: string;
  distributors: string;
  /** The deals of one distributor: `/{distributorId}`. */
  distributorMemberDeals: string;
  /** Deals registered by partners: list, `/{id}`, `/{id}/approve`, `/{id}/reject`, `/{id}/remarks`. */
  partnerDeals: string;
  distributorDeals: string;
  /** Resources: POST upload, `/type/{type}`, DELETE `/{id}`, and (optional) GET `/limits`. */
  resources: string;
  /** Quiz banks: `/{bank}`, `/{bank}/{id}`. */
  quiz: string;
  /** Certifications: list, `/{id}`, `/{id}/approve`, `/{id}/reject`. */
  certifications: string;
  /** The live events (Server-Sent Events), with `extensions.events`. */
  events: string;
}

/** The reference paths of the partner programme's API. */
export const DEFAULT_API_PATHS: Readonly<AdminApiPaths> = /* @__PURE__ */ Object.freeze({
  login: '/partner/admin/auth/login',
  changePassword: '/partner/admin/change-password',
  partners: '/partner/admin/partners',
  partnerMemberDeals: '/partner/admin/partner-deals',
  distributors: '/distributor/admin/distributors',
  distributorMemberDeals: '/distributor/admin/distributor-deals',
  partnerDeals: '/partner/admin/deals',
  distributorDeals: '/distributor/admin/deals',
  resources: '/partner/admin/resources',
  quiz: '/partner/admin/quiz',
  certifications: '/partner/admin/certifications',
  events: '/partner/admin/events',
});

/**
 * A host app's own sign-in, instead of the library's session store: the API sends the token the
 * host hands over and tells the host when the server refused it.
 */
export interface HostAuth {
  /** The bearer token to send (or null for none); called before every request. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Called when the server answers 401; the call then fails with 'Session expired. Please login again.'. */
  onUnauthorized?: () => void;
}

export interface HttpAdminApiOptions {
  /** The API base address every path is appended to, e.g. 'https://api.example.com' or '/api'. */
  baseUrl: string;
  /** Other paths for some or all areas, for a backend laid out differently. @default DEFAULT_API_PATHS */
  paths?: Partial<AdminApiPaths>;
  /** Time-out of each request, in ms. @default 15000 */
  timeoutMs?: number;
  /** Where the library keeps the token (ignored with `auth`). @default createSessionStore(): its own keys in localStorage / sessionStorage */
  session?: SessionStore;
  /** The host's own sign-in: where the token comes from and what a 401 does. Replaces `session`. */
  auth?: HostAuth;
  /** Called after an expired token or a 401 cleared the library's session, e.g. to go to /login. */
  onSessionExpired?: () => void;
  /** Overrides of the client's texts. @default sessionMessages */
  messages?: Partial<Messages['session']>;
  /** The fetch to send with; when given, uploads (without fine-grained progress) and downloads use it too. @default globalThis.fetch */
  fetch?: typeof fetch;
  /**
   * The calls beyond SPEC 7 the backend has (`ApiExtensions`): `true` for all of them
   * (the reference backend has all), or some by name. The API offers only those: a screen finds
   * `history`, `undo` or `events` missing and works as against a backend of SPEC 7 alone.
   * @default false
   */
  extensions?: ApiExtensionsOption;
  /** How the live events stream waits and reconnects (with `extensions.events`). */
  liveEvents?: LiveEventsOptions;
}

/**
 * The `AdminApi` over HTTP: every call of the partner programme's API, with the bearer token, the
 * expiry check before each call, the time-out, and 401 handling added once. Failures are `ApiError`s
 * (`SessionExpiredError`, `TimeoutError`, `InvalidResponseError`, `ConflictError`); an aborted call rejects with
 * the AbortError of its signal.
 *
 * @example
 * const session = createSessionStore();
 * const api = createHttpAdminApi({ baseUrl: '/api', session, onSessionExpired: () => navigate('/login') });
 * const partners = await api.partners.list({ signal });
 * // Against the reference backend, with history, undo and live events (docs/architecture.md):
 * const team = createHttpAdminApi({ baseUrl: '/api', session, extensions: true });
 * const deal = await team.partnerDeals.approve(7, { expectedVersion: 3 }); // ConflictError if it changed since
 */
export function createHttpAdminApi(options: HttpAdminApiOptions): AdminApi {
  // A missing `baseUrl` throws here; the other options are checked when the calls load, so a wrong
  // one rejects every call (docs/deviations.md, issue 33).
  checkHttpBase(options);
  // The calls and the client load by import() (issue 33); the load starts here, before any screen
  // mounts, so the first request seldom waits for it. The options as they are now.
  const settled = { ...options };
  const { api, preload } = lazyAdminApi(() => import('./httpAdminCalls.js').then(({ httpAdminCalls }) => httpAdminCalls(settled)), options.extensions);
  preload();
  return api;
}
