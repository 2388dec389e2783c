import { useNavigate } from 'react-router-dom';
import { DistributorRequests } from 'partner-console';
import { useConsole } from '../consoleContext.js';

/** /distributors/requests: Distributor Requests (SPEC 2.7). */
export default function DistributorRequestsPage() {
  const { api } = useConsole();
  const navigate = useNavigate();
  return <DistributorRequests api={api} onBack={() => navigate('/distributors')} />;
}
