import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { storyApi } from '../../.storybook/fixtures.js';
import { desktopOnlyModes } from '../../.storybook/modes.js';
import { MembersOverview, PartnersOverview, type MembersOverviewProps, type PartnersOverviewProps } from './MembersOverview/index.js';

/**
 * A published screen in a host's page, given props it cannot work with: it shows its own error
 * panel in its place, naming the screen and the prop (in development also what to pass), and the
 * host's page around it stays as it was.
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

/**
 * What the panel says in this build: a development build names the screen, the prop and what to
 * pass; a production build (the built Storybook, as a host's production bundle) only the screen
 * and the prop (screen.tsx). Vite's PROD is the build's mode, as `process.env.NODE_ENV` is the
 * library's.
 */
interface PanelText {
  development: string;
  production: string;
}

async function showsPanel(canvasElement: HTMLElement, text: PanelText) {
  const canvas = within(canvasElement);
  const panel = await within(canvas.getByRole('region', { name: 'Embedded screen' })).findByRole('alert', { name: 'Something went wrong' });
  if (import.meta.env.PROD) {
    await expect(panel).toHaveTextContent(text.production);
    await expect(panel).not.toHaveTextContent(text.development);
  } else {
    await expect(panel).toHaveTextContent(text.development);
  }
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
    showsPanel(canvasElement, {
      development: 'PartnersOverview: the `api` prop is missing; pass createHttpAdminApi(...) or an object with partners.list',
      production: 'PartnersOverview: invalid `api` prop',
    }),
};

/** The generic overview with a `variant` it does not know. */
export const UnknownVariant: Story = {
  render: () => (
    <HostPage>
      <MembersOverview {...({ api: storyApi(), variant: 'x', onOpen: noop, onViewRequests: noop } as unknown as MembersOverviewProps)} />
    </HostPage>
  ),
  play: ({ canvasElement }) =>
    showsPanel(canvasElement, {
      development: "MembersOverview: the `variant` prop is 'x'; pass 'partner' or 'distributor'",
      production: 'MembersOverview: invalid `variant` prop',
    }),
};
