// The README's embedding snippet, word for word (tests/readme.test.ts keeps the two the same): it
// must compile under strict TypeScript against the packed library (tests/e2e/consumerVite.test.ts).
import { PartnersOverview, createHttpAdminApi } from 'partner-console';

const api = createHttpAdminApi({ baseUrl: 'https://partners.example.com/api' });

export function PartnersPage({ navigate }: { navigate: (path: string) => void }) {
  return (
    <PartnersOverview
      api={api}
      onOpen={(id) => navigate(`/partners/${encodeURIComponent(String(id))}`)}
      onViewRequests={() => navigate('/partners/requests')}
    />
  );
}
