import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fullPage, storyApi } from '../../.storybook/fixtures.js';
import { desktopOnlyModes, SNAPSHOT_VIEWPORTS } from '../../.storybook/modes.js';
import { AppShell } from '../components/AppShell/index.js';
import { Certifications } from './Certifications/index.js';
import { DealDetailsDialog } from './DealDetailsDialog/index.js';
import { DealsList } from './DealsList/index.js';
import { PartnersOverview } from './MembersOverview/index.js';
import { QuizOverview } from './QuizOverview/index.js';
import { ResourcesOverview } from './ResourcesOverview/index.js';

/**
 * The main screens laid out right to left (`dir="rtl"` on the page, as an Arabic or Hebrew host
 * sets it): a layout check for the components' logical properties, with a baseline each. The
 * direction toolbar does the same for any story.
 */
const meta = {
  title: 'Screens/Right to left',
  globals: { direction: 'rtl' },
  parameters: {
    layout: 'padded',
    // One wide shot per story: the direction is what is checked here.
    chromatic: {
      modes: { desktop: { viewport: SNAPSHOT_VIEWPORTS.desktop }, dark: { disable: true }, ...desktopOnlyModes },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

/** The page reads right to left, and the screen's content starts at the right. */
async function readsRightToLeft(canvasElement: HTMLElement, heading: string) {
  const title = await within(canvasElement).findByRole('heading', { level: 1, name: heading });
  await expect(document.documentElement.dir).toBe('rtl');
  await expect(getComputedStyle(title).direction).toBe('rtl');
}

export const PartnersOverviewRtl: Story = {
  name: 'Partners Overview',
  render: () => <PartnersOverview api={storyApi()} onOpen={noop} onViewRequests={noop} />,
  play: async ({ canvasElement }) => {
    await readsRightToLeft(canvasElement, 'Partners Overview');
    await within(canvasElement).findAllByRole('row');
  },
};

export const DealsListRtl: Story = {
  name: 'Partner Deals',
  render: () => <DealsList api={storyApi()} variant="partner" />,
  play: async ({ canvasElement }) => {
    await readsRightToLeft(canvasElement, 'Partner Deals');
    await within(canvasElement).findAllByRole('button', { name: /^Approve deal/ });
  },
};

export const ResourcesOverviewRtl: Story = {
  name: 'Resources Overview',
  render: () => <ResourcesOverview api={storyApi()} />,
  play: async ({ canvasElement }) => {
    await readsRightToLeft(canvasElement, 'Resources Overview');
    await within(canvasElement).findAllByRole('row');
  },
};

export const QuizOverviewRtl: Story = {
  name: 'Quiz Overview',
  render: () => <QuizOverview api={storyApi()} />,
  play: async ({ canvasElement }) => {
    await readsRightToLeft(canvasElement, 'Quiz Overview');
    await within(canvasElement).findAllByRole('row');
  },
};

export const CertificationsRtl: Story = {
  name: 'Certifications',
  render: () => <Certifications api={storyApi()} />,
  play: async ({ canvasElement }) => {
    await readsRightToLeft(canvasElement, 'Certifications');
    await within(canvasElement).findAllByRole('row');
  },
};

export const DealDetailsRtl: Story = {
  name: 'Deal Details dialog',
  render: () => <DealDetailsDialog api={storyApi()} variant="partner" open onOpenChange={noop} id={1} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Deal Details' });
    await within(dialog).findByText('Customer Information');
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
  },
};

export const AppShellRtl: Story = {
  name: 'App shell',
  parameters: { layout: 'fullscreen' },
  decorators: [fullPage],
  render: () => (
    <AppShell activePath="/partners" user={{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }} onSignOut={noop}>
      <h1>Page at /partners</h1>
    </AppShell>
  ),
  play: async ({ canvasElement }) => {
    await readsRightToLeft(canvasElement, 'Page at /partners');
  },
};
