import { DEALS_FACETS, DealsList } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useListUrlState } from '../listUrlState.js';

/** /partner-deals: Partner Deals (SPEC 2.8), its list state in the URL. */
export default function PartnerDealsPage() {
  const { api } = useConsole();
  return <DealsList api={api} variant="partner" {...useListUrlState(DEALS_FACETS)} />;
}
