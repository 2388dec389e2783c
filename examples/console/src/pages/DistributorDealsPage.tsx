import { useMemo } from 'react';
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
  const { state, onStateChange } = useListUrlState(DEALS_FACETS);
  const { detailsId, onDetailsChange, dealHref } = useDealUrlState('/distributor-deals', distributorDealHref);
  // The same element while the list's state and the deal shown stay: the list's state written to
  // the URL after the rows' paint renders the route, not the list again (issue 33).
  return useMemo(
    () => <DealsList api={api} variant="distributor" state={state} onStateChange={onStateChange} detailsId={detailsId} onDetailsChange={onDetailsChange} dealHref={dealHref} />,
    [api, state, onStateChange, detailsId, onDetailsChange, dealHref],
  );
}
