import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { StatusBanner } from '../StatusBanner/StatusBanner.js';
import { ErrorBanner } from './ErrorBanner.js';

const meta = {
  title: 'Kit/ErrorBanner',
  component: ErrorBanner,
  args: { children: 'An error occurred while fetching partners data' },
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

/** With the line under the headline that says which kind of failure it was (`errorDetail`). */
export const WithDetail: Story = {
  args: {
    children: 'An error occurred while fetching deals data',
    detail: 'Could not reach the server at https://api.example.com: it is down, or the address is wrong.',
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(within(banner).getByText('An error occurred while fetching deals data')).toBeVisible();
    await expect(within(banner).getByText(/^Could not reach the server at https:\/\/api\.example\.com/)).toBeVisible();
  },
};

// The two stories below show StatusBanner, ErrorBanner's blue counterpart for notices and progress.
// They keep their names here so their snapshots (kit-errorbanner--info, --progress) stay the same.

/** StatusBanner: blue, announced politely, while an upload or removal runs. */
export const Info: Story = { render: () => <StatusBanner>Uploading your content... Please wait.</StatusBanner> };

/** StatusBanner as the resources upload shows it, with its progress bar. */
export const Progress: Story = {
  render: () => <StatusBanner progress={0.42}>Uploading your content... Please wait.</StatusBanner>,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading your content... Please wait.' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
  },
};
