import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { TextAreaField } from '../Field/index.js';
import { Dialog, type DialogProps } from './Dialog.js';

/** An opener button and a dialog, as a screen wires them. */
function DialogDemo({ defaultOpen = false, onOpenChange, ...props }: DialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <Button onClick={() => change(true)}>Open dialog</Button>
      <Dialog {...props} open={open} onOpenChange={change} />
    </>
  );
}

const remarksForm = (
  <TextAreaField label="Remarks" placeholder="Enter new remarks..." defaultValue="Customer asked for a follow-up call." />
);

const meta = {
  title: 'Kit/Dialog',
  component: Dialog,
  render: (args) => <DialogDemo {...args} />,
  args: {
    title: 'Update Remarks',
    description: 'Please enter the new remarks for this deal.',
    children: remarksForm,
    footer: (
      <>
        <Button>Cancel</Button>
        <Button variant="primary">Update Remarks</Button>
      </>
    ),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until the opener is pressed; focus moves in, Escape closes and focus goes back to the opener. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Update Remarks' });
    await expect(page.getByRole('textbox', { name: 'Remarks' })).toHaveFocus();
    await expect(dialog).toHaveAccessibleDescription('Please enter the new remarks for this deal.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

/** Open, for the snapshot. */
export const Open: Story = { args: { defaultOpen: true } };

/** Small, with no footer: the close button is the only control. */
export const Small: Story = {
  args: { defaultOpen: true, size: 'sm', title: 'Deal Details', description: undefined, children: 'Registration Number: D-1001', footer: undefined },
};

/** While an action runs: Escape, the overlay and the close button do nothing. */
export const NotDismissible: Story = {
  args: { defaultOpen: true, dismissible: false },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'Update Remarks' });
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('dialog', { name: 'Update Remarks' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const paragraphs = Array.from({ length: 30 }, (_, i) => (
  <p key={i}>
    Section {i + 1}. Customer Needs Description: the customer plans a phased roll-out across three sites and needs
    pricing for a multi-year subscription.
  </p>
));

/** Content taller than the screen scrolls inside the dialog; header and footer stay put. */
export const LongContent: Story = {
  args: { defaultOpen: true, size: 'lg', title: 'Deal Details', description: undefined, children: paragraphs, footer: <Button>Close</Button> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Deal Details' });
    const footerButton = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    await expect(footerButton).toBeVisible();
    // The scrolling body is itself reachable by Tab, so keyboard users can scroll it.
    await waitFor(() => expect(dialog.querySelector('[tabindex="0"]')).not.toBeNull());
  },
};

function StackedDemo() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Dialog
      open={outer}
      onOpenChange={setOuter}
      title="Reject Deal"
      description="Please provide a reason for rejecting this deal."
      footer={<Button onClick={() => setInner(true)}>Show details</Button>}
    >
      <TextAreaField label="Reason" placeholder="Reason for rejection..." />
      <Dialog open={inner} onOpenChange={setInner} title="Deal Details" size="sm">
        Registration Number: D-1001
      </Dialog>
    </Dialog>
  );
}

/** A dialog opened from a dialog: the top one answers Escape; focus goes back into the first. */
export const Stacked: Story = {
  render: () => <StackedDemo />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'Reject Deal' });
    const opener = page.getByRole('button', { name: 'Show details' });
    await userEvent.click(opener);
    const inner = await page.findByRole('dialog', { name: 'Deal Details' });
    await expect(within(inner).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Deal Details' })).not.toBeInTheDocument());
    await expect(page.getByRole('dialog', { name: 'Reject Deal' })).toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};
