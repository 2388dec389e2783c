import { PartnersOverview, type Id } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useListUrlState, useOpenFromList } from '../listUrlState.js';

/** A partner's review page, for the links on the names. */
const memberHref = (id: Id) => `/partners/${encodeURIComponent(String(id))}`;

/** /partners: Partners Overview (SPEC 2.4), its search, sort, range and page in the URL. */
export default function PartnersPage() {
  const { api } = useConsole();
  const open = useOpenFromList();
  return (
    <PartnersOverview
      api={api}
      {...useListUrlState()}
      onOpen={(id) => open(memberHref(id))}
      memberHref={memberHref}
      onViewRequests={() => open('/partners/requests')}
    />
  );
}
