/**
 * The decisions on a deal, one way wherever they are taken: approve, reject with a reason and
 * update the remarks, through the shared action hooks (`useAction`, `useReasonDialog`), with the
 * deal lists' texts and dialogs (SPEC 2.8). The deal lists' rows and Deal Details both decide
 * through `useDealDecisions` and show `DealDecisionDialogs`.
 */
import { useEffect, useState } from 'react';
import type { DealsApi } from '../../api/AdminApi.js';
import type { Deal } from '../../api/types.js';
import type { DealRow } from '../../domain/dealRow.js';
import { ReasonDialog } from '../../components/ReasonDialog/index.js';
import { rejectDialogTexts } from '../../components/ReasonDialog/rejectTexts.js';
import { useAction, type Action } from '../../hooks/useAction.js';
import { useReasonDialog, type ReasonDialogState } from '../../hooks/useDialogAction.js';
import { formatMessage } from '../../i18n/messages.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { dealsMessages } from '../../i18n/texts/deals.js';

/** The calls a deal decision makes, on the deals of one side. */
export type DealDecisionCalls = Pick<DealsApi<Deal>, 'approve' | 'reject' | 'updateRemarks'>;

/** How long 'Deal 1234 approved' stays. */
const NOTICE_MS = 5000;

export interface DealDecisions {
  /** Approves a deal's row (one request however often it is pressed); `approve.busy` while it runs. */
  approve: Action<[row: DealRow]>;
  /** The deal being approved, or null. */
  approvingId: DealRow['id'] | null;
  /** 'Deal 1234 approved' for a few seconds after an approve, for sighted and screen-reader users alike. */
  notice: string | undefined;
  /** The Reject Deal dialog: the row it is about, and the rejection with the reason typed. */
  reject: ReasonDialogState<DealRow>;
  /** The Update Remarks dialog: the row it is about, and the update with the text typed. */
  remarks: ReasonDialogState<DealRow>;
}

/**
 * Approve, reject and remarks on the deals of one side. `onDecided` runs after each success with
 * the deal's row, while the approve still counts as busy until it settles (a list re-fetches
 * there, so a second click of a double click finds the approve running).
 *
 * @example const decisions = useDealDecisions(api.partnerDeals, () => reload());
 */
export function useDealDecisions(deals: DealDecisionCalls, onDecided: (row: DealRow) => Promise<unknown> | void): DealDecisions {
  const t = useMessages({ deals: dealsMessages }).deals;
  const [approvingId, setApprovingId] = useState<DealRow['id'] | null>(null);
  const [notice, setNotice] = useState<string>();
  useEffect(() => {
    if (notice === undefined) return;
    const timer = setTimeout(() => setNotice(undefined), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const approve = useAction(async (signal, row: DealRow) => {
    setApprovingId(row.id);
    setNotice(undefined);
    try {
      await deals.approve(row.id, { signal });
      if (!signal.aborted) setNotice(formatMessage(t.approvedNotice, { id: String(row.id) }));
      await onDecided(row);
    } finally {
      setApprovingId(null);
    }
  }, t.approveError);
  const after = { onSuccess: (row: DealRow) => void onDecided(row) };
  const reject = useReasonDialog((signal, row: DealRow, reason) => deals.reject(row.id, reason, { signal }), t.rejectError, after);
  const remarks = useReasonDialog((signal, row: DealRow, text) => deals.updateRemarks(row.id, text, { signal }), t.remarksError, after);
  return { approve, approvingId, notice, reject, remarks };
}

/**
 * The Reject Deal and Update Remarks dialogs of `useDealDecisions`, with the deal lists' texts
 * (SPEC 2.8); the remarks start from the deal's remark.
 */
export function DealDecisionDialogs({ decisions }: { decisions: Pick<DealDecisions, 'reject' | 'remarks'> }) {
  const t = useMessages({ deals: dealsMessages }).deals;
  const { reject, remarks } = decisions;
  return (
    <>
      <ReasonDialog {...reject.dialogProps} {...rejectDialogTexts(t)} />
      <ReasonDialog
        {...remarks.dialogProps}
        title={t.remarksTitle}
        message={t.remarksText}
        placeholder={t.remarksPlaceholder}
        requiredMessage={t.remarksRequired}
        initialReason={remarks.target?.hasRemark ? remarks.target.remark : ''}
        confirmLabel={t.remarksButton}
        busyLabel={t.remarksBusy}
      />
    </>
  );
}
