import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { MemoryAdminApi } from '../../api/memory/createMemoryAdminApi.js';
import { DEMO_ADMIN } from '../../api/memory/demoData.js';
import { createSessionStore, memoryStorage } from '../../api/session.js';
import { perRender, storyApi } from '../../../.storybook/fixtures.js';
import { desktopOnlyModes } from '../../../.storybook/modes.js';
import { SignInAgainDialog } from './SignInAgainDialog.js';

/** A fresh in-memory API and session per render. */
function demo(setup?: (api: MemoryAdminApi) => void) {
  return { api: storyApi(setup), session: perRender(() => createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() })) };
}

const meta = {
  title: 'Screens/SignInAgainDialog',
  component: SignInAgainDialog,
  parameters: { layout: 'fullscreen', chromatic: { modes: desktopOnlyModes } },
  args: { ...demo(), email: DEMO_ADMIN.email, onSignedIn: fn(), onSignOut: fn() },
} satisfies Meta<typeof SignInAgainDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The session ended during work: the page behind is kept (hidden) and the password is asked for. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await expect(within(dialog).getByLabelText('Password')).toHaveFocus();
  },
};

/** A wrong password: the server's refusal, the form kept. */
export const WrongPassword: Story = {
  args: demo(),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'not-the-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};
