// The screens, as the package root publishes them: each one is a controller hook plus a view,
// taking the AdminApi and navigation callbacks as props; both are public, with their props, the
// part of the API each screen calls, and the types of what the controller returns. The pure
// helpers a screen derives its view with stay inside the library.
export { Login, SignInAgainDialog, useLoginController } from './Login/index.js';
export type { LoginProps, SignInAgainDialogProps, LoginController, LoginControllerProps, LoginApi } from './Login/index.js';
export { ForgotPassword } from './ForgotPassword/index.js';
export type { ForgotPasswordProps } from './ForgotPassword/index.js';
export { DealDetailsDialog, useDealDetailsController } from './DealDetailsDialog/index.js';
export type {
  DealDetailsDialogProps,
  DealDetailsController,
  DealDetailsControllerProps,
  PartnerDealDetailsApi,
  DistributorDealDetailsApi,
  DealDetailSection,
  DealDetailField,
} from './DealDetailsDialog/index.js';
export { DealsList, useDealsListController, DEALS_FACETS } from './DealsList/index.js';
export type {
  DealsListProps,
  DealsListController,
  DealsListControllerProps,
  PartnerDealsListApi,
  DistributorDealsListApi,
} from './DealsList/index.js';
export {
  ResourcesOverview,
  useResourcesOverviewController,
  RESOURCES_FACETS,
  ResourceDetailDialog,
  useResourceDetailController,
  COPY_CONFIRMATION_MS,
  UploadContentDialog,
  useUploadContentController,
  DownloadFailedError,
} from './ResourcesOverview/index.js';
export type {
  ResourcesOverviewProps,
  ResourcesOverviewController,
  ResourcesOverviewControllerProps,
  ResourcesOverviewApi,
  ResourceDetailDialogProps,
  ResourceDetailController,
  ResourceDetailApi,
  UploadContentDialogProps,
  UploadStatus,
  UploadContentController,
  UploadContentControllerProps,
  UploadContentApi,
  ContentTypeOption,
  RemovalRequest,
  ResourcesListFacets,
  UploadStep,
  ResourceAddress,
} from './ResourcesOverview/index.js';
export { MembersOverview, PartnersOverview, DistributorsOverview, useMembersOverviewController } from './MembersOverview/index.js';
export type {
  MembersOverviewProps,
  PartnersOverviewProps,
  DistributorsOverviewProps,
  MembersOverviewController,
  MembersOverviewControllerProps,
  PartnersOverviewApi,
  DistributorsOverviewApi,
} from './MembersOverview/index.js';
export { MemberRequests, PartnerRequests, DistributorRequests, useMemberRequestsController, REQUESTS_FACETS } from './MemberRequests/index.js';
export type {
  MemberRequestsProps,
  PartnerRequestsProps,
  DistributorRequestsProps,
  MemberRequestsController,
  MemberRequestsControllerProps,
  PartnerRequestsApi,
  DistributorRequestsApi,
  RequestsListFacets,
} from './MemberRequests/index.js';
export {
  MemberReview,
  PartnerReview,
  DistributorReview,
  useMemberReviewController,
  MemberExportDialog,
  memberExportColumns,
} from './MemberReview/index.js';
export type {
  MemberReviewProps,
  PartnerReviewProps,
  DistributorReviewProps,
  MemberReviewController,
  MemberReviewControllerProps,
  PartnerReviewApi,
  DistributorReviewApi,
  MemberExportDialogProps,
  MemberReviewStatus,
  MemberExportRow,
} from './MemberReview/index.js';
export { QuizOverview, QuestionFormDialog, useQuizOverviewController, MIN_QUIZ_MARKS, QUIZ_FACETS } from './QuizOverview/index.js';
export type {
  QuizOverviewProps,
  QuestionFormDialogProps,
  QuizOverviewController,
  QuizOverviewControllerProps,
  QuizOverviewApi,
  QuizDialogStep,
  QuizListFacets,
  QuestionDraft,
  QuestionDraftErrors,
} from './QuizOverview/index.js';
export { Certifications, useCertificationsController, CERTIFICATIONS_FACETS } from './Certifications/index.js';
export type {
  CertificationsProps,
  CertificationsController,
  CertificationsControllerProps,
  CertificationsListApi,
  CertificationsListFacets,
} from './Certifications/index.js';
export { CertificationDetailDialog, useCertificationDetailController, CERTIFICATION_CLOSE_DELAY_MS } from './CertificationDetailDialog/index.js';
export type {
  CertificationDetailDialogProps,
  CertificationDetailController,
  CertificationDetailControllerProps,
  CertificationDetailApi,
  CertificationDetailView,
  CertificationQuestionView,
  CertificationOptionView,
} from './CertificationDetailDialog/index.js';
