import type { Messages } from '../../i18n/messages.js';
import { hasExtension, type AdminApi, type ApiExtensions, type ApiExtensionsOption, type CertificationsApi, type DealsApi, type ExportFileOptions, type ListPage, type ListPageQuery, type MembersApi, type RequestOptions, type UndoOptions, type WriteOptions } from '../AdminApi.js';
import type { SessionStore } from '../session.js';
import type { CertificationDetail, Certification, Id, LoginResponse, Member, QuizQuestion, QuizQuestionInput, RecordChange, Resource, UploadLimits } from '../types.js';
import type { HttpClient, HttpClientOptions } from './httpClient.js';
import { sessionTokens, type TokenSource } from './tokens.js';
import { fetchResourceFile } from './fetchResourceFile.js';
import { checkHttpOptions } from './checkOptions.js';
import type { LiveEventsOptions, LiveStreamConfig } from './liveEvents.js';
import { certificationDetailProblem, listProblem, loginProblem, recordProblem, uploadLimitsProblem } from './validate.js';
import { sessionMessages } from '../../i18n/texts/session.js';

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
export const DEFAULT_API_PATHS: Readonly<AdminApiPaths> = Object.freeze({
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

/** The quiz payload the server takes (question, options, correct option, marks), and nothing else a caller's object may carry. */
const quizPayload = ({ question, optionA, optionB, optionC, optionD, correctOption, marks }: QuizQuestionInput) => ({
  question,
  optionA,
  optionB,
  optionC,
  optionD,
  correctOption,
  marks,
});

/** The overrides that are set: an `undefined` entry keeps the default. */
function definedPaths(paths: Partial<AdminApiPaths> | undefined): Partial<AdminApiPaths> {
  return Object.fromEntries(Object.entries(paths ?? {}).filter(([, value]) => typeof value === 'string')) as Partial<AdminApiPaths>;
}

/** A host's sign-in as the client's token source. */
function hostTokens(auth: HostAuth): TokenSource {
  return {
    token: async () => (await auth.getToken()) || null,
    expire: () => auth.onUnauthorized?.(),
  };
}

/** A path segment from an id. */
const segment = (id: Id) => encodeURIComponent(String(id));

/**
 * A write's call options: the caller's, with `If-Match: "<version>"` when it names the version it
 * read. Without one, no header: a backend of SPEC 7 alone never sees it (nor a CORS preflight for it).
 */
function versioned(options: WriteOptions | undefined) {
  const { expectedVersion, ...rest } = options ?? {};
  return expectedVersion === undefined ? rest : { ...rest, headers: { 'If-Match': `"${expectedVersion}"` } };
}

/** Which extensions the backend has (`HttpAdminApiOptions.extensions`). */
type Has = (extension: keyof ApiExtensions) => boolean;

/** `history` and `undo` of one kind of record under `base` (`{base}/{id}/history`, `{base}/{id}/undo`), those the backend has. */
function recordChangeCalls<R>(http: HttpClient, base: string, has: Has) {
  return {
    ...(has('history') ? { history: (id: Id, options?: RequestOptions) => http.receive<RecordChange[]>('GET', `${base}/${segment(id)}/history`, listProblem, options) } : {}),
    ...(has('undo')
      ? { undo: (id: Id, options: UndoOptions) => http.receive<R>('POST', `${base}/${segment(id)}/undo`, recordProblem, versioned(options)) }
      : {}),
  };
}

/**
 * `query` on the list at `base` (GET `{base}/query`), when the backend has it. Its code loads on
 * the first call (listPageCall.ts), as the live events' does: a console that never pages on the
 * server does not carry it on its first route.
 */
function queryCall<Row>(http: HttpClient, base: string, has: Has): { query?: (query: ListPageQuery, options?: RequestOptions) => Promise<ListPage<Row>> } {
  return has('query') ? { query: async (query, options) => (await import('./listPageCall.js')).fetchListPage<Row>(http, base, query, options) } : {};
}

/** `exportUrl` on the list at `base` (a download ticket, then `{base}/export.csv`), when the backend has it; loaded with `query`'s code. */
function exportCall(http: HttpClient, base: string, has: Has): { exportUrl?: (query: ListPageQuery, options: ExportFileOptions) => Promise<string> } {
  return has('exportFile') ? { exportUrl: async (query, options) => (await import('./listPageCall.js')).exportAddress(http, base, query, options) } : {};
}

function membersApi<D>(http: HttpClient, base: string, dealsBase: string, has: Has): MembersApi<D> {
  return {
    list: (options) => http.list<Member>(base, options),
    listPending: (options) => http.list<Member>(`${base}/pending`, options),
    get: (id, options) => http.receive<Member>('GET', `${base}/${segment(id)}`, recordProblem, options),
    listDeals: (id, options) => http.receive<D[]>('GET', `${dealsBase}/${segment(id)}`, listProblem, options),
    approve: (id, options) => http.write<Member>('POST', `${base}/${segment(id)}/approve`, versioned(options)),
    reject: (id, reason, options) => http.write<Member>('POST', `${base}/${segment(id)}/reject`, { ...versioned(options), json: { reason } }),
    remove: (id, options) => http.send('DELETE', `${base}/${segment(id)}`, versioned(options)),
    ...queryCall<Member>(http, base, has),
    ...exportCall(http, base, has),
    ...(has('query') ? { queryPending: queryCall<Member>(http, `${base}/pending`, has).query } : {}),
    ...recordChangeCalls<Member>(http, base, has),
  };
}

function dealsApi<D>(http: HttpClient, base: string, has: Has): DealsApi<D> {
  return {
    list: (options) => http.list<D>(base, options),
    get: (id, options) => http.receive<D>('GET', `${base}/${segment(id)}`, recordProblem, options),
    approve: (id, options) => http.write<D>('POST', `${base}/${segment(id)}/approve`, versioned(options)),
    reject: (id, reason, options) => http.write<D>('POST', `${base}/${segment(id)}/reject`, { ...versioned(options), json: { reason } }),
    updateRemarks: (id, remarks, options) => http.write<D>('POST', `${base}/${segment(id)}/remarks`, { ...versioned(options), json: { remarks } }),
    ...queryCall<D>(http, base, has),
    ...exportCall(http, base, has),
    ...recordChangeCalls<D>(http, base, has),
  };
}

function certificationsApi(http: HttpClient, base: string, has: Has): CertificationsApi {
  return {
    list: (options) => http.list<Certification>(base, options),
    get: (id, options) => http.receive<CertificationDetail>('GET', `${base}/${segment(id)}`, certificationDetailProblem, options),
    approve: (id, options) => http.write<Certification>('POST', `${base}/${segment(id)}/approve`, versioned(options)),
    reject: (id, remarks, options) => http.write<Certification>('POST', `${base}/${segment(id)}/reject`, { ...versioned(options), json: { remarks } }),
    ...queryCall<Certification>(http, base, has),
    ...exportCall(http, base, has),
    ...recordChangeCalls<Certification>(http, base, has),
  };
}

/** The library's own session store, made on the first call of an API made without one (`session`). */
const defaultSession = () => import('../session.js').then(({ createSessionStore }) => createSessionStore());

/**
 * The HTTP client, loaded by import() when the API is made (issue 33): its requests' machinery
 * (time-outs, failure kinds and the reachability probe, the transports with ky) is not in a
 * consumer's first bundle, since a screen's first render only starts a request and every call is
 * asynchronous. The load starts here, before any screen mounts, so the first request seldom waits
 * for it; a failed load rejects each call.
 */
function lazyHttpClient(options: HttpClientOptions): HttpClient {
  const loading = import('./httpClient.js').then(({ createHttpClient }) => createHttpClient(options));
  loading.catch(() => undefined);
  return {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    send: async (...args) => (await loading).send(...args),
    receive: async <T>(...args: Parameters<HttpClient['receive']>) => (await loading).receive<T>(...args),
    list: async <T>(...args: Parameters<HttpClient['list']>) => (await loading).list<T>(...args),
    write: async <T>(...args: Parameters<HttpClient['write']>) => (await loading).write<T>(...args),
  };
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
  checkHttpOptions(options, Object.keys(DEFAULT_API_PATHS));
  const messages = { ...sessionMessages, ...options.messages };
  const paths = { ...DEFAULT_API_PATHS, ...definedPaths(options.paths) };
  const timeoutMs = options.timeoutMs ?? 15000;
  const tokens = options.auth
    ? hostTokens(options.auth)
    : sessionTokens(options.session ?? defaultSession, messages, options.onSessionExpired);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const http = lazyHttpClient({ baseUrl, timeoutMs, tokens, messages, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const quizPath = (bank: string) => `${paths.quiz}/${segment(bank)}`;
  const liveStream: LiveStreamConfig = {
    ...options.liveEvents,
    url: baseUrl + paths.events,
    tokens,
    connectTimeoutMs: timeoutMs,
    messages,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };

  const has: Has = (extension) => hasExtension(options.extensions, extension);

  return {
    auth: {
      login: (request, callOptions) =>
        http.receive<LoginResponse>('POST', paths.login, loginProblem, {
          ...callOptions,
          json: { email: request.email, password: request.password },
          anonymous: true,
        }),
      changePassword: (request, callOptions) =>
        http.send('POST', paths.changePassword, {
          ...callOptions,
          json: { oldPassword: request.oldPassword, newPassword: request.newPassword },
        }),
    },
    partners: membersApi(http, paths.partners, paths.partnerMemberDeals, has),
    distributors: membersApi(http, paths.distributors, paths.distributorMemberDeals, has),
    partnerDeals: dealsApi(http, paths.partnerDeals, has),
    distributorDeals: dealsApi(http, paths.distributorDeals, has),
    resources: {
      listByType: (type, callOptions) => http.list<Resource>(`${paths.resources}/type/${segment(type)}`, callOptions),
      upload: (upload, callOptions) => {
        const form = new FormData();
        form.append('file', upload.file, upload.fileName);
        form.append('title', upload.title);
        form.append('resourceType', upload.resourceType);
        form.append('contentType', upload.contentType);
        return http.send('POST', paths.resources, { ...callOptions, form, sizeHint: upload.file.size });
      },
      remove: (id, callOptions) => http.send('DELETE', `${paths.resources}/${segment(id)}`, callOptions),
      // Files are public under unguessable names: no token, no base URL, and not through the API's time-out.
      download: (url, callOptions) => fetchResourceFile(url, { signal: callOptions?.signal, fetch: options.fetch }),
      // Beyond SPEC 7 (the `limits` extension): without it the upload dialog knows no limit but the server's 413.
      ...(has('limits')
        ? { uploadLimits: (callOptions?: RequestOptions) => http.receive<UploadLimits>('GET', `${paths.resources}/limits`, uploadLimitsProblem, callOptions) }
        : {}),
    },
    quiz: {
      list: (bank, callOptions) => http.list<QuizQuestion>(quizPath(bank), { ...callOptions, invalidMessage: messages.invalidResponse }),
      create: (bank, input, callOptions) => http.send('POST', quizPath(bank), { ...callOptions, json: quizPayload(input) }),
      update: (bank, id, input, callOptions) => http.send('POST', `${quizPath(bank)}/${segment(id)}`, { ...callOptions, json: quizPayload(input) }),
      remove: (bank, id, callOptions) => http.send('DELETE', `${quizPath(bank)}/${segment(id)}`, callOptions),
    },
    certifications: certificationsApi(http, paths.certifications, has),
    ...(has('events')
      ? {
          events: {
            // Loaded on the first subscription: an app that never subscribes never ships the stream reader.
            subscribe: async (onEvent, subscribeOptions) => (await import('./liveEvents.js')).subscribeToLiveEvents(liveStream, onEvent, subscribeOptions),
          },
        }
      : {}),
  };
}
