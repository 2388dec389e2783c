import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchInput } from './SearchInput.js';

const meta = {
  title: 'Kit/SearchInput',
  component: SearchInput,
  args: { placeholder: 'Search by name, email, or company', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; the placeholder is also the accessible name. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search by name, email, or company' });
    await userEvent.type(box, 'ada');
    await expect(box).toHaveValue('ada');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ada');
  },
};

/** With text already typed. */
export const WithValue: Story = { args: { defaultValue: 'Lovelace' } };

/** A deals list: its own placeholder and a shorter accessible name. */
export const WithLabel: Story = {
  args: { placeholder: 'Search by partner, company, or registration number', label: 'Search deals' },
};
