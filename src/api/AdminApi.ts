import type {
  CertificationDetail,
  Certification,
  ChangePasswordRequest,
  LiveEvent,
  LiveStatus,
  RecordChange,
  RecordVersion,
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
  DateRange,
} from './types.js';

/** Options every call accepts. Reads should always pass a signal so that leaving a screen aborts them. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Called as the answer's body arrives (the HTTP client; the memory API answers at once). */
  onDownloadProgress?: (progress: DownloadProgress) => void;
}

/** Options of a call that changes a record. */
export interface WriteOptions extends RequestOptions {
  /**
   * The record's `version` as this client last read it, sent as `If-Match: "<version>"`. When the
   * record has changed since, the call changes nothing and fails with `ConflictError` (HTTP 409),
   * which carries the record as it is now and who changed it, when. Leave it out to write
   * whatever the record holds (SPEC 7); pass only a version the backend sent.
   */
  expectedVersion?: RecordVersion | undefined;
}

/** Options of an undo. */
export interface UndoOptions extends RequestOptions {
  /**
   * The version the change to undo produced (the `version` of the record its call answered
   * with). When the record has changed since, the undo changes nothing and fails with
   * `ConflictError`: an undo never overwrites a later change.
   */
  expectedVersion: RecordVersion;
}

export interface UploadOptions extends RequestOptions {
  /** Called as the request body is sent. */
  onProgress?: (progress: UploadProgress) => void;
}

/** A status as the lists' status filter names it. */
export type ListStatus = 'pending' | 'approved' | 'rejected';

/**
 * Optional, not in SPEC 7 (`ApiExtensions.query`): what one page of a list is asked with, the list
 * state the screens keep. The server searches, filters, sorts and pages as the screens do in the
 * browser (src/list), over the whole list.
 */
export interface ListPageQuery {
  /** 1-based; a page past the end answers the last page. */
  page: number;
  /** Rows per page: 10, 25, 50 or 100. */
  pageSize: number;
  /** The search box's text as typed (trimmed and lower-cased when matching). */
  search?: string;
  /**
   * 'default' (the server's order; pending rows first on the deal and request lists),
   * 'oldToNew', 'newToOld', or a sortable column's id ('name'), descending with '-' before it.
   * @default 'default'
   */
  sort?: string;
  /** Only the rows of one status (lists with a status). @default 'all' */
  status?: 'all' | ListStatus;
  /** Created within these local days, both included; null or left out for any date. */
  range?: DateRange | null;
  /** Only deals whose customer another member registered too (the deal lists). */
  conflictsOnly?: boolean;
  /** Certifications: the type's labels as the screen shows them, which the search and the type column's sort read. */
  typeLabels?: { sales: string; technical: string };
  /**
   * Only a part of the answer: 'rows' for the page's rows without the total and the status counts
   * (the page is found at once where counting what a search finds reads every match), 'counts' for
   * the total and the counts without the rows. A backend may ignore it and answer both
   * (`ListPage.parts` is then left out). Left out: both.
   */
  parts?: 'rows' | 'counts';
}

/** A file the server writes of a list (`ApiExtensions.exportFile`): CSV, the .xls HTML table or an .xlsx workbook. */
export type ExportFileFormat = 'csv' | 'xls' | 'xlsx';

/** Optional, not in SPEC 7 (`ApiExtensions.exportFile`): how the server writes a list's file, as the screens' export would. */
export interface ExportFileOptions extends RequestOptions {
  /** Which file. @default 'csv' */
  format?: ExportFileFormat;
  /** The CSV's separator (the screens' `csvSeparator`; unused by the other formats). */
  separator: ',' | ';';
  /** The .xlsx sheet's name (the screen's title, as the browser's workbook names it). @default 'Sheet1' */
  title?: string;
  /** The user's time zone (an IANA name), for the dates' local time as the browser's export writes them. */
  timeZone: string;
}

/** Optional, not in SPEC 7: one page of a list, its total and its counts per status. */
export interface ListPage<Row> {
  /** The rows of the page (of `page`, clamped to the last page). */
  rows: Row[];
  /** How many rows the whole filtered list has. */
  total: number;
  page: number;
  pageSize: number;
  /** Lists with a status: rows per status among those the other filters keep, and 'all' of them. */
  statusCounts?: Record<'all' | ListStatus, number>;
  /** The deal lists: per row of the page, how many deals of other members conflict with it. */
  conflictCounts?: number[];
  /**
   * The part answered when the query asked for one (`ListPageQuery.parts`) and the backend honoured
   * it. 'rows': `total` is only a lower bound (the rows up to the page's end, one more when `more`),
   * `page` is as asked and `statusCounts` are left out. 'counts': `rows` (and `conflictCounts`) are
   * empty.
   */
  parts?: 'rows' | 'counts';
  /** A rows-only answer: whether rows follow the page. */
  more?: boolean;
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
  /** POST .../{id}/approve. Answers the member as it is now when the backend sends it (the reference backend does), else nothing. */
  approve(id: Id, options?: WriteOptions): Promise<Member | void>;
  /** POST .../{id}/reject with {reason}; the reason must not be blank. Answers like `approve`. */
  reject(id: Id, reason: string, options?: WriteOptions): Promise<Member | void>;
  /** DELETE .../{id}. Distributor removal uses DELETE /distributor/admin/distributors/{id} (a deviation: the spec leaves it open). */
  remove(id: Id, options?: WriteOptions): Promise<void>;
  /** Optional, not in SPEC 7 (`ApiExtensions.query`): GET .../query, one page of the list (`list`'s records). */
  query?(query: ListPageQuery, options?: RequestOptions): Promise<ListPage<Member>>;
  /** Optional, not in SPEC 7 (`ApiExtensions.query`): GET .../pending/query, one page of the sign-up requests (`listPending`'s records). */
  queryPending?(query: ListPageQuery, options?: RequestOptions): Promise<ListPage<Member>>;
  /** Optional, not in SPEC 7 (`ApiExtensions.exportFile`): the address of the list's file (CSV, .xls or .xlsx: `options.format`) for the list state (its page aside), made by the server and valid briefly, for the browser to download as a plain file. */
  exportUrl?(query: ListPageQuery, options: ExportFileOptions): Promise<string>;
  /** Optional, not in SPEC 7: GET .../{id}/history, the member's changes, newest first (also after its removal). */
  history?(id: Id, options?: RequestOptions): Promise<RecordChange[]>;
  /** Optional, not in SPEC 7: POST .../{id}/undo, puts the member back as it was before its latest change (recorded as a change of its own). */
  undo?(id: Id, options: UndoOptions): Promise<Member>;
}

export interface DealsApi<D> {
  /** GET .../deals: the whole list, fetched once. */
  list(options?: RequestOptions): Promise<D[]>;
  /** GET .../deals/{id} */
  get(id: Id, options?: RequestOptions): Promise<D>;
  /** POST .../deals/{id}/approve. Answers the deal as it is now when the backend sends it (the reference backend does), else nothing. */
  approve(id: Id, options?: WriteOptions): Promise<D | void>;
  /** POST .../deals/{id}/reject with {reason}. The reference backend keeps the reason in `rejectionReason` and leaves `remarks` as they are. Answers like `approve`. */
  reject(id: Id, reason: string, options?: WriteOptions): Promise<D | void>;
  /** POST .../deals/{id}/remarks with {remarks}. Answers like `approve`. */
  updateRemarks(id: Id, remarks: string, options?: WriteOptions): Promise<D | void>;
  /** Optional, not in SPEC 7 (`ApiExtensions.query`): GET .../deals/query, one page of the list. */
  query?(query: ListPageQuery, options?: RequestOptions): Promise<ListPage<D>>;
  /** Optional, not in SPEC 7 (`ApiExtensions.exportFile`): the address of the list's file for the list state, as `MembersApi.exportUrl`. */
  exportUrl?(query: ListPageQuery, options: ExportFileOptions): Promise<string>;
  /** Optional, not in SPEC 7: GET .../deals/{id}/history, the deal's changes, newest first. */
  history?(id: Id, options?: RequestOptions): Promise<RecordChange[]>;
  /** Optional, not in SPEC 7: POST .../deals/{id}/undo, puts the deal back as it was before its latest change (recorded as a change of its own). */
  undo?(id: Id, options: UndoOptions): Promise<D>;
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
  /** POST .../{id}/approve. Answers the certification (the list row) as it is now when the backend sends it (the reference backend does), else nothing. */
  approve(id: Id, options?: WriteOptions): Promise<Certification | void>;
  /** POST .../{id}/reject with {remarks}. Answers like `approve`. */
  reject(id: Id, remarks: string, options?: WriteOptions): Promise<Certification | void>;
  /** Optional, not in SPEC 7 (`ApiExtensions.query`): GET .../certifications/query, one page of the list. */
  query?(query: ListPageQuery, options?: RequestOptions): Promise<ListPage<Certification>>;
  /** Optional, not in SPEC 7 (`ApiExtensions.exportFile`): the address of the list's file for the list state, as `MembersApi.exportUrl`. */
  exportUrl?(query: ListPageQuery, options: ExportFileOptions): Promise<string>;
  /** Optional, not in SPEC 7: GET .../{id}/history, the certification's changes, newest first. */
  history?(id: Id, options?: RequestOptions): Promise<RecordChange[]>;
  /** Optional, not in SPEC 7: POST .../{id}/undo, puts the certification back as it was before its latest change (recorded as a change of its own). */
  undo?(id: Id, options: UndoOptions): Promise<Certification>;
}

/** Options of a live subscription. */
export interface SubscribeOptions {
  /** Ends the subscription: it lasts until this signal aborts. */
  signal: AbortSignal;
  /** Told when the connection opens, and when it dropped and a reconnection is awaited. */
  onStatus?: (status: LiveStatus) => void;
}

/** Optional, not in SPEC 7: the changes other consoles make, as they happen. */
export interface EventsApi {
  /**
   * Hears every change to partners, distributors, deals and certifications, whoever made it
   * (this console included), until `options.signal` aborts. After a drop it reconnects by itself,
   * waiting longer after each failed attempt, and then sends `{ type: 'resync' }`.
   *
   * The promise settles only when the subscription ends for good: it rejects with the signal's
   * AbortError when aborted (as every call does), with `SessionExpiredError` when the session
   * ended, and with `ApiError` when the server refuses the stream for good (e.g. 404: there are no
   * events at that address).
   */
  subscribe(onEvent: (event: LiveEvent) => void, options: SubscribeOptions): Promise<void>;
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
  /** Optional, not in SPEC 7: live changes (`ApiExtensions.events`). */
  events?: EventsApi;
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
 * A call of SPEC 7 is `true`; a call beyond it names the extension that brings it (`ApiExtensions`):
 * a backend that implements SPEC 7 alone has none of those, and an API object without a call is
 * how a screen knows (no history section, no Undo, no live updates). `resources.download` is
 * optional too. A wrapper of an API that lacks a call should leave it out as well (`hasExtension`).
 */
export const ADMIN_API_METHODS = {
  auth: { login: true, changePassword: true },
  partners: { list: true, listPending: true, get: true, listDeals: true, approve: true, reject: true, remove: true, query: 'query', queryPending: 'query', exportUrl: 'exportFile', history: 'history', undo: 'undo' },
  distributors: { list: true, listPending: true, get: true, listDeals: true, approve: true, reject: true, remove: true, query: 'query', queryPending: 'query', exportUrl: 'exportFile', history: 'history', undo: 'undo' },
  partnerDeals: { list: true, get: true, approve: true, reject: true, updateRemarks: true, query: 'query', exportUrl: 'exportFile', history: 'history', undo: 'undo' },
  distributorDeals: { list: true, get: true, approve: true, reject: true, updateRemarks: true, query: 'query', exportUrl: 'exportFile', history: 'history', undo: 'undo' },
  resources: { listByType: true, upload: true, remove: true, download: true, uploadLimits: 'limits' },
  quiz: { list: true, create: true, update: true, remove: true },
  certifications: { list: true, get: true, approve: true, reject: true, query: 'query', exportUrl: 'exportFile', history: 'history', undo: 'undo' },
  events: { subscribe: 'events' },
} as const satisfies { [Area in keyof AdminApi]-?: { [Method in keyof NonNullable<AdminApi[Area]>]-?: true | keyof ApiExtensions } };

/** Every call of `AdminApi` as 'area.method', e.g. 'partners.list' or 'partnerDeals.undo'. */
export type AdminApiCall = { [Area in keyof typeof ADMIN_API_METHODS]: `${Area}.${Extract<keyof (typeof ADMIN_API_METHODS)[Area], string>}` }[keyof typeof ADMIN_API_METHODS];

/**
 * The extensions beyond SPEC 7 a backend has; each is off unless set. `createHttpAdminApi({
 * extensions })` makes the calls of those it is told of; `createMemoryAdminApi` makes all of them
 * unless told otherwise. Writes with `expectedVersion` need none: a client only knows a version
 * its backend sent.
 */
export interface ApiExtensions {
  /** `history(id)` on partners, distributors, deals and certifications: a record's changes, newest first. */
  history?: boolean;
  /** `undo(id, { expectedVersion })` on the same areas: a record put back as it was before its latest change. */
  undo?: boolean;
  /** `events.subscribe(onEvent, { signal })`: live changes. */
  events?: boolean;
  /** `resources.uploadLimits()`: the largest file an upload may carry, known before sending. */
  limits?: boolean;
  /** `query(listQuery)` on partners, distributors (and `queryPending`), deals and certifications: one page of a list, searched, filtered and sorted by the server. */
  query?: boolean;
  /**
   * `exportUrl(listQuery, { format, separator, timeZone, title })` on partners, distributors, deals
   * and certifications: a short-lived address (a download ticket in it) of the list's CSV, .xls or
   * .xlsx, written and streamed by the server, so a list of any length is saved by the browser's
   * own downloads.
   */
  exportFile?: boolean;
}

/** `true` for every extension, `false` or nothing for none, or some of them by name. */
export type ApiExtensionsOption = boolean | ApiExtensions;

/**
 * Whether `extensions` (as a host passed it: anything but `true` or a flag set to `true` is off)
 * turns `extension` on. With `ADMIN_API_METHODS`, whether an API made with them has a call.
 * @example
 * const calls = Object.entries(ADMIN_API_METHODS.partners).filter(([, kind]) => kind === true || hasExtension(extensions, kind));
 */
export function hasExtension(extensions: ApiExtensionsOption | undefined, extension: keyof ApiExtensions): boolean {
  return extensions === true || (typeof extensions === 'object' && extensions !== null && extensions[extension] === true);
}

