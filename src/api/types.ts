/**
 * The records the API sends and takes. Every field the server sends is optional or nullable here
 * on purpose: the console runs against backends it does not control, so screens must cope
 * with records that lack fields. Only `id` is guaranteed, because the client's boundary
 * checks reject records without one.
 */

/** An identifier as the server sends it. */
export type Id = string | number;

/** A date-time string as the server sends it (ISO 8601 expected, not guaranteed). */
export type DateString = string;

/** The signed-in administrator, from the login response (`partnerAdmin`). Stored as `user`. */
export interface AdminUser {
  id?: Id;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** The login response. */
export interface LoginResponse {
  token: string;
  partnerAdmin: AdminUser;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

/** A partner or a distributor: both share one shape. */
export interface Member {
  id: Id;
  firstName?: string | null;
  lastName?: string | null;
  title?: string | null;
  email?: string | null;
  countryCode?: string | null;
  phoneNumber?: string | null;
  position?: string | null;
  companyName?: string | null;
  companySize?: string | number | null;
  address?: string | null;
  street?: string | null;
  city?: string | null;
  country?: string | null;
  isApproved?: boolean | null;
  isActive?: boolean | null;
  /** Not in SPEC 3: the reason given when the sign-up request was rejected (the reference backend sends it). */
  rejectionReason?: string | null;
  /** Not in SPEC 3: raised by the backend on every change (see `RecordVersion`). */
  version?: RecordVersion | null;
  createdAt?: DateString | null;
  updatedAt?: DateString | null;
}

export type Partner = Member;
export type Distributor = Member;

/** Which programme a deal or a member belongs to. */
export type Variant = 'partner' | 'distributor';

/** The fields every deal carries, whichever programme registered it. */
export interface DealBase {
  id: Id;
  customerCompany?: string | null;
  dmTitle?: string | null;
  dmFirstName?: string | null;
  dmLastName?: string | null;
  dmEmail?: string | null;
  dmCountryCode?: string | null;
  dmPhoneNumber?: string | null;
  isExistingCustomer?: boolean | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
  e7PartnerManagerFirstName?: string | null;
  e7PartnerManagerLastName?: string | null;
  e7AccountExecutiveFirstName?: string | null;
  e7AccountExecutiveLastName?: string | null;
  engagementType?: string | null;
  resellerEngagement?: string | null;
  opportunityNumber?: string | null;
  otherResellerEngagement?: string | null;
  descriptionCustomerNeeds?: string | null;
  e7ProductPosition?: string | null;
  e7Platform?: string | null;
  isMultiYear?: boolean | null;
  years?: string | number | null;
  mdfFunding?: string | number | null;
  mdfActivityName?: string | null;
  comments?: string | null;
  /** 'approved', 'rejected', anything else is pending (compared case-insensitively). */
  status?: string | null;
  remarks?: string | null;
  /**
   * Not in SPEC 3: the reason of the latest rejection, kept apart from `remarks` so a rejection
   * never replaces a remark someone typed. Cleared by an approval (the history keeps it).
   */
  rejectionReason?: string | null;
  /** Not in SPEC 3: raised by the backend on every change (see `RecordVersion`). */
  version?: RecordVersion | null;
  createdAt?: DateString | null;
  updatedAt?: DateString | null;
}

/** A deal registered by a partner. */
export interface PartnerDeal extends DealBase {
  partnerId?: Id | null;
  partnerFirstName?: string | null;
  partnerLastName?: string | null;
  partnerTitle?: string | null;
  partnerCompany?: string | null;
}

/** A deal registered by a distributor. */
export interface DistributorDeal extends DealBase {
  distributorId?: Id | null;
  distributorFirstName?: string | null;
  distributorLastName?: string | null;
  distributorTitle?: string | null;
  distributorCompany?: string | null;
  distributorName?: string | null;
  distributorEmail?: string | null;
}

export type Deal = PartnerDeal | DistributorDeal;

/** Resource groups: learning, sales and marketing. */
export type ResourceType = 'LEARNING' | 'SALES' | 'MARKETING';

/** Server content-type codes. */
export type ContentTypeCode =
  | 'SALES_VIDEOS'
  | 'TECH_VIDEOS'
  | 'UNIQUE_SELLING_PROPORTION'
  | 'DATASHEET'
  | 'PRESENTATION'
  | 'EMAIL_TEMPLATES'
  | 'BRANDING'
  | 'MARKETING_LITERATURE'
  | 'DIGITAL_MARKETING'
  | 'MARKETING_CAMPAIGNS';

export interface Resource {
  id: Id;
  title?: string | null;
  createdAt?: DateString | null;
  /** A content-type code; unknown codes display as 'PDF'. */
  contentType?: string | null;
  url?: string | null;
  resourceType?: string | null;
  /** Optional: shown when a backend sends it, otherwise a configurable placeholder. */
  publishedBy?: string | null;
}

export interface ResourceUpload {
  file: Blob;
  /** File name sent with the multipart part. */
  fileName: string;
  title: string;
  resourceType: ResourceType;
  contentType: ContentTypeCode;
}

/** What the backend takes in an upload, known before sending (`resources.uploadLimits`, optional, not in SPEC 7). */
export interface UploadLimits {
  /** The largest file, in bytes (a whole number above 0). */
  maxBytes: number;
}

/** Upload progress, from 0 to 1. */
export interface UploadProgress {
  percent: number;
  transferredBytes: number;
  totalBytes: number;
}

/** How much of an answer's body has arrived: `totalBytes` is undefined when the server does not say (compressed or chunked answers). */
export interface DownloadProgress {
  loadedBytes: number;
  totalBytes: number | undefined;
}

/** The two quiz banks: technical (the default) and sales. */
export type QuizBank = 'tech' | 'sales';

/** The option letters the form holds. */
export type OptionLetter = 'A' | 'B' | 'C' | 'D';

export interface QuizQuestion {
  id: Id;
  question?: string | null;
  marks?: number | string | null;
  optionA?: string | null;
  optionB?: string | null;
  optionC?: string | null;
  optionD?: string | null;
  /** Read back as 'Option-A' .. 'Option-D' (some backends send the bare letter). */
  correctOption?: string | null;
  createdAt?: DateString | null;
  updatedAt?: DateString | null;
}

/** The payload of a quiz create or update. */
export interface QuizQuestionInput {
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  correctOption: OptionLetter;
  marks: number;
}

/** Certification list row. */
export interface Certification {
  id: Id;
  /** The partner's name. */
  name?: string | null;
  designation?: string | null;
  /** 'SALES'; anything else means Technical. */
  type?: string | null;
  /** The submission date. */
  createdAt?: DateString | null;
  totalQuestions?: number | null;
  totalMarks?: number | null;
  marksAttained?: number | null;
  /** 'APPROVED', 'REJECTED', anything else is pending. */
  status?: string | null;
  remarks?: string | null;
  /** Not in SPEC 3: raised by the backend on every change (see `RecordVersion`). */
  version?: RecordVersion | null;
}

export interface CertificationAnswer {
  id: Id;
  question?: string | null;
  optionA?: string | null;
  optionB?: string | null;
  optionC?: string | null;
  optionD?: string | null;
  correctOption?: string | null;
  selectedOption?: string | null;
}

/** The certification detail response. */
export interface CertificationDetail {
  certification: Certification;
  quiz: CertificationAnswer[];
}

/** Date range filter: start and end date strings (YYYY-MM-DD). */
export interface DateRange {
  start: string;
  end: string;
}

/**
 * A record's version: an integer the backend raises on every change to the record (a decision, a
 * remark, an undo). Not in SPEC 3: a backend that implements only SPEC 7 sends none. A write that
 * names the version it read (`expectedVersion`, sent as `If-Match: "<version>"`) fails with
 * `ConflictError` when the record has changed since.
 */
export type RecordVersion = number;

/** The records whose changes are recorded, named as the areas of `AdminApi`. */
export type ChangeArea = 'partners' | 'distributors' | 'partnerDeals' | 'distributorDeals' | 'certifications';

/**
 * What a change did: a decision ('approve', 'reject'), a remark on a deal ('remarks'), a
 * member's removal ('remove') or the undoing of the change before it ('undo'). A backend may
 * send others; show them as they are.
 */
export type ChangeAction = 'approve' | 'reject' | 'remarks' | 'remove' | 'undo';

/**
 * A record's state in a change, the same words for every area: a member's sign-up, a deal and a
 * certification are 'pending', 'approved' or 'rejected'; a removed member is 'removed'.
 */
export type ChangeStatus = 'pending' | 'approved' | 'rejected' | 'removed';

/** The administrator who made a change, as named at the time. */
export interface ChangeAuthor {
  id: Id;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * One change to a record, as the history lists it and the live events carry it: who, when, what
 * (the state before and after) and the reason or remark. The backend appends changes and never
 * alters one; the record is what its changes add up to.
 */
export interface RecordChange {
  /** The change's own id: later changes have greater ids. */
  id: Id;
  area?: ChangeArea | string | null;
  /** The id of the record changed. */
  recordId?: Id | null;
  action?: ChangeAction | string | null;
  fromStatus?: ChangeStatus | string | null;
  toStatus?: ChangeStatus | string | null;
  /** The reason of a rejection, or the text of a remark. */
  reason?: string | null;
  /** The record's version after the change. */
  version?: RecordVersion | null;
  changedBy?: ChangeAuthor | null;
  changedAt?: DateString | null;
  /** For an 'undo': the id of the change it undid. */
  undoes?: Id | null;
}

/** The records a change may carry in a live event. */
export type ChangedRecord = Member | PartnerDeal | DistributorDeal | Certification;

/**
 * What a live subscription hears:
 * - 'change': a record changed (by anyone, this console included). `record` is the record as it
 *   is now (its `version` may be past `change.version` when more changes followed), or null when
 *   it is gone (a removal); a list replaces its row when `record.version` is newer than its own.
 * - 'resync': the stream was interrupted and is back; changes made meanwhile were not heard, so
 *   load again what is shown.
 */
export type LiveEvent = { type: 'change'; change: RecordChange; record: ChangedRecord | null } | { type: 'resync' };

/** The state of a live subscription: connecting (first time), open, or waiting to reconnect after a drop. */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting';
