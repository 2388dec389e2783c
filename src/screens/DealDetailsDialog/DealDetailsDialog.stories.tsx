import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { demoClock, listening, storyApi as demo, phoneViewport } from '../../../.storybook/fixtures.js';
import type { MemoryAdminApi } from '../../api/memory/createMemoryAdminApi.js';
import { screenModes } from '../../../.storybook/modes.js';
import { generateDemoData } from '../../api/memory/demoData.js';
import type { PartnerDeal } from '../../api/types.js';
import { findDealConflicts } from '../../domain/conflicts.js';
import { DealDetailsDialog } from './DealDetailsDialog.js';

/** A deal with nothing but its id: every field shows '-'. */
export const bareDeal: PartnerDeal = { id: 901 };

const endless = 'x'.repeat(400);

/** A deal whose fields try to break the layout or inject markup. */
export const hostileDeal: PartnerDeal = {
  id: 902,
  partnerFirstName: '<img src=x onerror=alert(1)>',
  partnerLastName: endless,
  partnerCompany: `Company${endless}`,
  customerCompany: '<script>alert("x")</script>',
  dmFirstName: 'Robert"); DROP TABLE deals;--',
  dmEmail: 'javascript:alert(1)//@example.com',
  descriptionCustomerNeeds: `Needs ${'verylongword'.repeat(60)}`,
  comments: 'Line one\nLine two',
  status: 'SOMETHING ELSE',
  remarks: '-',
  createdAt: 'not a date',
};

const meta = {
  title: 'Screens/DealDetailsDialog',
  component: DealDetailsDialog,
  // The fixtures exported for tests are not stories.
  excludeStories: /^[a-z]/,
  parameters: { chromatic: { modes: screenModes } },
  args: { api: demo(), variant: 'partner', open: true, onOpenChange: fn(), id: 1 },
} satisfies Meta<typeof DealDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner deal with every section filled in. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await expect(await within(dialog).findByRole('heading', { name: 'Partner Information' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Date Information' })).toBeVisible();
  },
};

/** A distributor deal: 'Distributor Information' instead of 'Partner Information'. */
export const Distributor: Story = {
  args: { api: demo(), variant: 'distributor', id: 3 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await expect(await within(dialog).findByRole('heading', { name: 'Distributor Information' })).toBeVisible();
  },
};

/** The deal is still loading. */
export const Loading: Story = {
  args: { api: demo((api) => api.control.delay('partnerDeals.get', 'never')) },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading deal details...');
  },
};

/** The deal failed to load: the fallback text with a retry button. */
export const Error: Story = {
  args: { api: demo((api) => api.control.failAlways('partnerDeals.get')) },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load deal details');
  },
};

/** A deal without any fields: '-' everywhere, and the badge says Pending. */
export const MissingValues: Story = {
  args: { api: demo(undefined, { data: { partnerDeals: [bareDeal] } }), id: bareDeal.id },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await expect(await within(dialog).findByText('Pending')).toBeVisible();
    await expect(within(dialog).queryByRole('link')).toBeNull();
  },
};

/** Hostile text stays text, wraps inside the dialog, and an invalid e-mail is no link. */
export const HostileValues: Story = {
  args: { api: demo(undefined, { data: { partnerDeals: [hostileDeal] } }), id: hostileDeal.id },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await expect(await within(dialog).findByText('<script>alert("x")</script>')).toBeVisible();
    await expect(within(dialog).queryByRole('link')).toBeNull();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

const demoDeals = generateDemoData().partnerDeals;
const demoConflicts = findDealConflicts(demoDeals, 'partner');
/** Demo deal 26: Cedar Retail Group in Germany, registered by two other partners within the year. */
const conflictedDeal = demoDeals.find((deal) => deal.id === 26)!;

/**
 * Possible conflicts: each other registration of the customer with its member and the member's
 * company, status, date, country and what matched, each a button that opens it (`onOpenDeal`).
 */
export const PossibleConflicts: Story = {
  args: { id: conflictedDeal.id, conflicts: demoConflicts.others(conflictedDeal), onOpenDeal: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    const section = await within(dialog).findByRole('region', { name: 'Possible conflicts' });
    await expect(within(section).getByText('Other members registered this customer too:')).toBeVisible();
    const entries = within(section).getAllByRole('listitem');
    await expect(entries.map((entry) => within(entry).getByRole('button').textContent)).toEqual(['Deal 29', 'Deal 46']);
    const [first, second] = [demoDeals[28]!, demoDeals[45]!];
    await expect(within(section).getByRole('button', { name: 'Deal 29' })).toHaveAccessibleDescription(
      `${first.partnerFirstName} ${first.partnerLastName}, ${first.partnerCompany} · Feb 27, 2026 · Germany · Same company, country and e-mail domain`,
    );
    await expect(within(entries[1]!).getByText(second.status === 'approved' ? 'Approved' : second.status === 'rejected' ? 'Rejected' : 'Pending')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Deal 46' }));
    await expect(args.onOpenDeal).toHaveBeenCalledWith(46);
  },
};

/** A pending demo deal, to approve and reject. */
const pendingDeal = demoDeals.find((deal) => deal.status === 'pending')!;

/**
 * With `actions`: Approve Deal, Reject Deal and Add (or Edit) remark, as the deal lists decide
 * (SPEC 2.8). Approving shows 'Deal N approved', the badge turns Approved and `onChange` hears it.
 */
export const Actions: Story = {
  args: { id: pendingDeal.id, actions: true, onChange: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await within(dialog).findByText('Pending');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve Deal' }));
    await expect(await within(dialog).findByRole('status', {}, { timeout: 3000 })).toHaveTextContent(`Deal ${pendingDeal.id} approved`);
    await expect(await within(dialog).findByText('Approved')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(pendingDeal.id);
  },
};

/** Reject Deal from Deal Details: the deal lists' Reject Deal dialog over it, with its texts. */
export const RejectFromDetails: Story = {
  args: { id: pendingDeal.id, actions: true, onChange: fn() },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reject Deal' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject Deal' });
    await expect(within(reject).getByText('Please provide a reason for rejecting this deal.')).toBeVisible();
    await expect(within(reject).getByPlaceholderText('Reason for rejection...')).toBeVisible();
  },
};

/**
 * Inside a list: 'Previous deal' and 'Next deal' step through the host's order; on the list's
 * first deal 'Previous deal' stays but does nothing (`onPrevious` undefined).
 */
export const Stepping: Story = {
  args: { id: 1, onNext: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await within(dialog).findByRole('heading', { name: 'Partner Information' });
    await expect(within(dialog).getByRole('button', { name: 'Previous deal' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next deal' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** Closing with the Close button calls onOpenChange(false). */
export const Closing: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await within(dialog).findByRole('heading', { name: 'Partner Information' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** On a phone the dialog fills the screen and the sections stack. */
export const Mobile: Story = {
  ...phoneViewport,
  play: Default.play,
};

/** A rejected deal with a remark: the remark and the rejection reason both show, each labelled, and the history names who rejected it. */
export const RejectedWithRemark: Story = {
  args: { id: 21 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    const additional = await within(dialog).findByRole('region', { name: 'Additional Information' });
    await expect(within(additional).getByText('Insufficient customer details provided')).toBeVisible();
    await expect(within(additional).getByText('Customer already registered by another partner')).toBeVisible();
    const history = await within(dialog).findByRole('region', { name: 'History' });
    await expect(await within(history).findByText(/^Rejected by /)).toBeVisible();
  },
};

/** A backend of SPEC 7 alone: no history call, so no History section. */
export const WithoutHistory: Story = {
  args: { api: demo(undefined, { extensions: false }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await within(dialog).findByRole('heading', { name: 'Partner Information' });
    await expect(within(dialog).queryByRole('region', { name: 'History' })).toBeNull();
  },
};

/**
 * Another administrator (Grace Hopper) rejects the deal while it shows: the status changes at once
 * with 'Rejected by Grace H. just now' beside it, and the history shows her step on top.
 */
export const ChangedByAnotherAdmin: Story = {
  args: { api: demo(undefined, { clock: demoClock }), id: 2 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    const history = await within(dialog).findByRole('region', { name: 'History' });
    await within(history).findByText(/^(Approved|Rejected) by |No changes recorded yet\./);
    await listening(args.api);
    await (args.api as MemoryAdminApi).control.as(2).partnerDeals.reject(2, 'Duplicate registration');
    await expect(await within(dialog).findByText('Rejected by Grace H. just now')).toBeVisible();
    await expect((await within(history).findAllByText(/ by /))[0]).toHaveTextContent('Rejected by Grace Hopper');
  },
};
