import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Button } from '../../src/components/Button/index.js';
import { Dialog, type DialogProps } from '../../src/components/Dialog/index.js';
import * as stories from '../../src/components/Dialog/Dialog.stories.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const { Stacked, LongContent } = composeStories(stories);

/** A page with an opener button and a dialog holding two fields and a footer. */
function Page(props: Partial<DialogProps> & { onChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const { onChange, ...dialogProps } = props;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        title="Update Remarks"
        description="Please enter the new remarks for this deal."
        footer={<Button variant="primary">Update Remarks</Button>}
        {...dialogProps}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onChange?.(next);
        }}
      >
        <label>
          Remarks <input />
        </label>
        <label>
          Owner <input />
        </label>
      </Dialog>
    </>
  );
}

async function openPage(props: Partial<DialogProps> & { onChange?: (open: boolean) => void } = {}) {
  const view = renderWithProviders(<Page {...props} />);
  await view.user.click(screen.getByRole('button', { name: 'Open' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Update Remarks' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog in a portal, named by its title and described by its description', async () => {
    const { dialog, container } = await openPage();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Please enter the new remarks for this deal.');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
    await expectNoAxeViolations(document.body);
  });

  it('moves focus to the first field of the content on open', async () => {
    await openPage();
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveFocus();
  });

  it('focuses initialFocusRef when given', async () => {
    function WithRef() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Dialog defaultOpen title="Remove Partner?" initialFocusRef={ref} footer={<Button ref={ref}>Cancel</Button>}>
          <a href="#x">Details</a>
        </Dialog>
      );
    }
    renderWithProviders(<WithRef />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('falls back to the close button when the content has nothing to focus', () => {
    renderWithProviders(<Dialog defaultOpen title="Deal Details">Registration Number: D-1001</Dialog>);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openPage();
    const remarks = screen.getByRole('textbox', { name: 'Remarks' });
    const owner = screen.getByRole('textbox', { name: 'Owner' });
    const submit = screen.getByRole('button', { name: 'Update Remarks' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(owner).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(remarks).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onChange = vi.fn();
    const { user } = await openPage({ onChange });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes with the close button, named by closeLabel', async () => {
    const { user } = await openPage({ closeLabel: 'Close remarks' });
    await user.click(screen.getByRole('button', { name: 'Close remarks' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the close label from the messages catalogue', async () => {
    const view = renderWithProviders(<Dialog defaultOpen title="Deal Details" />, { messages: { common: { close: 'Schließen' } } });
    expect(view.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('closes on a click on the overlay but not on a click inside', async () => {
    const { user, dialog } = await openPage();
    await user.click(within(dialog).getByText('Please enter the new remarks for this deal.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when the second press of the double click that opened it lands on the overlay', async () => {
    function DoubleClickPage() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Upload</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Ready to upload" />
        </>
      );
    }
    const { user } = renderWithProviders(<DoubleClickPage />);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
    // The second press of the double click: click count 2 (the browser's), now on the overlay.
    fireEvent.mouseDown(overlay, { detail: 2 });
    fireEvent.mouseUp(overlay, { detail: 2 });
    fireEvent.click(overlay, { detail: 2 });
    expect(screen.getByRole('dialog', { name: 'Ready to upload' })).toBeInTheDocument();
    // A click of its own still closes it.
    fireEvent.mouseDown(overlay, { detail: 1 });
    fireEvent.mouseUp(overlay, { detail: 1 });
    fireEvent.click(overlay, { detail: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape, the overlay and the close button while not dismissible', async () => {
    const onChange = vi.fn();
    const { user, dialog } = await openPage({ dismissible: false, onChange });
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('locks the page scroll while open and restores it on close', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openPage();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('lets only the top of stacked dialogs answer Escape and Tab', async () => {
    const { user } = renderWithProviders(<Stacked />);
    const opener = screen.getByRole('button', { name: 'Show details' });
    await user.click(opener);
    const inner = screen.getByRole('dialog', { name: 'Deal Details' });
    const innerClose = within(inner).getByRole('button', { name: 'Close' });
    expect(innerClose).toHaveFocus();
    await user.tab();
    expect(innerClose).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await expectNoAxeViolations(document.body);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Deal Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reject Deal' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows long content in the dialog body', () => {
    renderWithProviders(<LongContent />);
    const dialog = screen.getByRole('dialog', { name: 'Deal Details' });
    expect(within(dialog).getByText(/Section 30\./)).toBeInTheDocument();
  });
});

describe('the page behind an open dialog', () => {
  it('is inert until the dialog closes; a host element inert of its own stays so, and a live region stays live', async () => {
    const hostOwn = document.createElement('div');
    hostOwn.setAttribute('inert', '');
    const live = document.createElement('div');
    live.setAttribute('aria-live', 'polite');
    document.body.append(hostOwn, live);
    try {
      const { user, container } = renderWithProviders(<Page />);
      // The app's root: the body child that holds the opener.
      const appRoot = [...document.body.children].find((child) => child.contains(container))!;
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const dialogRoot = [...document.body.children].find((child) => child.contains(screen.getByRole('dialog')))!;
      expect(appRoot).toHaveAttribute('inert');
      expect(dialogRoot).not.toHaveAttribute('inert');
      expect(live).not.toHaveAttribute('inert');

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(appRoot).not.toHaveAttribute('inert');
      expect(hostOwn).toHaveAttribute('inert');
    } finally {
      hostOwn.remove();
      live.remove();
    }
  });

  it('keeps the lower dialog inert while a stacked one is open, and live again after', async () => {
    const { user } = renderWithProviders(<Stacked />);
    const first = await screen.findByRole('dialog', { name: 'Reject Deal' });
    const firstRoot = [...document.body.children].find((child) => child.contains(first))!;
    expect(firstRoot).not.toHaveAttribute('inert');
    await user.click(within(first).getByRole('button', { name: 'Show details' }));
    expect(await screen.findByRole('dialog', { name: 'Deal Details' })).toBeInTheDocument();
    expect(firstRoot).toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(firstRoot).not.toHaveAttribute('inert');
  });
});
