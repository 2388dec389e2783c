import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inGerman } from '../../../.storybook/fixtures.js';
import type { StatusFilterValue } from '../../list/listState.js';
import { StatusFilter, type StatusFilterProps } from './StatusFilter.js';

/** The filter with its own choice, as a list wires it. */
function StatusFilterDemo({ value: initial, onValueChange, ...props }: StatusFilterProps) {
  const [value, setValue] = useState<StatusFilterValue>(initial);
  return (
    <StatusFilter
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/StatusFilter',
  component: StatusFilter,
  render: (args) => <StatusFilterDemo {...args} />,
  args: { value: 'all', counts: { all: 1234, pending: 48, approved: 1150, rejected: 36 }, onValueChange: fn() },
} satisfies Meta<typeof StatusFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status with its count; a click, or the arrow keys, choose one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'All 1,234' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pending 48' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Approved 1,150' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('approved');
  },
};

/** Pending chosen. */
export const PendingChosen: Story = { args: { value: 'pending' } };

/** Named as a list's rows name the statuses: a request list's 'Accepted'. */
export const OwnLabels: Story = { args: { value: 'approved', labels: { approved: 'Accepted' } } };

/** German: 'Ausstehend 48', digits grouped '1.234'. */
export const German: Story = {
  decorators: [inGerman],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Status' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Alle 1.234' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Ausstehend 48' })).toBeVisible();
  },
};
