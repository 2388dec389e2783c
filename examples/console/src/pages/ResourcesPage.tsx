import { RESOURCES_FACETS, ResourcesOverview } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useListUrlState } from '../listUrlState.js';

/** /resources: Resources Overview; the tab (?tab=SALES), content types, search and page in the URL. */
export default function ResourcesPage() {
  const { api } = useConsole();
  return <ResourcesOverview api={api} {...useListUrlState(RESOURCES_FACETS)} />;
}
