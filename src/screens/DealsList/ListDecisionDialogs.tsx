/**
 * The deal list's Reject Deal and Update Remarks dialogs with their actions (`useActionWithOutcome`:
 * single flight, the question before writing over another's change, the error kept with the text
 * typed, 'ready to be sent' after a new sign-in). Loaded by import() when one first opens
 * (`useListDecisions` keeps which row it is open on), so the list's first bundle carries none of it
 * (issue 33). The dialogs are those of `DealDecisionDialogs`, with the same texts.
 */
import { useState } from 'react';
import { ReasonDialog } from '../../components/ReasonDialog/index.js';
import { rejectDialogTexts } from '../../components/ReasonDialog/rejectTexts.js';
import type { DealRow } from '../../domain/dealRow.js';
import { useActionWithOutcome } from '../../hooks/useAction.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { dealsMessages } from '../../i18n/texts/deals.js';
import type { ListDecisionDialog, ListDecisions } from './listDecisions.js';

/** A reason dialog's props for one of the list's dialogs: its action runs with the text typed. */
function useDialogProps(dialog: ListDecisionDialog) {
  const action = useActionWithOutcome(dialog.perform, dialog.fallback);
  const { target, close } = dialog;
  // A dialog opened anew starts without the error of an earlier attempt (as `useReasonDialog`'s `open`).
  const [openedOn, setOpenedOn] = useState(target);
  if (openedOn !== target) {
    setOpenedOn(target);
    if (target !== null) action.clearError();
  }
  const open = target !== null;
  return {
    open,
    onOpenChange: (next: boolean) => {
      if (!next) close();
    },
    onConfirm: async (text: string) => {
      if (target === null) throw new Error(dialog.fallback);
      const outcome = await action.attempt(target, text);
      if (outcome === 'failed') throw new Error(dialog.fallback);
      // Done, or declined: the user kept another's change, which the list now shows.
      close(target);
      if (outcome === 'done') dialog.done(target);
    },
    error: open ? action.error : undefined,
    errorDetail: open ? action.errorDetail : undefined,
    resumed: open && action.resumed,
  };
}

export function ListDecisionDialogs({
  decisions,
  rejectReturnFocus,
}: {
  decisions: Pick<ListDecisions, 'reject' | 'remarks'>;
  /** Where the focus goes when the Reject Deal dialog closes (the dialog's `returnFocus`). */
  rejectReturnFocus?: () => HTMLElement | null | undefined;
}) {
  const t = useMessages({ deals: dealsMessages }).deals;
  const reject = useDialogProps(decisions.reject);
  const remarks = useDialogProps(decisions.remarks);
  const remarksRow: DealRow | null = decisions.remarks.target;
  return (
    <>
      <ReasonDialog {...reject} {...rejectDialogTexts(t)} returnFocus={rejectReturnFocus} />
      <ReasonDialog
        {...remarks}
        title={t.remarksTitle}
        message={t.remarksText}
        placeholder={t.remarksPlaceholder}
        requiredMessage={t.remarksRequired}
        initialReason={remarksRow?.hasRemark ? remarksRow.remark : ''}
        confirmLabel={t.remarksButton}
        busyLabel={t.remarksBusy}
      />
    </>
  );
}
