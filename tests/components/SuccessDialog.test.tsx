import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../../src/components/Button/index.js';
import { SuccessDialog, SUCCESS_DIALOG_MS, type SuccessDialogProps } from '../../src/components/SuccessDialog/index.js';
import { defaultMessages as m } from '../../src/i18n/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { disableFakeTimers, enableFakeTimers, renderWithProviders } from '../support/render.js';

function Page(props: Partial<SuccessDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{m.partner.acceptButton}</Button>
      <SuccessDialog title={m.partner.acceptedTitle} message={m.partner.decisionNotified} {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('SuccessDialog', () => {
  beforeEach(enableFakeTimers);
  afterEach(disableFakeTimers);

  async function openPage(props: Partial<SuccessDialogProps> = {}) {
    const onClose = vi.fn();
    const view = renderWithProviders(<Page onClose={onClose} {...props} />);
    await view.user.click(screen.getByRole('button', { name: m.partner.acceptButton }));
    return { ...view, onClose };
  }

  it('waits 2 seconds', () => {
    expect(SUCCESS_DIALOG_MS).toBe(2000);
  });

  it('shows the title and message with the focus on Close, and passes axe', async () => {
    await openPage();
    const dialog = screen.getByRole('dialog', { name: m.partner.acceptedTitle });
    expect(dialog).toHaveTextContent(m.partner.decisionNotified);
    expect(screen.getByRole('button', { name: m.common.close })).toHaveFocus();
    disableFakeTimers();
    await expectNoAxeViolations(document.body);
  });

  it('is still open at 1999 ms and closes itself at 2000 ms, calling onClose once', async () => {
    const { onClose } = await openPage();
    act(() => vi.advanceTimersByTime(SUCCESS_DIALOG_MS - 1));
    expect(screen.getByRole('dialog', { name: m.partner.acceptedTitle })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: m.partner.acceptButton })).toHaveFocus();
  });

  it('honours autoCloseMs', async () => {
    await openPage({ autoCloseMs: 500 });
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape, calls onClose once and does not fire again later', async () => {
    const { user, onClose } = await openPage();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SUCCESS_DIALOG_MS * 2));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the Close button', async () => {
    const { user, onClose } = await openPage();
    await user.click(screen.getByRole('button', { name: m.common.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts the 2 seconds afresh each time it opens', async () => {
    const { user } = await openPage();
    act(() => vi.advanceTimersByTime(SUCCESS_DIALOG_MS));
    await user.click(screen.getByRole('button', { name: m.partner.acceptButton }));
    act(() => vi.advanceTimersByTime(SUCCESS_DIALOG_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
