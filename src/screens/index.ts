// The screens, as the package root publishes them: each one is a controller hook plus a view,
// taking the AdminApi and navigation callbacks as props; both are public, with their types. The
// pure helpers a screen derives its view with stay inside the library.
export type * from './CertificationDetailDialog/index.js';
export type * from './Certifications/index.js';
export type * from './DealDetailsDialog/index.js';
export type * from './DealsList/index.js';
export type * from './ForgotPassword/index.js';
export type * from './Login/index.js';
export type * from './MemberRequests/index.js';
export type * from './MemberReview/index.js';
export type * from './MembersOverview/index.js';
export type * from './QuizOverview/index.js';
export type * from './ResourcesOverview/index.js';

export { Login, SignInAgainDialog, useLoginController } from './Login/index.js';
export { ForgotPassword } from './ForgotPassword/index.js';
export { DealDetailsDialog, DealStatusBadge, useDealDetailsController } from './DealDetailsDialog/index.js';
export { DealsList, useDealsListController, DEALS_FACETS } from './DealsList/index.js';
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
export { MembersOverview, PartnersOverview, DistributorsOverview, useMembersOverviewController } from './MembersOverview/index.js';
export { MemberRequests, PartnerRequests, DistributorRequests, useMemberRequestsController, REQUESTS_FACETS } from './MemberRequests/index.js';
export {
  MemberReview,
  PartnerReview,
  DistributorReview,
  useMemberReviewController,
  MemberExportDialog,
  memberExportColumns,
} from './MemberReview/index.js';
export { QuizOverview, QuestionFormDialog, useQuizOverviewController, MIN_QUIZ_MARKS, QUIZ_FACETS } from './QuizOverview/index.js';
export { Certifications, useCertificationsController } from './Certifications/index.js';
export { CertificationDetailDialog, useCertificationDetailController, CERTIFICATION_CLOSE_DELAY_MS } from './CertificationDetailDialog/index.js';
