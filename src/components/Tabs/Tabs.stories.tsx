import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultMessages as m } from '../../i18n/index.js';
import { Tabs, type TabItem } from './Tabs.js';

type Group = 'learning' | 'sales' | 'marketing';

const items: TabItem<Group>[] = [
  { value: 'learning', label: m.resources.tabLearning },
  { value: 'sales', label: m.resources.tabSales },
  { value: 'marketing', label: m.resources.tabMarketing },
];

const meta = {
  title: 'Kit/Tabs',
  component: Tabs<Group>,
  args: {
    items,
    label: m.resources.title,
    onValueChange: fn(),
    children: (value: Group) => <p>{items.find((item) => item.value === value)?.label} panel</p>,
  },
} satisfies Meta<typeof Tabs<Group>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab (Learning Videos) is active; the arrow keys move and activate. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: m.resources.tabLearning });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: m.resources.tabSales });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: m.resources.tabSales })).toHaveTextContent(`${m.resources.tabSales} panel`);
    await expect(args.onValueChange).toHaveBeenCalledWith('sales');
  },
};

/** Starting on another tab. */
export const SecondActive: Story = { args: { defaultValue: 'sales' } };

/** A disabled tab is skipped by the arrow keys. */
export const WithDisabledTab: Story = {
  args: { items: [items[0]!, { ...items[1]!, disabled: true }, items[2]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: m.resources.tabLearning }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: m.resources.tabMarketing })).toHaveFocus();
  },
};

/**
 * Too many tabs for the width (a phone): the row scrolls, and it fades out on the side where more
 * tabs wait, on both sides in the middle.
 */
export const Scrolling: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await waitFor(() => expect(list).toHaveAttribute('data-hidden-tabs', 'right'));
    list.scrollLeft = 40;
    await waitFor(() => expect(list).toHaveAttribute('data-hidden-tabs', 'both'));
    // The keyboard reaches the last tab; it scrolls into view and nothing waits beyond it.
    await userEvent.click(canvas.getByRole('tab', { name: m.resources.tabLearning }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: m.resources.tabMarketing })).toHaveFocus();
    await waitFor(() => expect(list).toHaveAttribute('data-hidden-tabs', 'left'));
  },
};
