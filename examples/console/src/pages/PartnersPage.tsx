import { useNavigate } from 'react-router-dom';
import { PartnersOverview } from 'partner-console';
import { useConsole } from '../consoleContext.js';

/** /partners: Partners Overview (SPEC 2.4). */
export default function PartnersPage() {
  const { api } = useConsole();
  const navigate = useNavigate();
  return (
    <PartnersOverview
      api={api}
      onOpen={(id) => navigate(`/partners/${encodeURIComponent(String(id))}`)}
      onViewRequests={() => navigate('/partners/requests')}
    />
  );
}
