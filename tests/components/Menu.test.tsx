import { screen, within } from '@testing-library/react';
import { Button } from '../../src/components/Button/index.js';
import { Dialog } from '../../src/components/Dialog/index.js';
import { MoreVerticalIcon } from '../../src/components/Icon/index.js';
import { Menu, type MenuItem, type MenuProps } from '../../src/components/Menu/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

function renderMenu(props: Partial<MenuProps> = {}) {
  const approve = vi.fn();
  const reject = vi.fn();
  const archive = vi.fn();
  const items: MenuItem[] = [
    { id: 'approve', label: 'Approve Deal', onSelect: approve },
    { id: 'archive', label: 'Archive', onSelect: archive, disabled: true },
    { id: 'reject', label: 'Reject Deal', onSelect: reject },
  ];
  const view = renderWithProviders(
    <>
      <Button>Before</Button>
      <Menu label="Actions" items={items} {...props} />
      <Button>After</Button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Actions' });
  return { ...view, trigger, approve, reject, archive };
}

// The popup's code loads on the first opening (issue 33), so an item is waited for.
const item = (name: string) => screen.findByRole('menuitem', { name });

describe('Menu', () => {
  it('is a menu button: closed, with aria-haspopup and aria-expanded', async () => {
    const { trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('opens on click with focus on the first item, named by the trigger', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    expect(await item('Approve Deal')).toHaveFocus();
    expect(await item('Archive')).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(document.body);
  });

  it('opens from the keyboard: Enter and ArrowDown to the first item, ArrowUp to the last', async () => {
    const { user, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await item('Approve Deal')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(await item('Reject Deal')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(await item('Approve Deal')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(await item('Approve Deal')).toHaveFocus();
  });

  it('moves with the arrow keys (wrapping), Home and End', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(await item('Archive')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await item('Reject Deal')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await item('Approve Deal')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(await item('Reject Deal')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(await item('Approve Deal')).toHaveFocus();
    await user.keyboard('{End}');
    expect(await item('Reject Deal')).toHaveFocus();
  });

  it('chooses with Enter or Space, closes and returns focus to the trigger', async () => {
    const { user, trigger, reject, approve } = renderMenu();
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.keyboard('{End}{Enter}');
    expect(reject).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown} ');
    expect(approve).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();
  });

  it('chooses with a click', async () => {
    const { user, trigger, approve } = renderMenu();
    await user.click(trigger);
    await user.click(await item('Approve Deal'));
    expect(approve).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does nothing when a disabled item is chosen', async () => {
    const { user, trigger, archive } = renderMenu();
    await user.click(trigger);
    await user.click(await item('Archive'));
    await user.keyboard('{Enter}');
    expect(archive).not.toHaveBeenCalled();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('closes on Escape with focus back on the trigger', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab and moves on to the next control', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click elsewhere, and the trigger toggles it', async () => {
    const onOpenChange = vi.fn();
    const { user, trigger } = renderMenu({ onOpenChange });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('announces checkable items with their state', async () => {
    renderWithProviders(
      <Menu
        label="Sort By"
        defaultOpen
        items={[
          { id: 'a', label: 'Default', kind: 'radio', checked: true },
          { id: 'b', label: 'Old to New', kind: 'radio' },
          { id: 'c', label: 'Show inactive', kind: 'checkbox', checked: false },
        ]}
      />,
    );
    expect(await screen.findByRole('menuitemradio', { name: 'Default' })).toBeChecked();
    expect(await screen.findByRole('menuitemradio', { name: 'Old to New' })).not.toBeChecked();
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Show inactive' })).not.toBeChecked();
    await expectNoAxeViolations(document.body);
  });

  it('names an icon trigger with triggerLabel', async () => {
    const { user } = renderWithProviders(<Menu label={<MoreVerticalIcon />} triggerLabel="Deal actions" align="end" items={[{ id: 'a', label: 'Approve Deal' }]} />);
    await user.click(screen.getByRole('button', { name: 'Deal actions' }));
    expect(await screen.findByRole('menu', { name: 'Deal actions' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('cannot be opened while disabled', async () => {
    const { user, trigger } = renderMenu({ disabled: true });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes itself, not the dialog around it, on Escape', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <Dialog defaultOpen onOpenChange={onOpenChange} title="Deal Details">
        <Menu label="Actions" items={[{ id: 'a', label: 'Approve Deal' }]} />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Deal Details' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
