'use client';
// The one client module of the app: it owns the API client (functions cannot cross from a Server
// Component to the browser) and the navigation callbacks, and renders the library's screens.
import { DealsList, PartnersOverview } from 'partner-console';
import { createMemoryAdminApi } from 'partner-console/memory';
import { useRouter } from 'next/navigation';

// A real app would use createHttpAdminApi({ baseUrl: '/api' }); the demo data keeps this example self-contained.
const api = createMemoryAdminApi();

export function PartnersScreen() {
  const router = useRouter();
  return <PartnersOverview api={api} onOpen={(id) => router.push(`/partners/${encodeURIComponent(String(id))}`)} onViewRequests={() => router.push('/deals')} />;
}

export function DealsScreen() {
  return <DealsList api={api} variant="partner" />;
}
