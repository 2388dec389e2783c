import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultMessages as m } from '../../i18n/index.js';
import { SortMenu } from './SortMenu.js';

const meta = {
  title: 'Kit/SortMenu',
  component: SortMenu,
  args: { onValueChange: fn() },
  decorators: [(Story) => <div style={{ minHeight: 180 }}><Story /></div>],
} satisfies Meta<typeof SortMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Sort By Default'; picking an order shows it on the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${m.list.sortBy} ${m.list.sortDefault}` }));
    await expect(await canvas.findByRole('menuitemradio', { name: m.list.sortDefault })).toBeChecked();
    await userEvent.click(await canvas.findByRole('menuitemradio', { name: m.list.sortNewToOld }));
    await expect(args.onValueChange).toHaveBeenCalledWith('newToOld');
    await expect(canvas.getByRole('button', { name: `${m.list.sortBy} ${m.list.sortNewToOld}` })).toHaveFocus();
  },
};

/** Open on 'Old to New'. */
export const OpenOldToNew: Story = {
  args: { defaultValue: 'oldToNew' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${m.list.sortBy} ${m.list.sortOldToNew}` }));
    await expect(await canvas.findByRole('menuitemradio', { name: m.list.sortOldToNew })).toBeChecked();
  },
};

export const Disabled: Story = { args: { disabled: true } };
