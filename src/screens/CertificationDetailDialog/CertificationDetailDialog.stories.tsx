import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoClock, listening, storyApi as demo } from '../../../.storybook/fixtures.js';
import type { MemoryAdminApi } from '../../api/memory/createMemoryAdminApi.js';
import { screenModes } from '../../../.storybook/modes.js';
import { CertificationDetailDialog } from './CertificationDetailDialog.js';

// In the demo data certification 1 is a pending Sales submission, 2 a rejected and 4 an approved Technical one.
const meta = {
  title: 'Screens/CertificationDetailDialog',
  component: CertificationDetailDialog,
  parameters: { chromatic: { modes: screenModes } },
  args: { api: demo(), open: true, onOpenChange: fn(), id: 1, onLoadError: fn(), onDecided: fn() },
} satisfies Meta<typeof CertificationDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending submission: every question with the correct and the selected answer, Reject and Approve. */
export const Pending: Story = {
  args: { api: demo(), id: 1 },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    await expect(dialog.getByText('Submitted On')).toBeVisible();
    await expect(dialog.getByText('Lars Dubois')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeVisible();
  },
};

/** Loading the submission. */
export const Loading: Story = {
  args: { api: demo((api) => api.control.delay('certifications.get', 'never')), id: 1 },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading certification details...');
  },
};

/** An accepted submission. */
export const Accepted: Story = {
  args: { api: demo(), id: 4 },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Technical Certification' }));
    await expect(await dialog.findByText('Accepted')).toBeVisible();
    await expect(await dialog.findByText('Certificated Generated')).toBeVisible();
  },
};

/** A rejected submission with its reason (under the decision, and in the history). */
export const Rejected: Story = {
  args: { api: demo(), id: 2 },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Technical Certification' }));
    await expect(dialog.getAllByText(/^Reason: /)[0]).toBeVisible();
  },
};

/** Just approved: 'Accepted' shows, the record is reported and the modal closes half a second later. */
export const JustApproved: Story = {
  args: { api: demo(), id: 1 },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByText('Certificated Generated')).toBeVisible();
    await expect(args.onDecided).toHaveBeenCalledWith(expect.objectContaining({ id: 1, status: 'APPROVED' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The reason dialog over the modal. */
export const RejectionReason: Story = {
  args: { api: demo(), id: 1 },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    const reason = await screen.findByRole('dialog', { name: 'Rejection Reason' });
    await expect(within(reason).getByText('Please provide a reason for rejecting this certification:')).toBeVisible();
  },
};

/** Rejecting: the button reads 'Rejecting...'. */
export const Rejecting: Story = {
  args: { api: demo((api) => api.control.delay('certifications.reject', 'never')), id: 1 },
  play: async () => {
    await RejectionReason.play!({} as never);
    const reason = within(screen.getByRole('dialog', { name: 'Rejection Reason' }));
    await userEvent.type(reason.getByPlaceholderText('Enter rejection reason...'), 'Incomplete');
    await userEvent.click(reason.getByRole('button', { name: 'Reject Certification' }));
    await expect(await reason.findByRole('button', { name: 'Rejecting...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A backend with versions, history and undo but no live events: a change made elsewhere goes unseen until a decision meets it. */
const withoutEvents = { extensions: { versions: true, history: true, undo: true }, clock: demoClock } as const;

/**
 * Grace Hopper rejected the submission after it was opened here (no live events to tell): Approve
 * is refused, and the question names her decision before anything is written over it.
 */
export const OverwriteQuestion: Story = {
  args: { api: demo(undefined, withoutEvents), id: 1 },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    await dialog.findByRole('button', { name: 'Approve' });
    await (args.api as MemoryAdminApi).control.as(2).certifications.reject(1, 'Score too low');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    const question = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    await expect(question).toHaveTextContent(/^Changed by someone elseRejected by Grace Hopper at .+\. Approve anyway\?/);
    await expect(within(question).getByRole('button', { name: 'Approve anyway' })).toBeVisible();
  },
};

/** Just approved: the Undo bar offers the decision back for 10 seconds, without taking the focus. */
export const UndoAfterApprove: Story = {
  args: { api: demo(undefined, { clock: demoClock }), id: 1 },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    const bar = await screen.findByRole('region', { name: 'Last decision' });
    await expect(await within(bar).findByText('Lars Dubois approved.')).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(bar).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** Grace Hopper approves the submission while it shows: 'Approved by Grace H. just now', and her step tops the history. */
export const ChangedByAnotherAdmin: Story = {
  args: { api: demo(undefined, { clock: demoClock }), id: 1 },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    const history = within(await dialog.findByRole('region', { name: 'History' }));
    await history.findByText('No changes recorded yet.');
    await listening(args.api);
    await (args.api as MemoryAdminApi).control.as(2).certifications.approve(1);
    await expect(await dialog.findByText('Approved by Grace H. just now')).toBeVisible();
    await expect(await history.findByText('Approved by Grace Hopper')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};
