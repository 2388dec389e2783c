import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { ErrorBanner } from './ErrorBanner.js';

const meta = {
  title: 'Kit/ErrorBanner',
  component: ErrorBanner,
  args: { variant: 'error', children: 'An error occurred while fetching partners data' },
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A red error, announced at once (the default variant). */
export const Default: Story = {};

/** With a retry action and a close button. */
export const WithActions: Story = {
  args: {
    onDismiss: fn(),
    action: (
      <Button size="sm" onClick={fn()}>
        Retry
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('alert');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Blue, while an upload or removal runs (SPEC 8). */
export const Info: Story = { args: { variant: 'info', children: 'Uploading your content... Please wait.' } };

/** The resources upload banner with its progress bar. */
export const Progress: Story = {
  args: { variant: 'info', children: 'Uploading your content... Please wait.', progress: 0.42 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading your content... Please wait.' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
  },
};
