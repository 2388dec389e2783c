import { DEALS_FACETS, DealsList } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useListUrlState } from '../listUrlState.js';

/** /distributor-deals: Distributor Deals (SPEC 2.8), the deals registered by distributors; its list state in the URL. */
export default function DistributorDealsPage() {
  const { api } = useConsole();
  return <DealsList api={api} variant="distributor" {...useListUrlState(DEALS_FACETS)} />;
}
