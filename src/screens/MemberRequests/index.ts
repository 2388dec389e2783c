export { MemberRequests, PartnerRequests, DistributorRequests } from './MemberRequests.js';
export type { MemberRequestsProps, PartnerRequestsProps, DistributorRequestsProps } from './MemberRequests.js';
export { useMemberRequestsController, REQUESTS_FACETS } from './useMemberRequestsController.js';
export type {
  MemberRequestsController,
  MemberRequestsControllerProps,
  PartnerRequestsApi,
  DistributorRequestsApi,
  RequestsListFacets,
} from './useMemberRequestsController.js';
