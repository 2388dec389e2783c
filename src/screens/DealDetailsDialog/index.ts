export { DealDetailsDialog } from './DealDetailsDialog.js';
export type { DealDetailsDialogProps } from './DealDetailsDialog.js';
export { dealDetailSections, useDealDetailsController } from './useDealDetailsController.js';
export type {
  DealDetailField,
  DealDetailSection,
  DealDetailsController,
  DealDetailsControllerProps,
  PartnerDealDetailsApi,
  DistributorDealDetailsApi,
} from './useDealDetailsController.js';
