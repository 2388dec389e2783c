// Pure derivations of server records that several screens share.
export { dealOwnerName, normaliseDealStatus, toDealRow } from './dealRow.js';
export type { AnyDeal, DealRow, DealStatus } from './dealRow.js';
export {
  ACCEPTED_EXTENSIONS,
  CONTENT_TYPE_CODES,
  FALLBACK_CONTENT_TYPE,
  IMAGE_EXTENSIONS,
  RESOURCE_GROUPS,
  RESOURCE_TYPES,
  acceptFor,
  contentTypeCode,
  contentTypeLabel,
  contentTypesOf,
  fileExtension,
  fileMatchesRule,
  formatsHint,
  isContentTypeCode,
  isVideoType,
  kindText,
  resourceGroupLabel,
  resourceKind,
  resourceTabLabel,
  uploadKind,
  uploadRuleFor,
  validateUpload,
} from './contentTypes.js';
export type { FileFacts, ResourceKind, UploadDraft, UploadProblems, UploadRule } from './contentTypes.js';
export { decideRequest, isMemberActive, memberName, memberSearchFields, requestState } from './member.js';
export type { RequestDecision, RequestState } from './member.js';
export { OPTION_LETTERS, optionKey, optionLetterOf, optionText } from './quizOption.js';
export { certificationKind, certificationState } from './certification.js';
export type { CertificationKind, CertificationState } from './certification.js';
