import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoClock, listening, phoneViewport as phone, storyApi as api } from '../../../.storybook/fixtures.js';
import type { MemoryAdminApi } from '../../api/memory/createMemoryAdminApi.js';
import { screenModes } from '../../../.storybook/modes.js';
import { MemberReview } from './MemberReview.js';


/** Demo partner 2 (Leila Schneider) has five registered deals. */
export const demoPartnerId = 2;

const meta = {
  title: 'Screens/MemberReview',
  component: MemberReview,
  excludeStories: /^[a-z]/,
  parameters: { chromatic: { modes: screenModes } },
  args: { api: api(), variant: 'partner', id: demoPartnerId, onBack: fn(), onRemoved: fn(), layout: 'table' },
} satisfies Meta<typeof MemberReview>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Leila Schneider' });
  // The registered deals too: a snapshot taken while they load has another height.
  await waitFor(() => expect(canvas.queryByText(/^Loading/)).toBeNull());
  return canvas;
}

/** Partner Review: profile card and the partner's registered deals. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Registered Deals' })).toBeVisible();
    await expect(canvas.getByText('Total Deals Registered')).toBeVisible();
  },
};

/** Distributor Review: the same page with distributor wording. */
export const Distributor: Story = {
  args: { api: api(), variant: 'distributor', id: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nora Lopez' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Distributor' })).toBeVisible();
  },
};

/** While the partner loads. */
export const Loading: Story = {
  args: { api: api((memory) => memory.control.delay('partners.get', 'never')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** A partner without registered deals. */
export const Empty: Story = {
  args: { api: api(undefined, { data: { partnerDeals: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('No partner deals found.')).toBeVisible();
  },
};

/** The partner failed to load. */
export const Error: Story = {
  args: { api: api((memory) => memory.control.failAlways('partners.get')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load partner data');
  },
};

/** An unknown partner id. */
export const NotFound: Story = {
  args: { api: api(), id: 'no-such-partner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Partner Not Found' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Return to Partners' })).toBeVisible();
  },
};

/** No id in the route. */
export const MissingId: Story = {
  args: { api: api(), id: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Partner ID is missing');
  },
};

/** A deal row opens the Deal Details dialog. */
export const DealDetails: Story = {
  args: { api: api() },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const rows = canvas.getAllByRole('row');
    await userEvent.click(rows[1] as HTMLElement);
    await expect(await screen.findByRole('dialog', { name: 'Deal Details' })).toBeVisible();
  },
};

/** Step 1 of the removal: the warning. */
export const RemoveConfirm: Story = {
  args: { api: api() },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Partner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Partner?' }));
    await expect(dialog.getByText('The partner will lose partner privileges. This action cannot be undone.')).toBeVisible();
  },
};

/** Step 2 of the removal: the success dialog (then `onRemoved` after 2 s). */
export const Removed: Story = {
  args: { api: api() },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Partner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Partner?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Partner' }));
    await expect(await screen.findByRole('dialog', { name: 'Partner Removed Successfully!' })).toBeVisible();
  },
};

/** The export dialog with the period of the partner's deals. */
export const ExportDialog: Story = {
  args: { api: api() },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export Partner Data' }));
    await expect(dialog.getByRole('checkbox', { name: 'CSV' })).toBeChecked();
  },
};

/** No format ticked: Export is unavailable, with a hint. */
export const ExportNeedsFormat: Story = {
  args: { api: api() },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export Partner Data' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'CSV' }));
    await expect(dialog.getByText('Select at least one format.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A phone-sized screen: the profile stacks and the deals show as cards. */
export const Mobile: Story = {
  ...phone,
  args: { api: api(), layout: 'cards' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Registered Deals' })).toBeVisible();
  },
};

/** Demo partner 5 (Ethan Van Dijk) asked to join and waits for a decision. */
export const pendingPartnerId = 5;
/** Demo partner 12 (Hannah Okafor) was rejected: 'Incomplete company details'. */
export const rejectedPartnerId = 12;

/**
 * A pending member's review page: the sign-up request with Accept and Reject, the request lists'
 * dialogs and texts (SPEC 2.6). Accepting shows 'Partner Accepted Successfully!' and the member
 * as accepted (the request card goes).
 */
export const PendingRequest: Story = {
  args: { api: api(), id: pendingPartnerId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Ethan Van Dijk' });
    const request = canvas.getByRole('region', { name: 'Sign-up request' });
    await expect(within(request).getByText('Waiting for a decision.')).toBeVisible();
    await userEvent.click(within(request).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept Partner' });
    await expect(within(confirm).getByText('Are you sure you want to accept this partner?')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await expect(await screen.findByRole('dialog', { name: 'Partner Accepted Successfully!' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Sign-up request' })).toBeNull());
  },
};

/** A rejected member's review page: the request shows Rejected and the reason given. */
export const RejectedRequest: Story = {
  args: { api: api(), id: rejectedPartnerId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Hannah Okafor' });
    const request = canvas.getByRole('region', { name: 'Sign-up request' });
    await expect(within(request).getByText('Rejected')).toBeVisible();
    await expect(within(request).getByText('Reason for rejection: Incomplete company details')).toBeVisible();
    await expect(within(request).queryByRole('button')).toBeNull();
  },
};

/**
 * Grace Hopper rejected the partner after the page opened (a backend without live events, so the
 * page did not hear it): Remove is refused, and the question names her decision first.
 */
export const RemoveAfterAnotherChange: Story = {
  args: { api: api(undefined, { extensions: { versions: true, history: true, undo: true }, clock: demoClock }) },
  play: async ({ canvasElement, args }) => {
    const canvas = await loaded(canvasElement);
    await (args.api as MemoryAdminApi).control.as(2).partners.reject(demoPartnerId, 'Company could not be verified');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Partner' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Partner?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove Partner' }));
    const question = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    await expect(question).toHaveTextContent(/Rejected by Grace Hopper at .+\. Remove anyway\?/);
  },
};

/** Grace Hopper rejects one of the partner's deals while the page shows: its row says so at once. */
export const DealChangedByAnotherAdmin: Story = {
  args: { api: api(undefined, { clock: demoClock }) },
  play: async ({ canvasElement, args }) => {
    const canvas = await loaded(canvasElement);
    await listening(args.api);
    await (args.api as MemoryAdminApi).control.as(2).partnerDeals.reject(19, 'Outside the registered territory');
    await expect(await canvas.findByText('Rejected by Grace H. just now')).toBeVisible();
  },
};
