import { REQUESTS_FACETS, PartnerRequests } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useBackToList, useListUrlState, useOpenFromList } from '../listUrlState.js';
import { partnerHref } from '../recordPaths.js';

/**
 * /partners/requests: Partner Requests (SPEC 2.6), its list state in the URL; a request opens the
 * partner's review page (Accept and Reject there while it is pending), whose Back returns here.
 */
export default function PartnerRequestsPage() {
  const { api } = useConsole();
  const open = useOpenFromList();
  return (
    <PartnerRequests
      api={api}
      {...useListUrlState(REQUESTS_FACETS)}
      onBack={useBackToList('/partners')}
      onOpen={(id) => open(partnerHref(id))}
      memberHref={partnerHref}
    />
  );
}
