import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyApi } from '../../../.storybook/fixtures.js';
import { DEMO_ADMIN } from '../../api/memory/demoData.js';
import { ChangePasswordDialog } from './ChangePasswordDialog.js';
import { LOGOUT_DELAY_MS } from './useChangePasswordController.js';

const meta = {
  title: 'Components/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { api: storyApi(), defaultOpen: true, onSignedOut: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal on the body. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function fill(canvasElement: HTMLElement, current: string, next: string, confirm: string) {
  const body = page(canvasElement);
  if (current) await userEvent.type(body.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(body.getByLabelText('New Password'), next);
  if (confirm) await userEvent.type(body.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(body.getByRole('button', { name: 'Change Password' }));
  return body;
}

async function expectAlert(canvasElement: HTMLElement, text: string) {
  await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(text);
}

/** The empty form. */
export const Default: Story = {};

/** Rule 1: every field is required. */
export const AllFieldsRequired: Story = {
  play: async (context) => {
    await fill(context.canvasElement, DEMO_ADMIN.password, 'Short1', '');
    await expectAlert(context.canvasElement, 'All fields are required');
  },
};

/** Rule 2: new and confirm must match (checked before the length). */
export const PasswordsDoNotMatch: Story = {
  play: async (context) => {
    await fill(context.canvasElement, DEMO_ADMIN.password, 'short', 'other');
    await expectAlert(context.canvasElement, 'New passwords do not match');
  },
};

/** Rule 3: at least 8 characters. */
export const TooShort: Story = {
  play: async (context) => {
    await fill(context.canvasElement, DEMO_ADMIN.password, 'short', 'short');
    await expectAlert(context.canvasElement, 'New password must be at least 8 characters long');
  },
};

/** The server refused: its message shows and the inputs stay. */
export const ServerError: Story = {
  args: { api: storyApi() },
  play: async (context) => {
    const body = await fill(context.canvasElement, 'not-the-password', 'NewPass@2024', 'NewPass@2024');
    await expectAlert(context.canvasElement, 'Current password is incorrect');
    await expect(body.getByLabelText('Current Password')).toHaveValue('not-the-password');
  },
};

/** A failure without a server message. */
export const UnknownError: Story = {
  args: { api: storyApi((api) => api.control.failAlways('auth.changePassword')) },
  play: async (context) => {
    await fill(context.canvasElement, DEMO_ADMIN.password, 'NewPass@2024', 'NewPass@2024');
    await expectAlert(context.canvasElement, 'An unknown error occurred');
  },
};

/** The change is being sent. */
export const Busy: Story = {
  args: { api: storyApi((api) => api.control.delay('auth.changePassword', 'never')) },
  play: async ({ canvasElement }) => {
    const body = await fill(canvasElement, DEMO_ADMIN.password, 'NewPass@2024', 'NewPass@2024');
    await expect(await body.findByRole('button', { name: 'Changing...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Accepted: the success text, then the sign-out 1.5 s later. */
export const Success: Story = {
  args: { api: storyApi() },
  play: async ({ canvasElement, args }) => {
    const body = await fill(canvasElement, DEMO_ADMIN.password, 'NewPass@2024', 'NewPass@2024');
    await expect(await body.findByRole('status')).toHaveTextContent('Password changed successfully! Logging you out...');
    await expect(args.onSignedOut).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledTimes(1), { timeout: LOGOUT_DELAY_MS + 1500 });
  },
};
