import { DistributorsOverview } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useListUrlState, useOpenFromList } from '../listUrlState.js';
import { distributorHref } from '../recordPaths.js';

/** /distributors: Distributors Overview (SPEC 2.7), its list state in the URL. */
export default function DistributorsPage() {
  const { api } = useConsole();
  const open = useOpenFromList();
  return (
    <DistributorsOverview
      api={api}
      {...useListUrlState()}
      onOpen={(id) => open(distributorHref(id))}
      memberHref={distributorHref}
      onViewRequests={() => open('/distributors/requests')}
    />
  );
}
