import { partnerDealHref } from '../recordPaths.js';
import { DealsPage } from './DealsPage.js';

/**
 * /deals and /deals/:dealId: Partner Deals (SPEC 2.8); its list state in the URL, and the deal whose
 * details show over it in the path.
 */
export default function PartnerDealsPage() {
  return <DealsPage variant="partner" listPath="/deals" dealHref={partnerDealHref} />;
}
