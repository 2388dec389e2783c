import { REQUESTS_FACETS, DistributorRequests } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useBackToList, useListUrlState } from '../listUrlState.js';

/** /distributors/requests: Distributor Requests (SPEC 2.7), its list state in the URL. */
export default function DistributorRequestsPage() {
  const { api } = useConsole();
  return <DistributorRequests api={api} {...useListUrlState(REQUESTS_FACETS)} onBack={useBackToList('/distributors')} />;
}
