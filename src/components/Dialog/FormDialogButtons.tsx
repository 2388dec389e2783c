import { Button } from '../Button/Button.js';

export interface FormDialogButtonsProps {
  /** The id of the form the primary button submits (the form is in the dialog's body). */
  formId: string;
  /** While true the secondary button is disabled and the primary one shows `busyLabel`. */
  busy: boolean;
  /** The primary button's text, e.g. 'Sign In'. */
  submitLabel: string;
  /** The primary button's text while busy, e.g. 'Signing In...'. */
  busyLabel: string;
  /** The secondary button's text, e.g. 'Cancel'. */
  cancelLabel: string;
  /** Called by the secondary button. */
  onCancel: () => void;
}

/**
 * The footer of a dialog that holds a form: a secondary button (Cancel, Sign out instead),
 * disabled while the form is sent, then the primary button that submits the form.
 *
 * @example <Dialog footer={<FormDialogButtons formId={formId} busy={busy} submitLabel="Save" busyLabel="Saving..." cancelLabel="Cancel" onCancel={close} />} />
 */
export function FormDialogButtons({ formId, busy, submitLabel, busyLabel, cancelLabel, onCancel }: FormDialogButtonsProps) {
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} variant="primary" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
    </>
  );
}
