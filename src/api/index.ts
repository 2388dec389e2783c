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
export { createMemoryAdminApi } from './memory/createMemoryAdminApi.js';
export type {
  MemoryAdminApi,
  MemoryAdminApiOptions,
  MemoryCall,
  MemoryControl,
  MemoryFailure,
  MemoryMethod,
} from './memory/createMemoryAdminApi.js';
export { generateDemoData, DEMO_ADMIN } from './memory/demoData.js';
export type { DemoData, DemoDataOptions } from './memory/demoData.js';
