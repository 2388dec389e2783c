import { DealsList } from 'partner-console';
import { useConsole } from '../consoleContext.js';

/** /distributor-deals: Distributor Deals (SPEC 2.8), the deals registered by distributors. */
export default function DistributorDealsPage() {
  const { api } = useConsole();
  return <DealsList api={api} variant="distributor" />;
}
