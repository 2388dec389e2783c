import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { storyApi } from '../../.storybook/fixtures.js';
import { desktopOnlyModes } from '../../.storybook/modes.js';
import { MembersOverview, PartnersOverview, type MembersOverviewProps, type PartnersOverviewProps } from './MembersOverview/index.js';

/**
 * A published screen in a host's page, given props it cannot work with: it shows its own error
 * panel in its place, naming the screen and the prop (in development), and the host's page around
 * it stays as it was.
 */
const meta = {
  title: 'Screens/Failing on its own',
  parameters: { layout: 'padded', chromatic: { modes: desktopOnlyModes } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

/** A host's page: its own heading and link around the embedded screen. */
function HostPage({ children }: { children: ReactNode }) {
  return (
    <div>
      <h1>Intranet home</h1>
      <a href="#wiki">Wiki</a>
      <section aria-label="Embedded screen">{children}</section>
    </div>
  );
}

async function showsPanel(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  const panel = await within(canvas.getByRole('region', { name: 'Embedded screen' })).findByRole('alert', { name: 'Something went wrong' });
  await expect(panel).toHaveTextContent(message);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Intranet home' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Wiki' })).toBeVisible();
}

/** Partners Overview without its `api` (a host that forgot to pass it, in plain JavaScript). */
export const MissingApi: Story = {
  render: () => (
    <HostPage>
      <PartnersOverview {...({ onOpen: noop, onViewRequests: noop } as unknown as PartnersOverviewProps)} />
    </HostPage>
  ),
  play: ({ canvasElement }) =>
    showsPanel(canvasElement, 'PartnersOverview: the `api` prop is missing; pass createHttpAdminApi(...) or an object with partners.list'),
};

/** The generic overview with a `variant` it does not know. */
export const UnknownVariant: Story = {
  render: () => (
    <HostPage>
      <MembersOverview {...({ api: storyApi(), variant: 'x', onOpen: noop, onViewRequests: noop } as unknown as MembersOverviewProps)} />
    </HostPage>
  ),
  play: ({ canvasElement }) => showsPanel(canvasElement, "MembersOverview: the `variant` prop is 'x'; pass 'partner' or 'distributor'"),
};
