import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultMessages as m } from '../../i18n/index.js';
import { ExportMenu } from './ExportMenu.js';

const meta = {
  title: 'Kit/ExportMenu',
  component: ExportMenu,
  args: { onExport: fn() },
  decorators: [(Story) => <div style={{ minHeight: 180, display: 'flex', justifyContent: 'flex-end' }}><Story /></div>],
} satisfies Meta<typeof ExportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; picking a format reports it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: m.list.export }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: m.list.exportExcel }));
    await expect(args.onExport).toHaveBeenCalledWith('excel', 'filtered');
  },
};

/** Open, for the snapshot. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: m.list.export }));
    await expect(await canvas.findAllByRole('menuitem')).toHaveLength(4);
  },
};

/** While an export runs the menu cannot be opened. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: m.list.export })).toBeDisabled();
  },
};
