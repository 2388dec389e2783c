import { REQUESTS_FACETS, PartnerRequests } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useBackToList, useListUrlState } from '../listUrlState.js';

/** /partners/requests: Partner Requests (SPEC 2.6), its list state in the URL. */
export default function PartnerRequestsPage() {
  const { api } = useConsole();
  return <PartnerRequests api={api} {...useListUrlState(REQUESTS_FACETS)} onBack={useBackToList('/partners')} />;
}
