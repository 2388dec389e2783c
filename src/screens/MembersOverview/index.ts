export { MembersOverview, PartnersOverview, DistributorsOverview } from './MembersOverview.js';
export type { MembersOverviewProps, PartnersOverviewProps, DistributorsOverviewProps } from './MembersOverview.js';
export { useMembersOverviewController } from './useMembersOverviewController.js';
export type { MembersOverviewController, MembersOverviewControllerProps, PartnersOverviewApi, DistributorsOverviewApi } from './useMembersOverviewController.js';
