import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoClock, inGerman, listening, phoneViewport as phone, storyApi as api } from '../../../.storybook/fixtures.js';
import type { MemoryAdminApi } from '../../api/memory/createMemoryAdminApi.js';
import { screenModes } from '../../../.storybook/modes.js';
import { listPages } from '../../list/index.js';
import { MemberRequests } from './MemberRequests.js';


/** The first pending partner request of the demo data. */
export const pendingPartnerName = 'Ethan Van Dijk';

const meta = {
  title: 'Screens/MemberRequests',
  component: MemberRequests,
  excludeStories: /^[a-z]/,
  parameters: { chromatic: { modes: screenModes } },
  args: { api: api(), variant: 'partner', onBack: fn(), layout: 'table' },
} satisfies Meta<typeof MemberRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the accept or reject dialog of the first pending request. */
async function openDecision(canvasElement: HTMLElement, decision: 'Accept' | 'Reject') {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `${decision} ${pendingPartnerName}` }));
  return within(await screen.findByRole('dialog', { name: `${decision} Partner` }));
}

/** Partner Requests: the pending requests first, with tick and cross; the decided ones follow with their badge. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Accept ${pendingPartnerName}` })).toBeVisible();
    // Page 1 opens with a pending request.
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(within(firstRow).getByRole('button', { name: /^Accept / })).toBeVisible();
  },
};

/** The status filter on Pending (the 'Pending only' box of old, `show=pending`): the decided requests are out of the way. */
export const StatusPending: Story = {
  args: { api: api(), defaultState: { facets: { status: 'pending' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Accept ${pendingPartnerName}` })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Pending \d+$/ })).toBeChecked();
    await expect(within(canvas.getByRole('table')).queryByText('Accepted')).not.toBeInTheDocument();
  },
};

/** The status filter on Accepted, as the Action column's badges name it. */
export const StatusAccepted: Story = {
  args: { api: api(), defaultState: { facets: { status: 'approved' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /^Accepted \d+$/ })).toBeChecked();
    await expect(within(canvas.getByRole('table')).queryByRole('button', { name: /^Accept / })).not.toBeInTheDocument();
  },
};

/** Sorted by Company Name, descending, from its header. */
export const SortedByCompanyDescending: Story = {
  args: { api: api(), defaultState: { sort: '-companyName' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'Company Name' })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** In German: 'Ausstehend', 'Angenommen'; the headers wrap and nothing scrolls sideways. */
export const German: Story = {
  args: { api: api() },
  decorators: [inGerman],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Partneranfragen' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /^Angenommen \d+$/ })).toBeVisible();
  },
};

/** Distributor Requests with the distributor wording. */
export const Distributors: Story = {
  args: { api: api(), variant: 'distributor' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Distributor Requests' })).toBeVisible();
  },
};

/** While the requests load. */
export const Loading: Story = {
  args: { api: api((memory) => memory.control.delay('partners.listPending', 'never')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading partners...');
  },
};

/** No requests. */
export const Empty: Story = {
  args: { api: api(undefined, { data: { partners: [] } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No partner requests found')).toBeVisible();
  },
};

/** The requests failed to load. */
export const Error: Story = {
  args: { api: api((memory) => memory.control.failAlways('partners.listPending')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching partner requests');
  },
};

/** Step 1 of accepting: the confirmation. */
export const AcceptDialog: Story = {
  args: { api: api() },
  play: async ({ canvasElement }) => {
    const dialog = await openDecision(canvasElement, 'Accept');
    await expect(dialog.getByText('Are you sure you want to accept this partner?')).toBeVisible();
  },
};

/** Step 2 of accepting: the success dialog; the row then reads 'Accepted'. */
export const Accepted: Story = {
  args: { api: api() },
  play: async ({ canvasElement }) => {
    const dialog = await openDecision(canvasElement, 'Accept');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    const success = within(await screen.findByRole('dialog', { name: 'Partner Accepted Successfully!' }));
    await expect(success.getByText('The partner has been notified about your decision.')).toBeVisible();
  },
};

/** Step 1 of rejecting: the reason dialog. */
export const RejectDialog: Story = {
  args: { api: api() },
  play: async ({ canvasElement }) => {
    const dialog = await openDecision(canvasElement, 'Reject');
    await expect(dialog.getByLabelText('Reason for Rejection*')).toBeVisible();
  },
};

/** A blank reason is refused with an explanation. */
export const RejectBlankReason: Story = {
  args: { api: api() },
  play: async ({ canvasElement }) => {
    const dialog = await openDecision(canvasElement, 'Reject');
    await userEvent.type(dialog.getByLabelText('Reason for Rejection*'), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('Please provide a reason for rejection')).toBeVisible();
  },
};

/** Step 2 of rejecting: the success dialog. */
export const Rejected: Story = {
  args: { api: api() },
  play: async ({ canvasElement }) => {
    const dialog = await openDecision(canvasElement, 'Reject');
    await userEvent.type(dialog.getByLabelText('Reason for Rejection*'), 'Not a reseller');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await screen.findByRole('dialog', { name: 'Partner Rejected Successfully!' })).toBeVisible();
  },
};

/** The approval failed: the dialog stays open with the error. */
export const AcceptFailed: Story = {
  args: { api: api((memory) => memory.control.failAlways('partners.approve')) },
  play: async ({ canvasElement }) => {
    const dialog = await openDecision(canvasElement, 'Accept');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Failed to approve partner'));
  },
};

/** A phone-sized screen: the requests as cards, one box each for the pending ones, 'select all' once above them. */
export const Mobile: Story = {
  ...phone,
  args: { api: api(), layout: 'cards' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Accept ${pendingPartnerName}` })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox', { name: 'Select every row on this page' })).toHaveLength(1);
    for (const card of within(canvas.getByRole('list', { name: 'Partner Requests' })).getAllByRole('listitem')) {
      await expect(within(card).queryAllByRole('checkbox').length).toBeLessThanOrEqual(1);
    }
  },
};

/**
 * With `onOpen` and `memberHref`: each name is a link to the member's page and a row opens it on
 * click or Enter (the review page, with Accept and Reject for a pending request); the tick and the
 * cross still decide in place.
 */
export const OpensDetails: Story = {
  args: { onOpen: fn(), memberHref: (id) => `/partners/${String(id)}` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: pendingPartnerName });
    await expect(link).toHaveAttribute('href', '/partners/5');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenLastCalledWith(5);
  },
};

/** Grace Hopper rejects the first pending request while the list shows: its row says so at once. */
export const ChangedByAnotherAdmin: Story = {
  args: { api: api(undefined, { clock: demoClock }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: `Accept ${pendingPartnerName}` });
    await listening(args.api);
    // Ethan Van Dijk is partner 5 of the demo data.
    await (args.api as MemoryAdminApi).control.as(2).partners.reject(5, 'Company could not be verified');
    await expect(await canvas.findByText('Rejected by Grace H. just now')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Accept ${pendingPartnerName}` })).toBeNull();
  },
};

/** Server mode (issue 34): the requests come a page at a time from the list query, the pending ones first. */
export const ServerMode: Story = {
  args: { api: api(undefined, { listPages }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Accept ${pendingPartnerName}` })).toBeVisible();
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(within(firstRow).getByRole('button', { name: /^Accept / })).toBeVisible();
  },
};
