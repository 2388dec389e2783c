import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../../src/components/Button/index.js';
import { ReasonDialog, type ReasonDialogProps } from '../../src/components/ReasonDialog/index.js';
import * as stories from '../../src/components/ReasonDialog/ReasonDialog.stories.js';
import { MessagesProvider, defaultMessages as m } from '../../src/i18n/index.js';
import { de } from '../../src/i18n/locales/de.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { deferred } from '../support/deferred.js';
import { renderWithProviders } from '../support/render.js';

const c = m.certifications;

/** A page with an opener, as the certification modal wires the dialog. */
function Page(props: Partial<ReasonDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{c.reject}</Button>
      <ReasonDialog
        title={c.rejectTitle}
        message={c.rejectText}
        placeholder={c.rejectPlaceholder}
        confirmLabel={c.rejectButton}
        busyLabel={c.rejecting}
        variant="danger"
        onConfirm={() => {}}
        {...props}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

async function openPage(props: Partial<ReasonDialogProps> = {}) {
  const view = renderWithProviders(<Page {...props} />);
  await view.user.click(screen.getByRole('button', { name: c.reject }));
  const dialog = within(screen.getByRole('dialog', { name: c.rejectTitle }));
  return {
    ...view,
    dialog,
    reason: () => dialog.getByRole('textbox', { name: c.rejectText }),
    confirm: () => dialog.getByRole('button', { name: c.rejectButton }),
  };
}

describe('ReasonDialog', () => {
  it('focuses the reason field, labelled by the prompt, and passes axe', async () => {
    const { reason } = await openPage();
    expect(reason()).toHaveFocus();
    expect(reason()).toHaveAttribute('placeholder', c.rejectPlaceholder);
    expect(reason()).toBeRequired();
    await expectNoAxeViolations(document.body);
  });

  it('shows the prompt and a separate field label when reasonLabel is given', async () => {
    await openPage({ message: m.partner.rejectText, reasonLabel: m.partner.rejectReasonLabel });
    expect(screen.getByText(m.partner.rejectText)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: m.partner.rejectReasonLabel })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('keeps the confirm button inactive while the trimmed reason is empty', async () => {
    const onConfirm = vi.fn();
    const { user, reason, confirm } = await openPage({ onConfirm });
    expect(confirm()).toHaveAttribute('aria-disabled', 'true');
    await user.type(reason(), '   ');
    expect(confirm()).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says why when the user presses confirm with a blank reason', async () => {
    const { user, reason, confirm, dialog } = await openPage({ requiredMessage: c.reasonRequired });
    await user.click(confirm());
    expect(dialog.getByRole('alert')).toHaveTextContent(c.reasonRequired);
    expect(reason()).toHaveAccessibleDescription(c.reasonRequired);
    await expectNoAxeViolations(document.body);
    await user.type(reason(), 'Wrong answers');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the trimmed reason and closes when the action succeeds', async () => {
    const onConfirm = vi.fn();
    const { user, reason, confirm } = await openPage({ onConfirm });
    await user.type(reason(), '  Score below pass mark \n');
    expect(confirm()).not.toHaveAttribute('aria-disabled');
    await user.click(confirm());
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('Score below pass mark');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is busy while the action runs and sends one request for a triple click', async () => {
    const pending = deferred();
    const onConfirm = vi.fn(() => pending.promise);
    const { user, reason, confirm, dialog } = await openPage({ onConfirm });
    await user.type(reason(), 'Incomplete');
    await user.tripleClick(confirm());
    expect(dialog.getByRole('button', { name: c.rejecting })).toHaveAttribute('aria-busy', 'true');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the typed reason when the action fails, and starts empty when opened anew', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('500')));
    const { user, reason, confirm, dialog } = await openPage({ onConfirm });
    await user.type(reason(), 'Incomplete answers');
    await user.click(confirm());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(reason()).toHaveValue('Incomplete answers');
    expect(confirm()).toBeEnabled();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: c.reject }));
    expect(screen.getByRole('textbox', { name: c.rejectText })).toHaveValue('');
  });
});

describe('a reason dialog after signing in again (resumed)', () => {
  it('says politely, above its buttons, that the action is ready to be sent (story SignedInAgain)', async () => {
    const { SignedInAgain } = composeStories(stories);
    renderWithProviders(<SignedInAgain />);
    const dialog = within(await screen.findByRole('dialog', { name: m.deals.rejectTitle }));
    expect(dialog.getByRole('status')).toHaveTextContent('Signed in again. Press Reject Deal to send it.');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('names the confirm button in the user’s language', async () => {
    await openPage({ resumed: true });
    expect(screen.getByRole('status')).toHaveTextContent('Signed in again. Press Reject Certification to send it.');
    const { unmount } = renderWithProviders(
      <MessagesProvider messages={de}>
        <ReasonDialog open title={de.deals.rejectTitle} message={de.deals.rejectText} confirmLabel={de.deals.rejectButton} onConfirm={() => {}} resumed />
      </MessagesProvider>,
    );
    expect(screen.getByRole('dialog', { name: de.deals.rejectTitle })).toHaveTextContent(`Wieder angemeldet. Drücken Sie „${de.deals.rejectButton}“, um es zu senden.`);
    unmount();
  });
});

describe('rejectDialogTexts', () => {
  it("maps a section's reject texts onto the dialog's props, in red", async () => {
    const { rejectDialogTexts } = await import('../../src/components/ReasonDialog/rejectTexts.js');
    const { dealsMessages } = await import('../../src/i18n/texts/deals.js');
    expect(rejectDialogTexts(dealsMessages)).toEqual({
      title: 'Reject Deal',
      message: 'Please provide a reason for rejecting this deal.',
      placeholder: 'Reason for rejection...',
      requiredMessage: 'Please provide a reason for rejection',
      confirmLabel: 'Reject Deal',
      busyLabel: 'Processing...',
      variant: 'danger',
    });
  });
});
