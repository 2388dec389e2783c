// The API layer's part of the package root: the AdminApi contract and its HTTP implementation,
// the session store, the typed errors, and the records the server sends. The in-memory demo
// backend is not here: it is the separate entry `partner-console/memory` (memory/index.ts), so
// apps never bundle demo data.
export type {
  Id,
  DateString,
  AdminUser,
  LoginResponse,
  LoginRequest,
  ChangePasswordRequest,
  Member,
  Partner,
  Distributor,
  Variant,
  DealBase,
  PartnerDeal,
  DistributorDeal,
  Deal,
  ResourceType,
  ContentTypeCode,
  Resource,
  ResourceUpload,
  UploadLimits,
  UploadProgress,
  DownloadProgress,
  QuizBank,
  OptionLetter,
  QuizQuestion,
  QuizQuestionInput,
  Certification,
  CertificationAnswer,
  CertificationDetail,
  DateRange,
  RecordVersion,
  ChangeArea,
  ChangeAction,
  ChangeStatus,
  ChangeAuthor,
  RecordChange,
  ChangedRecord,
  LiveEvent,
  LiveStatus,
} from './types.js';
export type {
  AdminApi,
  AuthApi,
  MembersApi,
  DealsApi,
  ResourcesApi,
  QuizApi,
  CertificationsApi,
  RequestOptions,
  WriteOptions,
  UndoOptions,
  UploadOptions,
  EventsApi,
  SubscribeOptions,
  ApiExtensions,
  ApiExtensionsOption,
  AdminApiCall,
  ListPageQuery,
  ExportFileOptions,
  ExportFileFormat,
  ListPage,
  ListStatus,
  VariantApi,
  OneSideProps,
  PartnerMembersApi,
  DistributorMembersApi,
  PartnerDealsApi,
  DistributorDealsApi,
} from './AdminApi.js';
export { ADMIN_API_METHODS, hasExtension } from './AdminApi.js';
export { lazyAdminApi } from './lazyAdminApi.js';
export type { LazyAdminApi } from './lazyAdminApi.js';
export { ApiError, SessionExpiredError, TimeoutError, InvalidResponseError, isAbortError, errorMessage } from './errors.js';
export { ConflictError } from './conflictError.js';
export type { ApiErrorKind, ApiErrorRequest } from './errors.js';
export { errorDetail } from './errorDetail.js';
export {
  createSessionStore,
  isTokenExpired,
  memoryStorage,
  prefixedSessionKeys,
  DEFAULT_SESSION_KEYS,
  SPEC_SESSION_KEYS,
  TOKEN_FALLBACK_LIFETIME_MS,
} from './session.js';
export type { Session, SessionEndCause, SessionStore, SessionStoreOptions, KeyValueStorage, SessionKey, SessionKeyNames } from './session.js';
export { createHttpAdminApi, DEFAULT_API_PATHS } from './http/createHttpAdminApi.js';
export type { HttpAdminApiOptions, AdminApiPaths, HostAuth } from './http/createHttpAdminApi.js';
export type { LiveEventsOptions } from './http/liveEvents.js';
