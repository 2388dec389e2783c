import { useNavigate } from 'react-router-dom';
import { DistributorsOverview } from 'partner-console';
import { useConsole } from '../consoleContext.js';

/** /distributors: Distributors Overview (SPEC 2.7). */
export default function DistributorsPage() {
  const { api } = useConsole();
  const navigate = useNavigate();
  return (
    <DistributorsOverview
      api={api}
      onOpen={(id) => navigate(`/distributors/${encodeURIComponent(String(id))}`)}
      onViewRequests={() => navigate('/distributors/requests')}
    />
  );
}
