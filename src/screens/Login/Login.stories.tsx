import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MemoryAdminApi } from '../../api/memory/createMemoryAdminApi.js';
import { DEMO_ADMIN } from '../../api/memory/demoData.js';
import { createSessionStore, memoryStorage } from '../../api/session.js';
import { perRender, storyApi } from '../../../.storybook/fixtures.js';
import { defaultMessages } from '../../i18n/messages.js';
import { screenModes } from '../../../.storybook/modes.js';
import { Login } from './Login.js';

/** A fresh in-memory API and session per render, so no story sees another's sign-in. */
function demo(setup?: (api: MemoryAdminApi) => void) {
  return { api: storyApi(setup), session: perRender(() => createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() })) };
}

const meta = {
  title: 'Screens/Login',
  component: Login,
  parameters: { layout: 'fullscreen', chromatic: { modes: screenModes } },
  args: { ...demo(), onSignedIn: fn(), onForgotPassword: fn() },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, password: string = DEMO_ADMIN.password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), DEMO_ADMIN.email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  return canvas;
}

/** The empty form. */
export const Default: Story = {};

/** The sign-in request is under way: the button reads 'Signing In...'. */
export const Busy: Story = {
  args: demo((api) => api.control.delay('auth.login', 'never')),
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('button', { name: 'Signing In...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Wrong credentials: the server's message shows in a red alert. */
export const ServerError: Story = {
  args: demo(),
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

/** A failure without a server message: the fallback text shows. */
export const FallbackError: Story = {
  args: demo((api) => api.control.failAlways('auth.login')),
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(defaultMessages.auth.loginFailed);
  },
};

/** Sent here after the session ran out. */
export const WithNotice: Story = {
  args: { notice: defaultMessages.session.expired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Session expired. Please login again.');
  },
};

/** The password shown as text after pressing the eye button. */
export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'Admin@12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

/** Correct credentials: the session is stored and `onSignedIn` is called. */
export const SignedIn: Story = {
  args: demo(),
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignedIn).toHaveBeenCalled();
    await expect(args.session.read()?.user.firstName).toBe(DEMO_ADMIN.firstName);
  },
};
