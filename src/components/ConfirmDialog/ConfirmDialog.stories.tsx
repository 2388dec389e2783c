import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultMessages as m } from '../../i18n/index.js';
import { Button } from '../Button/index.js';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';

/** An opener and the dialog, as a screen wires them. */
function ConfirmDemo({ defaultOpen = false, onOpenChange, ...props }: ConfirmDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {m.partner.removeButton}
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

/** A screen whose action fails: it shows the error in the dialog, which stays open. */
function FailingDemo(props: ConfirmDialogProps) {
  const [error, setError] = useState<string>();
  return (
    <ConfirmDemo
      {...props}
      error={error}
      onConfirm={async () => {
        setError(undefined);
        try {
          await props.onConfirm();
        } catch (cause) {
          setError(m.partner.removeError);
          throw cause;
        }
      }}
    />
  );
}

const never = () => new Promise<never>(() => {});

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <ConfirmDemo {...args} />,
  args: {
    title: m.partner.removeTitle,
    message: m.partner.removeText,
    confirmLabel: m.partner.removeConfirm,
    variant: 'danger',
    onConfirm: fn(async () => {}),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; confirming runs the action once and closes the dialog. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: m.partner.removeButton }));
    const dialog = within(await page.findByRole('dialog', { name: m.partner.removeTitle }));
    await expect(dialog.getByRole('button', { name: m.common.cancel })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: m.partner.removeConfirm }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Open with the danger variant, e.g. a removal. */
export const Danger: Story = { args: { defaultOpen: true } };

/** Open with the primary variant, e.g. accepting a request. */
export const Primary: Story = {
  args: {
    defaultOpen: true,
    variant: 'primary',
    title: m.partner.acceptTitle,
    message: m.partner.acceptText,
    confirmLabel: m.partner.acceptButton,
  },
};

/** While the action runs: the confirm button is busy and Cancel and Escape wait. */
export const Busy: Story = {
  args: { defaultOpen: true, onConfirm: fn(never) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: m.partner.removeTitle }));
    await userEvent.click(dialog.getByRole('button', { name: m.partner.removeConfirm }));
    const busy = await dialog.findByRole('button', { name: m.common.processing });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: m.common.cancel })).toBeDisabled();
    await userEvent.click(busy);
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('dialog', { name: m.partner.removeTitle })).toBeInTheDocument();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The action failed: the error shows and the dialog stays open for another try. */
export const Error: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => Promise.reject(new globalThis.Error('500'))) },
  render: (args) => <FailingDemo {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: m.partner.removeTitle }));
    await userEvent.click(dialog.getByRole('button', { name: m.partner.removeConfirm }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(m.partner.removeError);
    await expect(page.getByRole('dialog', { name: m.partner.removeTitle })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: m.partner.removeConfirm })).toBeEnabled();
  },
};
