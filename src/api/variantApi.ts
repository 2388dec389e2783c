import type { DealsApi, DistributorDealsApi, DistributorMembersApi, MembersApi, PartnerDealsApi, PartnerMembersApi, VariantApi } from './AdminApi.js';
import type { Deal } from './types.js';

/** The member calls of the screen's side of the programme (partners or distributors: the same shape). */
export function membersOf<M extends keyof MembersApi<Deal>>(props: VariantApi<PartnerMembersApi<M>, DistributorMembersApi<M>>): Pick<MembersApi<Deal>, M> {
  return (props.variant === 'distributor' ? props.api.distributors : props.api.partners) as Pick<MembersApi<Deal>, M>;
}

/** The deal calls of the screen's side of the programme. */
export function dealsOf<M extends keyof DealsApi<Deal>>(props: VariantApi<PartnerDealsApi<M>, DistributorDealsApi<M>>): Pick<DealsApi<Deal>, M> {
  return (props.variant === 'distributor' ? props.api.distributorDeals : props.api.partnerDeals) as Pick<DealsApi<Deal>, M>;
}

/** Just the variant and its API of a screen's props, to hand on to a dialog of the same side. */
export function variantApiOf<P, D>(props: VariantApi<P, D>): VariantApi<P, D> {
  return props.variant === 'distributor' ? { variant: 'distributor', api: props.api } : { variant: 'partner', api: props.api };
}
