export { MemberReview, PartnerReview, DistributorReview } from './MemberReview.js';
export type { MemberReviewProps, PartnerReviewProps, DistributorReviewProps } from './MemberReview.js';
export { useMemberReviewController } from './useMemberReviewController.js';
export type {
  MemberReviewController,
  MemberReviewControllerProps,
  MemberReviewStatus,
  PartnerReviewApi,
  DistributorReviewApi,
} from './useMemberReviewController.js';
export { MemberExportDialog } from './MemberExportDialog.js';
export type { MemberExportDialogProps } from './MemberExportDialog.js';
export { memberExportColumns, memberExportRows, dealPeriod } from './memberExport.js';
export type { MemberExportRow } from './memberExport.js';
