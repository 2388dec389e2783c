import { REQUESTS_FACETS, DistributorRequests } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useBackToList, useListUrlState, useOpenFromList } from '../listUrlState.js';
import { distributorHref } from '../recordPaths.js';

/**
 * /distributors/requests: Distributor Requests (SPEC 2.7), its list state in the URL; a request
 * opens the distributor's review page (Accept and Reject there while it is pending).
 */
export default function DistributorRequestsPage() {
  const { api } = useConsole();
  const open = useOpenFromList();
  return (
    <DistributorRequests
      api={api}
      {...useListUrlState(REQUESTS_FACETS)}
      onBack={useBackToList('/distributors')}
      onOpen={(id) => open(distributorHref(id))}
      memberHref={distributorHref}
    />
  );
}
