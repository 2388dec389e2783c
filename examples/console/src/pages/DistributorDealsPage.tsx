import { distributorDealHref } from '../recordPaths.js';
import { DealsPage } from './DealsPage.js';

/**
 * /distributor-deals and /distributor-deals/:dealId: Distributor Deals (SPEC 2.8), the deals registered by distributors; its list state in the URL, and the deal whose
 * details show over it in the path.
 */
export default function DistributorDealsPage() {
  return <DealsPage variant="distributor" listPath="/distributor-deals" dealHref={distributorDealHref} />;
}
