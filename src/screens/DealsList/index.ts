export { DealsList } from './DealsList.js';
export type { DealsListProps } from './DealsList.js';
export { useDealsListController, DEALS_FACETS } from './useDealsListController.js';
export type {
  DealsListController,
  DealsListControllerProps,
  DealDetailsChange,
  DealDetailsStateProps,
  PartnerDealsListApi,
  DistributorDealsListApi,
} from './useDealsListController.js';
