import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultMessages as m } from '../../i18n/index.js';
import { Button } from '../Button/index.js';
import { ReasonDialog, type ReasonDialogProps } from './ReasonDialog.js';

/** An opener and the dialog; a failed action shows its error in the dialog, as the screens do. */
function ReasonDemo({ defaultOpen = false, onOpenChange, onConfirm, ...props }: ReasonDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [error, setError] = useState<string>();
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {m.deals.rejectDeal}
      </Button>
      <ReasonDialog
        {...props}
        open={open}
        error={error}
        onOpenChange={(next) => {
          setOpen(next);
          setError(undefined);
          onOpenChange?.(next);
        }}
        onConfirm={async (reason) => {
          setError(undefined);
          try {
            await onConfirm(reason);
          } catch (cause) {
            setError(m.deals.rejectError);
            throw cause;
          }
        }}
      />
    </>
  );
}

const meta = {
  title: 'Kit/ReasonDialog',
  component: ReasonDialog,
  render: (args) => <ReasonDemo {...args} />,
  args: {
    title: m.deals.rejectTitle,
    message: m.deals.rejectText,
    placeholder: m.deals.rejectPlaceholder,
    confirmLabel: m.deals.rejectButton,
    busyLabel: m.deals.rejecting,
    variant: 'danger',
    onConfirm: fn(async () => {}),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; the reason is required and is sent trimmed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: m.deals.rejectDeal }));
    const dialog = within(await page.findByRole('dialog', { name: m.deals.rejectTitle }));
    const reason = dialog.getByRole('textbox', { name: m.deals.rejectText });
    await expect(reason).toHaveFocus();
    const confirm = dialog.getByRole('button', { name: m.deals.rejectButton });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(reason, '  Duplicate registration  ');
    await expect(confirm).not.toHaveAttribute('aria-disabled');
    await userEvent.click(confirm);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledWith('Duplicate registration');
  },
};

/** A partner rejection: prompt text plus a field label of its own. */
export const WithReasonLabel: Story = {
  args: {
    defaultOpen: true,
    title: m.partner.rejectTitle,
    message: m.partner.rejectText,
    reasonLabel: m.partner.rejectReasonLabel,
    placeholder: m.partner.rejectReasonPlaceholder,
    confirmLabel: m.partner.rejectButton,
  },
};

/** A certification rejection: pressing Reject with a blank reason explains why nothing happens. */
export const RequiredMessage: Story = {
  args: {
    defaultOpen: true,
    title: m.certifications.rejectTitle,
    message: m.certifications.rejectText,
    placeholder: m.certifications.rejectPlaceholder,
    confirmLabel: m.certifications.rejectButton,
    busyLabel: m.certifications.rejecting,
    requiredMessage: m.certifications.reasonRequired,
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: m.certifications.rejectTitle }));
    await userEvent.type(dialog.getByRole('textbox'), '   ');
    await userEvent.click(dialog.getByRole('button', { name: m.certifications.rejectButton }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(m.certifications.reasonRequired);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the rejection is sent: busy, and Cancel and Escape wait. */
export const Busy: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: m.deals.rejectTitle }));
    await userEvent.type(dialog.getByRole('textbox'), 'Out of territory');
    await userEvent.click(dialog.getByRole('button', { name: m.deals.rejectButton }));
    await expect(await dialog.findByRole('button', { name: m.deals.rejecting })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: m.common.cancel })).toBeDisabled();
  },
};

/** The rejection failed: the error shows and the typed reason is still there. */
export const ErrorKeepsReason: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: m.deals.rejectTitle }));
    await userEvent.type(dialog.getByRole('textbox'), 'Out of territory');
    await userEvent.click(dialog.getByRole('button', { name: m.deals.rejectButton }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(m.deals.rejectError);
    await expect(dialog.getByRole('textbox')).toHaveValue('Out of territory');
  },
};

/**
 * The rejection failed because the session had ended, and the user has signed in again over the
 * page: the red text is gone and a polite note says the rejection is ready to be sent.
 */
export const SignedInAgain: Story = {
  args: { defaultOpen: true, resumed: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: m.deals.rejectTitle }));
    await userEvent.type(dialog.getByRole('textbox'), 'Registered twice by the same partner');
    await expect(dialog.getByRole('status')).toHaveTextContent('Signed in again. Press Reject Deal to send it.');
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};
