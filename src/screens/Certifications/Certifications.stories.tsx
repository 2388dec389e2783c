import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoClock, inGerman, listening, storyApi as demo, phoneViewport as phone } from '../../../.storybook/fixtures.js';
import type { MemoryAdminApi } from '../../api/memory/createMemoryAdminApi.js';
import { desktopOnlyModes, screenModes } from '../../../.storybook/modes.js';
import { listPages } from '../../list/index.js';
import { Certifications } from './Certifications.js';

const meta = {
  title: 'Screens/Certifications',
  component: Certifications,
  parameters: { layout: 'padded', chromatic: { modes: screenModes } },
  args: { api: demo() },
} satisfies Meta<typeof Certifications>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Certification 1 (Lars Dubois, Sales) is pending; 2 (Zara Kowalski) rejected; 4 (Sofia O'Connor) approved. */
async function openDetails(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `View Details for ${name}` }));
  return screen.findByRole('dialog', { name: /Certification$/ });
}

/** The list with the demo data (on a phone: Mobile). */
export const Default: Story = {
  args: { api: demo() },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: /^View Details for / });
    await expect(canvas.getByRole('heading', { name: 'Certifications' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Type of Certification' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Pending' }).length).toBeGreaterThan(0);
  },
};

/** The list is loading. */
export const Loading: Story = {
  args: { api: demo((api) => api.control.delay('certifications.list', 'never')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading certifications...');
  },
};

/** No submissions. */
export const Empty: Story = {
  args: { api: demo(undefined, { data: { certifications: [] } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No certifications found.')).toBeVisible();
  },
};

/** The list failed to load. */
export const Error: Story = {
  args: { api: demo((api) => api.control.failAlways('certifications.list')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load certifications. Please try again later.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The detail modal is loading. */
export const DetailLoading: Story = {
  args: { api: demo((api) => api.control.delay('certifications.get', 'never')) },
  play: async ({ canvasElement }) => {
    const dialog = await openDetails(canvasElement, 'Lars Dubois');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading certification details...');
  },
};

/** The detail failed to load: the modal closes, the banner says so and focus is back on View Details. */
export const DetailError: Story = {
  // As over a network: the modal opens and shows it is loading before the failure closes it. A
  // second of latency, so a busy machine still finds the modal open before it closes.
  args: {
    api: demo((api) => {
      api.control.delay('certifications.get', 1000);
      api.control.failAlways('certifications.get');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewDetails = await canvas.findByRole('button', { name: 'View Details for Lars Dubois' });
    await userEvent.click(viewDetails);
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await expect(await canvas.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Failed to load certification details. Please try again later.');
    await expect(screen.queryByRole('dialog')).toBeNull();
    // The closed modal hands focus back to its opener as it unmounts: the story ends there.
    await waitFor(() => expect(viewDetails).toHaveFocus());
  },
};

/** A pending submission: questions with marked answers, Reject and Approve. */
export const PendingDetail: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDetails(canvasElement, 'Lars Dubois'));
    await expect(await dialog.findByRole('heading', { name: 'Sales Certification' })).toBeVisible();
    await expect(dialog.getByText('Score 4/11')).toBeVisible();
    await expect(dialog.getAllByText('Correct Answer').length).toBeGreaterThan(0);
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeVisible();
  },
};

/** An approved submission: 'Accepted' and 'Certificated Generated', no actions. */
export const AcceptedDetail: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDetails(canvasElement, "Sofia O'Connor"));
    await expect(await dialog.findByText('Certificated Generated')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** A rejected submission: 'Rejected' and the reason. */
export const RejectedDetail: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDetails(canvasElement, 'Zara Kowalski'));
    // Under the decision, and again in the history.
    await expect((await dialog.findAllByText(/^Reason: Score below the 70% pass mark/))[0]).toBeVisible();
  },
};

/** Approving: the button reads 'Approving...'. */
export const Approving: Story = {
  args: { api: demo((api) => api.control.delay('certifications.approve', 'never')) },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDetails(canvasElement, 'Lars Dubois'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByRole('button', { name: 'Approving...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The approval failed: the modal stays and says so. */
export const ApproveError: Story = {
  args: { api: demo((api) => api.control.failAlways('certifications.approve')) },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDetails(canvasElement, 'Lars Dubois'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to approve certification. Please try again.');
  },
};

/** The 'Rejection Reason' dialog. */
export const RejectDialog: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDetails(canvasElement, 'Lars Dubois'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Reject' }));
    const reason = within(await screen.findByRole('dialog', { name: 'Rejection Reason' }));
    await expect(reason.getByPlaceholderText('Enter rejection reason...')).toBeVisible();
  },
};

/** 'Reject Certification' with a blank reason. */
export const RejectReasonRequired: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    await RejectDialog.play!({ canvasElement } as never);
    const reason = within(screen.getByRole('dialog', { name: 'Rejection Reason' }));
    await userEvent.click(reason.getByRole('button', { name: 'Reject Certification' }));
    await expect(await reason.findByRole('alert')).toHaveTextContent('Please provide a reason for rejection');
  },
};

/** The rejection failed: the reason dialog stays with the reason. */
export const RejectError: Story = {
  args: { api: demo((api) => api.control.failAlways('certifications.reject')) },
  play: async ({ canvasElement }) => {
    await RejectDialog.play!({ canvasElement } as never);
    const reason = within(screen.getByRole('dialog', { name: 'Rejection Reason' }));
    await userEvent.type(reason.getByPlaceholderText('Enter rejection reason...'), 'Incomplete');
    await userEvent.click(reason.getByRole('button', { name: 'Reject Certification' }));
    await expect(await reason.findByRole('alert')).toHaveTextContent('Failed to reject certification. Please try again.');
  },
};

/** A 375 px phone: cards with a status badge and the score. */
export const Mobile: Story = {
  ...phone,
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 / 11')).toBeVisible();
  },
};

/** The status filter on Pending: the submissions waiting for a decision, each status named as the icons name it. */
export const StatusFilter: Story = {
  args: { api: demo(), defaultState: { facets: { status: 'pending' } } },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: /^View Details for / });
    await expect(canvas.getByRole('radio', { name: /^Pending \d+$/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Passed \d+$/ })).toBeVisible();
    await expect(canvas.queryAllByRole('img', { name: 'Passed' })).toHaveLength(0);
  },
};

/** Sorted by Marks Attained, highest first, from its header. */
export const SortedByMarks: Story = {
  args: { api: demo(), defaultState: { sort: '-attained' } },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: /^View Details for / });
    await expect(canvas.getByRole('columnheader', { name: 'Marks Attained' })).toHaveAttribute('aria-sort', 'descending');
    const marks = within(canvas.getByRole('table')).getAllByRole('row').slice(1).map((row) => Number(within(row).getAllByRole('cell')[7]!.textContent));
    await expect(marks).toEqual([...marks].sort((a, b) => b - a));
  },
};

/** In German: the headers wrap, nothing scrolls sideways. */
export const German: Story = {
  args: { api: demo() },
  decorators: [inGerman],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Zertifizierungen' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /^Bestanden \d+$/ })).toBeVisible();
  },
};

/** Grace Hopper approves Lars Dubois's pending submission while the list shows: its row says so at once. */
export const ChangedByAnotherAdmin: Story = {
  args: { api: demo(undefined, { clock: demoClock }) },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: /^View Details for / });
    await listening(args.api);
    await (args.api as MemoryAdminApi).control.as(2).certifications.approve(1);
    await expect(await canvas.findByText('Approved by Grace H. just now')).toBeVisible();
  },
};

/** Server mode (issue 34): the submissions come a page at a time from the list query, with the status counts. */
export const ServerMode: Story = {
  args: { api: demo(undefined, { listPages }) },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: /^View Details for / });
    await expect(canvas.getAllByRole('img', { name: 'Pending' }).length).toBeGreaterThan(0);
  },
};
