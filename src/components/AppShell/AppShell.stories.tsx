import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullPage } from '../../../.storybook/fixtures.js';
import { pinViewport } from '../../../.storybook/modes.js';
import { AppShell, type AppShellProps } from './AppShell.js';

const ada = { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'admin@partner-console.dev' };

/** The shell with a page whose path follows the navigation, as a router would drive it. */
function RoutedShell(props: AppShellProps) {
  const [path, setPath] = useState(props.activePath);
  return (
    <AppShell
      {...props}
      activePath={path}
      onNavigate={(href) => {
        setPath(href);
        props.onNavigate?.(href);
      }}
    >
      <h1>Page at {path}</h1>
      <p>The screen for this route renders here.</p>
    </AppShell>
  );
}

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  decorators: [fullPage],
  args: { user: ada, activePath: '/partners', onSignOut: fn(), onChangePassword: fn(), onNavigate: fn() },
  render: (args) => <RoutedShell {...args} />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screen: the full sidebar with 'Partners' current. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: /Ada L\./ })).toBeVisible();
  },
};

/** Icons only; each link keeps its name. */
export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Distributor Deals' })).toBeVisible();
  },
};

/** Below 1024 px the sidebar collapses by itself. */
export const Tablet: Story = {
  ...pinViewport('tablet'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  },
};

/** Below 768 px the navigation is a drawer (a dialog); choosing an entry closes it. */
export const MobileDrawerOpen: Story = {
  args: { defaultDrawerOpen: true, activePath: '/deals' },
  ...pinViewport('mobile2'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Partner Deals' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The account menu: full name and e-mail as text, then the actions. */
export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Ada L\./ }));
    // The popup's code loads on the first opening (issue 33).
    const menu = within(await canvas.findByRole('menu'));
    await expect(menu.getByText('Ada Lovelace')).toBeVisible();
    await expect(menu.getByText('admin@partner-console.dev')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  },
};

/** No name known: 'Admin User'. */
export const UnnamedAdmin: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Admin User/ })).toBeVisible();
  },
};

/**
 * In a host page's box (an intranet page with its own header), 900 × 480 px, `position: relative`,
 * on a 1280 px window: the shell takes the box's width (its sidebar collapses, as below 1024 px)
 * and height (no sidebar running down over the host), and its skip link stays out of sight until
 * it has the focus, then shows inside the box.
 */
export const InContainer: Story = {
  parameters: { layout: 'padded', fullPage: false },
  render: (args) => (
    <div>
      <p>Intranet: partner programme</p>
      <div data-testid="host-box" style={{ position: 'relative', width: 900, height: 480, overflow: 'auto', border: '1px solid #6b7280' }}>
        <RoutedShell {...args} />
      </div>
      <p>The host page goes on below the box.</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('host-box');
    const shell = box.firstElementChild as HTMLElement;
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    const inside = (element: Element) => {
      const outer = box.getBoundingClientRect();
      const inner = element.getBoundingClientRect();
      return inner.top >= outer.top && inner.left >= outer.left && inner.bottom <= outer.bottom && inner.right <= outer.right;
    };
    // The box's width, not the window's: the sidebar collapsed by itself.
    await expect(await canvas.findByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    // The box's height: the shell and its sidebar end where the box ends.
    await expect(shell.getBoundingClientRect().height).toBe(box.clientHeight);
    await expect(canvas.getByRole('complementary').getBoundingClientRect().height).toBe(box.clientHeight);
    await expect(box.scrollHeight).toBe(box.clientHeight);
    await expect(box.scrollWidth).toBe(box.clientWidth);
    // The skip link: nothing of it shows until it has the focus, then all of it, inside the box.
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(inside(skip)).toBe(true);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(40);
    await expect(inside(skip)).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
