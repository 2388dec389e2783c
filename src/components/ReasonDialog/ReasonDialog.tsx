import { useState } from 'react';
import { ActionDialog, type ConfirmDialogProps } from '../ConfirmDialog/ConfirmDialog.js';
import { TextAreaField } from '../Field/index.js';
import { useControllableState } from '../useControllableState.js';

export interface ReasonDialogProps extends Omit<ConfirmDialogProps, 'message' | 'onConfirm'> {
  /** The prompt, e.g. 'Please provide a reason for rejecting this deal.' Without `reasonLabel` it labels the field. */
  message: ConfirmDialogProps['message'];
  /** A label of its own for the field under the prompt, e.g. 'Reason for Rejection*'. @default the message */
  reasonLabel?: string;
  /** The field's placeholder, e.g. 'Reason for rejection...'. */
  placeholder?: string;
  /** Shown (as an alert) when the confirm button is pressed with a blank reason, e.g. 'Please provide a reason for rejection'. */
  requiredMessage?: string;
  /** The text the field starts with each time the dialog opens, e.g. the current remark. @default '' */
  initialReason?: string;
  /**
   * The action, given the trimmed reason. While pending the confirm button is busy; on success the
   * dialog closes; on failure it stays open and keeps the reason.
   */
  onConfirm: (reason: string) => Promise<unknown> | void;
}

/**
 * Asks for a reason before an action such as a rejection. The confirm button stays inactive
 * (aria-disabled, still focusable so a press can explain why) while the trimmed reason is empty,
 * and busy while the action runs. The reason survives a failed action and is cleared when the
 * dialog opens again.
 *
 * @example
 * <ReasonDialog
 *   open={rejecting}
 *   onOpenChange={setRejecting}
 *   title={m.certifications.rejectTitle}
 *   message={m.certifications.rejectText}
 *   placeholder={m.certifications.rejectPlaceholder}
 *   requiredMessage={m.certifications.reasonRequired}
 *   confirmLabel={m.certifications.rejectButton}
 *   busyLabel={m.certifications.rejecting}
 *   variant="danger"
 *   onConfirm={(reason) => api.rejectCertification(id, reason)}
 * />
 */
export function ReasonDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  message,
  reasonLabel,
  placeholder,
  requiredMessage,
  initialReason = '',
  onConfirm,
  ...rest
}: ReasonDialogProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [reason, setReason] = useState(initialReason);
  const [triedBlank, setTriedBlank] = useState(false);

  // A fresh start (the initial text) each time the dialog opens; while open (and after a failure) the text stays.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason(initialReason);
      setTriedBlank(false);
    }
  }

  const trimmed = reason.trim();
  return (
    <ActionDialog
      {...rest}
      message={reasonLabel ? message : undefined}
      open={open}
      onOpenChange={setOpen}
      inactive={trimmed === ''}
      onInactiveConfirm={() => setTriedBlank(true)}
      onConfirm={() => onConfirm(trimmed)}
    >
      <TextAreaField
        label={reasonLabel ?? message}
        placeholder={placeholder}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-required="true"
        error={triedBlank && trimmed === '' ? requiredMessage : undefined}
      />
    </ActionDialog>
  );
}
