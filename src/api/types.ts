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
