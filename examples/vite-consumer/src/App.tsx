// The embedding snippet of the README: one screen in a host app that has its own emotion theme.
import { ThemeProvider, useTheme } from '@emotion/react';
import { useState } from 'react';
import { DealDetailsDialog, PartnersOverview } from 'partner-console';
import { createMemoryAdminApi } from 'partner-console/memory';

const api = createMemoryAdminApi();

// The host's own theme, read by the host's own components inside and around the screen.
const hostTheme = { brand: 'rgb(200, 60, 0)' };

function HostHeading({ children }: { children: string }) {
  const theme = useTheme() as typeof hostTheme;
  return <h1 style={{ color: theme.brand }}>{children}</h1>;
}

export function App() {
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <ThemeProvider theme={hostTheme}>
      <HostHeading>Host intranet</HostHeading>
      <PartnersOverview api={api} onOpen={(id) => setOpened(String(id))} onViewRequests={() => setOpened('requests')} />
      <p data-testid="opened">{opened ?? 'none'}</p>
      <DealDetailsDialog api={api} variant="partner" open={opened === 'requests'} onOpenChange={(open) => !open && setOpened(null)} id={1} />
    </ThemeProvider>
  );
}
