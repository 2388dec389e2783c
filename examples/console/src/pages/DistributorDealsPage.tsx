import { DEALS_FACETS, DealsList } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useDealUrlState, useListUrlState } from '../listUrlState.js';
import { distributorDealHref } from '../recordPaths.js';

/**
 * /distributor-deals and /distributor-deals/:dealId: Distributor Deals (SPEC 2.8), the deals registered by distributors; its list state in the URL, and the deal whose
 * details show over it in the path.
 */
export default function DistributorDealsPage() {
  const { api } = useConsole();
  return <DealsList api={api} variant="distributor" {...useListUrlState(DEALS_FACETS)} {...useDealUrlState('/distributor-deals', distributorDealHref)} />;
}
