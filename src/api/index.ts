export type * from './types.js';
export type {
  AdminApi,
  AuthApi,
  MembersApi,
  DealsApi,
  ResourcesApi,
  QuizApi,
  CertificationsApi,
  RequestOptions,
  UploadOptions,
} from './AdminApi.js';
export { ApiError, SessionExpiredError, TimeoutError, InvalidResponseError, isAbortError, errorMessage } from './errors.js';
export { createSessionStore, isTokenExpired, SESSION_KEYS, TOKEN_FALLBACK_LIFETIME_MS } from './session.js';
export type { Session, SessionStore, SessionStoreOptions, KeyValueStorage } from './session.js';
export { createHttpAdminApi } from './http/createHttpAdminApi.js';
export type { HttpAdminApiOptions } from './http/createHttpAdminApi.js';
