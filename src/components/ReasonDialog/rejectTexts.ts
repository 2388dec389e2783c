/** The texts a catalogue section gives its reject-with-a-reason dialog (deals, certifications). */
export interface RejectTextSection {
  rejectTitle: string;
  rejectText: string;
  rejectPlaceholder: string;
  reasonRequired: string;
  rejectButton: string;
  /** The button's label while the rejection runs. @default the dialog's ('Processing...') */
  rejecting?: string;
}

/** A member section's reject texts (partners, distributors): a field label of its own. */
export interface MemberRejectTextSection extends Omit<RejectTextSection, 'rejectPlaceholder' | 'rejecting'> {
  rejectReasonLabel: string;
  rejectReasonPlaceholder: string;
}

/**
 * A section's reject texts as ReasonDialog props: the title, the prompt, the placeholder, the
 * blank-reason message, the button's label and its label while the rejection runs, in red. The
 * bulk bar's one-reason-for-all dialog takes the same (`reasonTexts`).
 *
 * @example <ReasonDialog {...reject.dialogProps} {...rejectDialogTexts(messages.deals)} />
 */
export function rejectDialogTexts(t: RejectTextSection) {
  return {
    title: t.rejectTitle,
    message: t.rejectText,
    placeholder: t.rejectPlaceholder,
    requiredMessage: t.reasonRequired,
    confirmLabel: t.rejectButton,
    busyLabel: t.rejecting,
    variant: 'danger',
  } as const;
}

/**
 * A member section's reject texts as ReasonDialog props: as `rejectDialogTexts`, with the field's
 * own label ('Reason for Rejection*') and the dialog's busy label.
 *
 * @example <ReasonDialog {...reject.dialogProps} {...memberRejectDialogTexts(useMemberTexts(variant))} />
 */
export function memberRejectDialogTexts(t: MemberRejectTextSection) {
  return { ...rejectDialogTexts({ ...t, rejectPlaceholder: t.rejectReasonPlaceholder }), reasonLabel: t.rejectReasonLabel };
}
