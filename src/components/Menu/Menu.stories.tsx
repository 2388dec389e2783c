import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultMessages as m } from '../../i18n/index.js';
import { CheckIcon, CloseIcon, MoreVerticalIcon } from '../Icon/index.js';
import { Menu } from './Menu.js';

const approve = fn();
const reject = fn();

const meta = {
  title: 'Kit/Menu',
  component: Menu,
  args: {
    label: m.common.actions,
    items: [
      { id: 'approve', label: m.deals.approveDeal, icon: <CheckIcon />, onSelect: approve },
      { id: 'reject', label: m.deals.rejectDeal, icon: <CloseIcon />, onSelect: reject },
    ],
    onOpenChange: fn(),
  },
  // Room under the trigger for the popup, so the snapshot shows it.
  decorators: [(Story) => <div style={{ minHeight: 200 }}><Story /></div>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; the keyboard opens it, moves through it and Escape returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: m.common.actions });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await canvas.findByRole('menu', { name: m.common.actions });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByRole('menuitem', { name: m.deals.approveDeal })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: m.deals.rejectDeal })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(reject).not.toHaveBeenCalled();
  },
};

/**
 * The popup's code loads on the first opening (issue 33): a story shown open waits for it. The
 * menu takes the focus in the commit that shows it, and Storybook keeps a story hidden while it
 * renders ('preparing'): an item hidden then cannot take the focus, which left the snapshot without
 * its focus ring now and then on a busy machine. The focus goes where opening the menu puts it.
 */
const popupShown: Story['play'] = async ({ canvasElement }) => {
  const menu = await within(canvasElement).findByRole('menu');
  if (!menu.contains(document.activeElement)) menu.querySelector<HTMLElement>('[data-menu-item]')?.focus();
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
};

/** Open, for the snapshot. */
export const Open: Story = { args: { defaultOpen: true }, play: popupShown };

/** An icon trigger at the end of a card, as the small-screen deal cards use it. */
export const IconTrigger: Story = {
  args: { label: <MoreVerticalIcon />, triggerLabel: m.deals.dealActions, triggerVariant: 'ghost', align: 'end', defaultOpen: true },
  play: popupShown,
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}><Story /></div>],
};

/** Checkable items (menuitemradio) and a disabled item. */
export const CheckableAndDisabled: Story = {
  args: {
    label: m.list.sortBy,
    defaultOpen: true,
    items: [
      { id: 'default', label: m.list.sortDefault, kind: 'radio', checked: true },
      { id: 'old', label: m.list.sortOldToNew, kind: 'radio' },
      { id: 'new', label: m.list.sortNewToOld, kind: 'radio', disabled: true },
    ],
  },
  play: popupShown,
};

/** A click elsewhere closes the menu. */
export const ClickOutside: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('menu');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
