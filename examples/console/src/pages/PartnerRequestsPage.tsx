import { useNavigate } from 'react-router-dom';
import { PartnerRequests } from 'partner-console';
import { useConsole } from '../consoleContext.js';

/** /partners/requests: Partner Requests (SPEC 2.6). */
export default function PartnerRequestsPage() {
  const { api } = useConsole();
  const navigate = useNavigate();
  return <PartnerRequests api={api} onBack={() => navigate('/partners')} />;
}
