import { act, screen, within } from '@testing-library/react';
import { ConfirmDialog, type ConfirmDialogProps } from '../../src/components/ConfirmDialog/index.js';
import { defaultMessages as m } from '../../src/i18n/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { deferred } from '../support/deferred.js';
import { renderWithProviders } from '../support/render.js';

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const onConfirm = props.onConfirm ?? vi.fn();
  const view = renderWithProviders(
    <ConfirmDialog
      defaultOpen
      title={m.partner.removeTitle}
      message={m.partner.removeText}
      confirmLabel={m.partner.removeConfirm}
      variant="danger"
      onOpenChange={onOpenChange}
      {...props}
      onConfirm={onConfirm}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: m.partner.removeTitle });
  return { ...view, dialog: within(dialog), onOpenChange, onConfirm };
}

describe('ConfirmDialog', () => {
  it('shows the message, Cancel from the catalogue, and focuses Cancel first', async () => {
    const { dialog } = renderConfirm();
    expect(dialog.getByText(m.partner.removeText)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(dialog.getByRole('button', { name: m.partner.removeConfirm })).toBeEnabled();
    await expectNoAxeViolations(document.body);
  });

  it("labels the confirm button 'Confirm' unless told otherwise", () => {
    renderWithProviders(<ConfirmDialog defaultOpen title="Accept Partner" message="Sure?" onConfirm={() => {}} />);
    expect(screen.getByRole('button', { name: m.common.confirm })).toBeInTheDocument();
  });

  it('closes on Cancel without running the action', async () => {
    const { user, dialog, onConfirm, onOpenChange } = renderConfirm();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('runs the action once, is busy while it runs, and closes when it succeeds', async () => {
    const pending = deferred();
    const { user, dialog, onConfirm, onOpenChange } = renderConfirm({ onConfirm: vi.fn(() => pending.promise) });
    await user.tripleClick(dialog.getByRole('button', { name: m.partner.removeConfirm }));
    const busy = dialog.getByRole('button', { name: m.common.processing });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(busy);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();

    await act(async () => pending.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open with the error shown when the action fails, ready for another try', async () => {
    const pending = deferred();
    const onConfirm = vi.fn(() => pending.promise);
    const { user, dialog, rerender, onOpenChange } = renderConfirm({ onConfirm });
    await user.click(dialog.getByRole('button', { name: m.partner.removeConfirm }));
    await act(async () => pending.reject(new Error('500')));
    rerender(
      <ConfirmDialog defaultOpen title={m.partner.removeTitle} message={m.partner.removeText} confirmLabel={m.partner.removeConfirm} onConfirm={onConfirm} error={m.partner.removeError} />,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent(m.partner.removeError);
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: m.partner.removeConfirm }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(document.body);
  });

  it('closes after an action that returns nothing', async () => {
    const { user, dialog, onConfirm } = renderConfirm();
    await user.click(dialog.getByRole('button', { name: m.partner.removeConfirm }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
