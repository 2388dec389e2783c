import { PartnersOverview } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useListUrlState, useOpenFromList } from '../listUrlState.js';
import { partnerHref } from '../recordPaths.js';

/** /partners: Partners Overview (SPEC 2.4), its search, sort, range and page in the URL. */
export default function PartnersPage() {
  const { api } = useConsole();
  const open = useOpenFromList();
  return (
    <PartnersOverview
      api={api}
      {...useListUrlState()}
      onOpen={(id) => open(partnerHref(id))}
      memberHref={partnerHref}
      onViewRequests={() => open('/partners/requests')}
    />
  );
}
