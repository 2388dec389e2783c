/** The texts a catalogue section gives its reject-with-a-reason dialog (deals, certifications). */
export interface RejectTextSection {
  rejectTitle: string;
  rejectText: string;
  rejectPlaceholder: string;
  reasonRequired: string;
  rejectButton: string;
  rejecting: string;
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
