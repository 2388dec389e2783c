import { hasExtension, type AdminApi, type ApiExtensions, type CertificationsApi, type DealsApi, type ExportFileOptions, type ListPage, type ListPageQuery, type MembersApi, type RequestOptions, type UndoOptions, type WriteOptions } from '../AdminApi.js';
import type { CertificationDetail, Certification, Id, LoginResponse, Member, QuizQuestion, QuizQuestionInput, RecordChange, Resource, UploadLimits } from '../types.js';
import { createHttpClient, type HttpClient } from './httpClient.js';
import { fetchResourceFile } from './fetchResourceFile.js';
import { sessionTokens, type TokenSource } from './tokens.js';
import type { LiveStreamConfig } from './liveEvents.js';
import { checkHttpOptions } from './checkOptions.js';
import { sessionMessages } from '../../i18n/texts/session.js';
import { DEFAULT_API_PATHS, type AdminApiPaths, type HostAuth, type HttpAdminApiOptions } from './createHttpAdminApi.js';

// The calls of `createHttpAdminApi`, loaded by import() when the API is made (issue 33): with the
// HTTP client's request machinery (time-outs, failure kinds and the reachability probe, the
// transports with ky, the checks of the answers), none of it is in a consumer's first bundle, since
// a screen's first render only starts a request and every call is asynchronous.

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
    ...(has('history') ? { history: (id: Id, options?: RequestOptions) => http.receive<RecordChange[]>('GET', `${base}/${segment(id)}/history`, 'list', options) } : {}),
    ...(has('undo')
      ? { undo: (id: Id, options: UndoOptions) => http.receive<R>('POST', `${base}/${segment(id)}/undo`, 'record', versioned(options)) }
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
    get: (id, options) => http.receive<Member>('GET', `${base}/${segment(id)}`, 'record', options),
    listDeals: (id, options) => http.receive<D[]>('GET', `${dealsBase}/${segment(id)}`, 'list', options),
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
    get: (id, options) => http.receive<D>('GET', `${base}/${segment(id)}`, 'record', options),
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
    get: (id, options) => http.receive<CertificationDetail>('GET', `${base}/${segment(id)}`, 'certificationDetail', options),
    approve: (id, options) => http.write<Certification>('POST', `${base}/${segment(id)}/approve`, versioned(options)),
    reject: (id, remarks, options) => http.write<Certification>('POST', `${base}/${segment(id)}/reject`, { ...versioned(options), json: { remarks } }),
    ...queryCall<Certification>(http, base, has),
    ...exportCall(http, base, has),
    ...recordChangeCalls<Certification>(http, base, has),
  };
}

/** The library's own session store, made on the first call of an API made without one (`session`). */
const defaultSession = () => import('../session.js').then(({ createSessionStore }) => createSessionStore());

/** The `AdminApi` over HTTP; a wrong option throws a TypeError that names it (`checkHttpOptions`). */
export function httpAdminCalls(options: HttpAdminApiOptions): AdminApi {
  checkHttpOptions(options, Object.keys(DEFAULT_API_PATHS));
  const messages = { ...sessionMessages, ...options.messages };
  const paths = { ...DEFAULT_API_PATHS, ...definedPaths(options.paths) };
  const timeoutMs = options.timeoutMs ?? 15000;
  const tokens = options.auth
    ? hostTokens(options.auth)
    : sessionTokens(options.session ?? defaultSession, messages, options.onSessionExpired);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const http = createHttpClient({ baseUrl, timeoutMs, tokens, messages, ...(options.fetch ? { fetch: options.fetch } : {}) });
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
        http.receive<LoginResponse>('POST', paths.login, 'login', {
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
        ? { uploadLimits: (callOptions?: RequestOptions) => http.receive<UploadLimits>('GET', `${paths.resources}/limits`, 'uploadLimits', callOptions) }
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
