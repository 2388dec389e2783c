import type {
  CertificationDetail,
  Certification,
  ChangePasswordRequest,
  DistributorDeal,
  Id,
  LoginRequest,
  LoginResponse,
  Member,
  PartnerDeal,
  QuizBank,
  QuizQuestion,
  QuizQuestionInput,
  Resource,
  ResourceType,
  ResourceUpload,
  UploadLimits,
  UploadProgress,
  DownloadProgress,
} from './types.js';

/** Options every call accepts. Reads should always pass a signal so that leaving a screen aborts them. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Called as the answer's body arrives (the HTTP client; the memory API answers at once). */
  onDownloadProgress?: (progress: DownloadProgress) => void;
}

export interface UploadOptions extends RequestOptions {
  /** Called as the request body is sent. */
  onProgress?: (progress: UploadProgress) => void;
}

export interface AuthApi {
  /** POST /partner/admin/auth/login. A 401 here means wrong credentials, not an expired session. */
  login(request: LoginRequest, options?: RequestOptions): Promise<LoginResponse>;
  /** POST /partner/admin/change-password */
  changePassword(request: ChangePasswordRequest, options?: RequestOptions): Promise<void>;
}

/** Partners and distributors share one shape of calls; `D` is the deal type of the programme. */
export interface MembersApi<D> {
  /** GET .../partners or .../distributors: the whole list, fetched once. */
  list(options?: RequestOptions): Promise<Member[]>;
  /** GET .../pending: the sign-up requests. */
  listPending(options?: RequestOptions): Promise<Member[]>;
  /** GET .../{id} */
  get(id: Id, options?: RequestOptions): Promise<Member>;
  /** GET the deals registered by one member. */
  listDeals(id: Id, options?: RequestOptions): Promise<D[]>;
  /** POST .../{id}/approve */
  approve(id: Id, options?: RequestOptions): Promise<void>;
  /** POST .../{id}/reject with {reason}; the reason must not be blank. */
  reject(id: Id, reason: string, options?: RequestOptions): Promise<void>;
  /** DELETE .../{id}. Distributor removal uses DELETE /distributor/admin/distributors/{id} (a deviation: the spec leaves it open). */
  remove(id: Id, options?: RequestOptions): Promise<void>;
}

export interface DealsApi<D> {
  /** GET .../deals: the whole list, fetched once. */
  list(options?: RequestOptions): Promise<D[]>;
  /** GET .../deals/{id} */
  get(id: Id, options?: RequestOptions): Promise<D>;
  /** POST .../deals/{id}/approve */
  approve(id: Id, options?: RequestOptions): Promise<void>;
  /** POST .../deals/{id}/reject with {reason} */
  reject(id: Id, reason: string, options?: RequestOptions): Promise<void>;
  /** POST .../deals/{id}/remarks with {remarks} */
  updateRemarks(id: Id, remarks: string, options?: RequestOptions): Promise<void>;
}

export interface ResourcesApi {
  /** GET /partner/admin/resources/type/{type} */
  listByType(type: ResourceType, options?: RequestOptions): Promise<Resource[]>;
  /** POST /partner/admin/resources as multipart (file, title, resourceType, contentType). */
  upload(upload: ResourceUpload, options?: UploadOptions): Promise<void>;
  /** DELETE /partner/admin/resources/{id} */
  remove(id: Id, options?: RequestOptions): Promise<void>;
  /**
   * GET a resource's file: `url` is its address, already checked to be http(s) and made absolute.
   * Rejects with `DownloadFailedError` on an error status, and with a `TypeError` when the page
   * may not read the file (another origin without CORS, offline): the detail dialog then opens the
   * address in a new tab. Optional: without it, the dialog fetches the file itself, without
   * credentials (the files are public under unguessable names).
   */
  download?(url: string, options?: RequestOptions): Promise<Blob>;
  /**
   * Optional, not in SPEC 7: GET {resources}/limits, what an upload may carry (`{ maxBytes }`), so
   * the upload dialog shows the limit and refuses a larger file when it is chosen, before sending.
   * Without it (or when it fails) the dialog knows no limit, and a file the server refuses fails as
   * the server says (413).
   */
  uploadLimits?(options?: RequestOptions): Promise<UploadLimits>;
}

export interface QuizApi {
  /** GET /partner/admin/quiz/{bank}; a non-array answer fails with 'Invalid data format received from server'. */
  list(bank: QuizBank, options?: RequestOptions): Promise<QuizQuestion[]>;
  /** POST /partner/admin/quiz/{bank} */
  create(bank: QuizBank, input: QuizQuestionInput, options?: RequestOptions): Promise<void>;
  /** POST /partner/admin/quiz/{bank}/{id} */
  update(bank: QuizBank, id: Id, input: QuizQuestionInput, options?: RequestOptions): Promise<void>;
  /** DELETE /partner/admin/quiz/{bank}/{id} */
  remove(bank: QuizBank, id: Id, options?: RequestOptions): Promise<void>;
}

export interface CertificationsApi {
  /** GET /partner/admin/certifications */
  list(options?: RequestOptions): Promise<Certification[]>;
  /** GET /partner/admin/certifications/{id}: {certification, quiz} */
  get(id: Id, options?: RequestOptions): Promise<CertificationDetail>;
  /** POST .../{id}/approve */
  approve(id: Id, options?: RequestOptions): Promise<void>;
  /** POST .../{id}/reject with {remarks} */
  reject(id: Id, remarks: string, options?: RequestOptions): Promise<void>;
}

/**
 * Every call of the partner programme's API, grouped by area. Screens receive one of these and never call
 * fetch themselves: `createHttpAdminApi` talks to a real backend, `createMemoryAdminApi` keeps
 * everything in memory for stories, tests and demos.
 */
export interface AdminApi {
  auth: AuthApi;
  partners: MembersApi<PartnerDeal>;
  distributors: MembersApi<DistributorDeal>;
  partnerDeals: DealsApi<PartnerDeal>;
  distributorDeals: DealsApi<DistributorDeal>;
  resources: ResourcesApi;
  quiz: QuizApi;
  certifications: CertificationsApi;
}

/**
 * A screen that serves partners or distributors takes its `variant` and only the calls it makes on
 * that side of the programme, so a host app implements just those.
 */
export type VariantApi<P, D> = { variant: 'partner'; api: P } | { variant: 'distributor'; api: D };

/**
 * The props of a screen's one-sided form (`PartnerRequests`, `DistributorReview`...): the screen's
 * props without `variant`, and only the calls of that side.
 */
export type OneSideProps<Props, Api> = Omit<Props, 'variant' | 'api'> & { api: Api };

/** Some member calls of the partner side: `{ partners: Pick<MembersApi, M> }`. */
export type PartnerMembersApi<M extends keyof MembersApi<PartnerDeal>> = { partners: Pick<MembersApi<PartnerDeal>, M> };
/** Some member calls of the distributor side: `{ distributors: Pick<MembersApi, M> }`. */
export type DistributorMembersApi<M extends keyof MembersApi<DistributorDeal>> = { distributors: Pick<MembersApi<DistributorDeal>, M> };
/** Some calls on deals registered by partners: `{ partnerDeals: Pick<DealsApi, M> }`. */
export type PartnerDealsApi<M extends keyof DealsApi<PartnerDeal>> = { partnerDeals: Pick<DealsApi<PartnerDeal>, M> };
/** Some calls on deals registered by distributors: `{ distributorDeals: Pick<DealsApi, M> }`. */
export type DistributorDealsApi<M extends keyof DealsApi<DistributorDeal>> = { distributorDeals: Pick<DealsApi<DistributorDeal>, M> };

/**
 * The name of every call of `AdminApi`, area by area: for code that wraps a whole API generically
 * (a lazy loader, a logger, a test double). The type makes a missing or unknown name a compile error.
 * `resources.download` is optional: a wrapper of an API that lacks it should leave it out too.
 */
export const ADMIN_API_METHODS = {
  auth: { login: true, changePassword: true },
  partners: { list: true, listPending: true, get: true, listDeals: true, approve: true, reject: true, remove: true },
  distributors: { list: true, listPending: true, get: true, listDeals: true, approve: true, reject: true, remove: true },
  partnerDeals: { list: true, get: true, approve: true, reject: true, updateRemarks: true },
  distributorDeals: { list: true, get: true, approve: true, reject: true, updateRemarks: true },
  resources: { listByType: true, upload: true, remove: true, download: true, uploadLimits: true },
  quiz: { list: true, create: true, update: true, remove: true },
  certifications: { list: true, get: true, approve: true, reject: true },
} as const satisfies { [Area in keyof AdminApi]: { [Method in keyof AdminApi[Area]]-?: true } };
