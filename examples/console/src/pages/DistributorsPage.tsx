import { DistributorsOverview, type Id } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useListUrlState, useOpenFromList } from '../listUrlState.js';

/** A distributor's review page, for the links on the names. */
const memberHref = (id: Id) => `/distributors/${encodeURIComponent(String(id))}`;

/** /distributors: Distributors Overview (SPEC 2.7), its list state in the URL. */
export default function DistributorsPage() {
  const { api } = useConsole();
  const open = useOpenFromList();
  return (
    <DistributorsOverview
      api={api}
      {...useListUrlState()}
      onOpen={(id) => open(memberHref(id))}
      memberHref={memberHref}
      onViewRequests={() => open('/distributors/requests')}
    />
  );
}
