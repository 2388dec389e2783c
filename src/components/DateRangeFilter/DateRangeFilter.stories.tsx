import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import type { DateRange } from '../../api/types.js';
import { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter.js';

/** The filter with its applied range kept in state, as a list screen wires it. */
function DateRangeDemo({ value: initial, onApply, onClear, ...props }: DateRangeFilterProps) {
  const [value, setValue] = useState<DateRange | null>(initial);
  return (
    <DateRangeFilter
      {...props}
      value={value}
      onApply={(range) => {
        setValue(range);
        onApply(range);
      }}
      onClear={() => {
        setValue(null);
        onClear();
      }}
    />
  );
}

const meta = {
  title: 'Kit/DateRangeFilter',
  component: DateRangeFilter,
  render: (args) => <DateRangeDemo {...args} />,
  args: { value: null, onApply: fn(), onClear: fn() },
  // Room below the button for the panel in snapshots.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No range yet: the button reads 'Select Date Range'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Select Date Range' });
    await userEvent.click(trigger);
    // The panel's code loads on the first opening (issue 33).
    const apply = await canvas.findByRole('button', { name: 'Apply' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(apply).toBeDisabled();
    fireEvent.change(canvas.getByLabelText('Start Date'), { target: { value: '2026-06-01' } });
    await expect(apply).toBeDisabled();
    fireEvent.change(canvas.getByLabelText('End Date'), { target: { value: '2026-06-30' } });
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith({ start: '2026-06-01', end: '2026-06-30' });
    await expect(canvas.getByRole('button', { name: 'Jun 1, 2026 - Jun 30, 2026' })).toHaveFocus();
  },
};

/** A range applied: the button shows it. */
export const WithValue: Story = { args: { value: { start: '2026-06-01', end: '2026-06-30' } } };

/** The panel's code loads on the first opening (issue 33): a story open from the start waits for it. */
const panelShown: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('group', { name: 'Select Date Range' });
};

/** Open with no dates: Apply is disabled. */
export const Open: Story = { args: { defaultOpen: true }, play: panelShown };

/** Open on an applied range, ready to change or clear it. */
export const OpenWithValue: Story = { args: { defaultOpen: true, value: { start: '2026-06-01', end: '2026-06-30' } }, play: panelShown };

/** The end date before the start date: a short message, and Apply stays disabled. */
export const EndBeforeStart: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.change(await canvas.findByLabelText('Start Date'), { target: { value: '2026-06-30' } });
    fireEvent.change(canvas.getByLabelText('End Date'), { target: { value: '2026-06-01' } });
    await expect(canvas.getByRole('alert')).toHaveTextContent('End Date must be on or after Start Date');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};
