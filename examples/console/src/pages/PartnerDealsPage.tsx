import { DEALS_FACETS, DealsList } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useDealUrlState, useListUrlState } from '../listUrlState.js';
import { partnerDealHref } from '../recordPaths.js';

/**
 * /deals and /deals/:dealId: Partner Deals (SPEC 2.8); its list state in the URL, and the deal whose
 * details show over it in the path.
 */
export default function PartnerDealsPage() {
  const { api } = useConsole();
  return <DealsList api={api} variant="partner" {...useListUrlState(DEALS_FACETS)} {...useDealUrlState('/deals', partnerDealHref)} />;
}
