import type { Id } from 'partner-console';

/**
 * The console's addresses of single records, in one place: the lists link to them, the routes
 * (routes.tsx) read them back.
 */
const segment = (id: Id) => encodeURIComponent(String(id));

/** A partner's review page: also where a partner's sign-up request opens. */
export const partnerHref = (id: Id) => `/partners/${segment(id)}`;
/** A distributor's review page: also where a distributor's sign-up request opens. */
export const distributorHref = (id: Id) => `/distributors/${segment(id)}`;
/** A partner deal's details, over Partner Deals. */
export const partnerDealHref = (id: Id) => `/deals/${segment(id)}`;
/** A distributor deal's details, over Distributor Deals. */
export const distributorDealHref = (id: Id) => `/distributor-deals/${segment(id)}`;
