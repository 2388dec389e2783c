import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultMessages as m } from '../../i18n/index.js';
import { Button } from '../Button/index.js';
import { SuccessDialog, SUCCESS_DIALOG_MS, type SuccessDialogProps } from './SuccessDialog.js';

/** An action button that "succeeds" and shows the dialog, as the request screens do. */
function SuccessDemo({ defaultOpen = false, ...props }: SuccessDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {m.partner.acceptButton}
      </Button>
      <SuccessDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Kit/SuccessDialog',
  component: SuccessDialog,
  render: (args) => <SuccessDemo {...args} />,
  args: { title: m.partner.acceptedTitle, message: m.partner.decisionNotified, onClose: fn() },
} satisfies Meta<typeof SuccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; once shown it closes itself after 2 s and calls onClose. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: m.partner.acceptButton }));
    const dialog = within(await page.findByRole('dialog', { name: m.partner.acceptedTitle }));
    await expect(dialog.getByRole('button', { name: m.common.close })).toHaveFocus();
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: SUCCESS_DIALOG_MS + 2000 });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Open; it waits a minute here so the snapshot catches it. */
export const Open: Story = { args: { defaultOpen: true, autoCloseMs: 60_000 } };

/** Closed early with Escape: onClose runs once. */
export const ClosedByEscape: Story = {
  args: { defaultOpen: true, autoCloseMs: 60_000, title: m.partner.removedTitle, message: m.partner.removedText },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: m.partner.removedTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The upload flow's success step. */
export const ContentLive: Story = {
  args: { defaultOpen: true, autoCloseMs: 60_000, title: m.resources.successTitle, message: m.resources.successText },
};
