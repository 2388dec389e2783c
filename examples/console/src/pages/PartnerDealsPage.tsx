import { DealsList } from 'partner-console';
import { useConsole } from '../consoleContext.js';

/** /deals: Partner Deals (SPEC 2.8), the deals registered by partners. */
export default function PartnerDealsPage() {
  const { api } = useConsole();
  return <DealsList api={api} variant="partner" />;
}
