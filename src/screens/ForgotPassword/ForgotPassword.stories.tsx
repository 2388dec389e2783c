import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenModes } from '../../../.storybook/modes.js';
import { ForgotPassword } from './ForgotPassword.js';

const meta = {
  title: 'Screens/ForgotPassword',
  component: ForgotPassword,
  parameters: { layout: 'fullscreen', chromatic: { modes: screenModes } },
  args: { onBackToSignIn: fn() },
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The instructions and the way back to sign-in. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Back to Sign In' });
    await expect(back).toHaveAttribute('href', '/login');
    await userEvent.click(back);
    await expect(args.onBackToSignIn).toHaveBeenCalledWith('/login');
  },
};
