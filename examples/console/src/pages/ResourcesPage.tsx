import { ResourcesOverview } from 'partner-console';
import { useConsole } from '../consoleContext.js';

/** /resources: Resources Overview (SPEC 2.10), training and marketing content by group. */
export default function ResourcesPage() {
  const { api } = useConsole();
  return <ResourcesOverview api={api} />;
}
