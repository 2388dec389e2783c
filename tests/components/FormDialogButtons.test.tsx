import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialogButtons } from '../../src/components/Dialog/FormDialogButtons.js';
import { renderWithProviders } from '../support/render.js';

function setup(busy: boolean) {
  const onCancel = vi.fn();
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  const view = renderWithProviders(
    <>
      <form id="the-form" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)} />
      <FormDialogButtons formId="the-form" busy={busy} submitLabel="Save" busyLabel="Saving..." cancelLabel="Cancel" onCancel={onCancel} />
    </>,
  );
  return { ...view, onCancel, onSubmit };
}

describe('FormDialogButtons', () => {
  it('cancels with the secondary button and submits the named form with the primary one', async () => {
    const { user, onCancel, onSubmit } = setup(false);
    const [cancel, save] = screen.getAllByRole('button');
    expect(cancel).toHaveAccessibleName('Cancel');
    expect(save).toHaveAccessibleName('Save');
    expect(save).toHaveAttribute('type', 'submit');
    expect(save).toHaveAttribute('form', 'the-form');
    await user.click(cancel!);
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(save!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables the secondary button and shows the busy label while busy', () => {
    setup(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
  });
});
