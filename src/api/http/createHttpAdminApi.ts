import type { Messages } from '../../i18n/messages.js';
import type { AdminApi, DealsApi, MembersApi } from '../AdminApi.js';
import { createSessionStore, type SessionStore } from '../session.js';
import type { CertificationDetail, Certification, Id, LoginResponse, Member, QuizQuestion, QuizQuestionInput, Resource } from '../types.js';
import { createHttpClient, type HttpClient } from './httpClient.js';
import { certificationDetailProblem, listProblem, loginProblem, recordProblem } from './validate.js';
import { sessionMessages } from '../../i18n/texts/session.js';

export interface HttpAdminApiOptions {
  /** The API base address every path of SPEC 7 is appended to, e.g. 'https://api.example.com' or '/api'. */
  baseUrl: string;
  /** Time-out of each request, in ms. @default 15000 */
  timeoutMs?: number;
  /** Where the token lives. @default createSessionStore() (localStorage / sessionStorage) */
  session?: SessionStore;
  /** Called after an expired token or a 401 cleared the session, e.g. to go to /login. */
  onSessionExpired?: () => void;
  /** Overrides of the client's texts. @default sessionMessages */
  messages?: Partial<Messages['session']>;
  /** The fetch to send with; when given, uploads use it too (without fine-grained progress). @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The quiz payload of SPEC 7, and nothing else a caller's object may carry. */
const quizPayload = ({ question, optionA, optionB, optionC, optionD, correctOption, marks }: QuizQuestionInput) => ({
  question,
  optionA,
  optionB,
  optionC,
  optionD,
  correctOption,
  marks,
});

/** A path segment from an id. */
const segment = (id: Id) => encodeURIComponent(String(id));

function membersApi<D>(http: HttpClient, base: string, dealsBase: string): MembersApi<D> {
  return {
    list: (options) => http.receive<Member[]>('GET', base, listProblem, options),
    listPending: (options) => http.receive<Member[]>('GET', `${base}/pending`, listProblem, options),
    get: (id, options) => http.receive<Member>('GET', `${base}/${segment(id)}`, recordProblem, options),
    listDeals: (id, options) => http.receive<D[]>('GET', `${dealsBase}/${segment(id)}`, listProblem, options),
    approve: (id, options) => http.send('POST', `${base}/${segment(id)}/approve`, options),
    reject: (id, reason, options) => http.send('POST', `${base}/${segment(id)}/reject`, { ...options, json: { reason } }),
    remove: (id, options) => http.send('DELETE', `${base}/${segment(id)}`, options),
  };
}

function dealsApi<D>(http: HttpClient, base: string): DealsApi<D> {
  return {
    list: (options) => http.receive<D[]>('GET', base, listProblem, options),
    get: (id, options) => http.receive<D>('GET', `${base}/${segment(id)}`, recordProblem, options),
    approve: (id, options) => http.send('POST', `${base}/${segment(id)}/approve`, options),
    reject: (id, reason, options) => http.send('POST', `${base}/${segment(id)}/reject`, { ...options, json: { reason } }),
    updateRemarks: (id, remarks, options) => http.send('POST', `${base}/${segment(id)}/remarks`, { ...options, json: { remarks } }),
  };
}

/**
 * The `AdminApi` over HTTP: every call of SPEC 7, with the bearer token, the expiry check before
 * each call, the time-out, and 401 handling added once. Failures are `ApiError`s
 * (`SessionExpiredError`, `TimeoutError`, `InvalidResponseError`); an aborted call rejects with
 * the AbortError of its signal.
 *
 * @example
 * const session = createSessionStore();
 * const api = createHttpAdminApi({ baseUrl: '/api', session, onSessionExpired: () => navigate('/login') });
 * const partners = await api.partners.list({ signal });
 */
export function createHttpAdminApi(options: HttpAdminApiOptions): AdminApi {
  const messages = { ...sessionMessages, ...options.messages };
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 15000,
    session: options.session ?? createSessionStore(),
    messages,
    ...(options.onSessionExpired ? { onSessionExpired: options.onSessionExpired } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const quizPath = (bank: string) => `/partner/admin/quiz/${segment(bank)}`;
  const certifications = '/partner/admin/certifications';

  return {
    auth: {
      login: (request, callOptions) =>
        http.receive<LoginResponse>('POST', '/partner/admin/auth/login', loginProblem, {
          ...callOptions,
          json: { email: request.email, password: request.password },
          anonymous: true,
        }),
      changePassword: (request, callOptions) =>
        http.send('POST', '/partner/admin/change-password', {
          ...callOptions,
          json: { oldPassword: request.oldPassword, newPassword: request.newPassword },
        }),
    },
    partners: membersApi(http, '/partner/admin/partners', '/partner/admin/partner-deals'),
    distributors: membersApi(http, '/distributor/admin/distributors', '/distributor/admin/distributor-deals'),
    partnerDeals: dealsApi(http, '/partner/admin/deals'),
    distributorDeals: dealsApi(http, '/distributor/admin/deals'),
    resources: {
      listByType: (type, callOptions) =>
        http.receive<Resource[]>('GET', `/partner/admin/resources/type/${segment(type)}`, listProblem, callOptions),
      upload: (upload, callOptions) => {
        const form = new FormData();
        form.append('file', upload.file, upload.fileName);
        form.append('title', upload.title);
        form.append('resourceType', upload.resourceType);
        form.append('contentType', upload.contentType);
        return http.send('POST', '/partner/admin/resources', { ...callOptions, form, sizeHint: upload.file.size });
      },
      remove: (id, callOptions) => http.send('DELETE', `/partner/admin/resources/${segment(id)}`, callOptions),
    },
    quiz: {
      list: (bank, callOptions) =>
        http.receive<QuizQuestion[]>('GET', quizPath(bank), listProblem, { ...callOptions, invalidMessage: messages.invalidResponse }),
      create: (bank, input, callOptions) => http.send('POST', quizPath(bank), { ...callOptions, json: quizPayload(input) }),
      update: (bank, id, input, callOptions) => http.send('POST', `${quizPath(bank)}/${segment(id)}`, { ...callOptions, json: quizPayload(input) }),
      remove: (bank, id, callOptions) => http.send('DELETE', `${quizPath(bank)}/${segment(id)}`, callOptions),
    },
    certifications: {
      list: (callOptions) => http.receive<Certification[]>('GET', certifications, listProblem, callOptions),
      get: (id, callOptions) =>
        http.receive<CertificationDetail>('GET', `${certifications}/${segment(id)}`, certificationDetailProblem, callOptions),
      approve: (id, callOptions) => http.send('POST', `${certifications}/${segment(id)}/approve`, callOptions),
      reject: (id, remarks, callOptions) => http.send('POST', `${certifications}/${segment(id)}/reject`, { ...callOptions, json: { remarks } }),
    },
  };
}
