/**
 * The decisions on a deal, one way wherever they are taken: approve, reject with a reason and
 * update the remarks, through the shared action hooks (`useAction`, `useReasonDialog`), with the
 * deal lists' texts and dialogs (SPEC 2.8). The deal lists' rows and Deal Details both decide
 * through `useDealDecisions` and show `DealDecisionDialogs`. Each decision goes through `decide`:
 * it sends the version the deal was read with, so another administrator's change since is asked
 * about before it is written over, and a decision the backend can undo offers Undo (issue 30).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DealsApi } from '../../api/AdminApi.js';
import type { Deal } from '../../api/types.js';
import type { DealRow } from '../../domain/dealRow.js';
import { ReasonDialog } from '../../components/ReasonDialog/index.js';
import { rejectDialogTexts } from '../../components/ReasonDialog/rejectTexts.js';
import { useAction, type Action } from '../../hooks/useAction.js';
import type { Decision, DecisionAction } from '../../hooks/decide.js';
import { dealDecision, decideLater } from '../../hooks/decideLater.js';
import { undoable } from '../../hooks/decisionLog.js';
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
  /** The deal the latest approve decided (for where the keyboard goes next), or null. */
  approved: { id: DealRow['id'] } | null;
  /** The deal the latest rejection decided, once: null after it has been read (for where the keyboard goes next). */
  takeRejected: () => DealRow['id'] | null;
  /** 'Deal 1234 approved' for a few seconds after an approve, for sighted and screen-reader users alike (see `noticeWithUndo`). */
  notice: string | undefined;
  /** The Reject Deal dialog: the row it is about, and the rejection with the reason typed. */
  reject: ReasonDialogState<DealRow>;
  /** The Update Remarks dialog: the row it is about, and the update with the text typed. */
  remarks: ReasonDialogState<DealRow>;
}

/** What else a deal decision does with the server's answer. */
export interface DealDecisionOptions {
  /** The deal as the server answered it (or as it is now, when the write was refused): e.g. replaces the list's row at once. @default undefined */
  onRecord?: (deal: Deal) => void;
  /**
   * Whether an approve the backend can undo still gets the notice. A list says `false`: the Undo
   * bar says it there ('Deal 1234 approved.'), and a second live text would be read twice. Deal
   * Details keeps it: its modal dialog makes the bar outside it unreachable to screen readers.
   * @default true
   */
  noticeWithUndo?: boolean;
}

/**
 * Approve, reject and remarks on the deals of one side. `onDecided` runs after each success with
 * the deal's row, while the approve still counts as busy until it settles (a list re-fetches
 * there, so a second click of a double click finds the approve running).
 *
 * @example const decisions = useDealDecisions(api.partnerDeals, () => reload(), { onRecord: patchRow });
 */
export function useDealDecisions(
  deals: DealDecisionCalls,
  onDecided: (row: DealRow) => Promise<unknown> | void,
  { onRecord, noticeWithUndo = true }: DealDecisionOptions = {},
): DealDecisions {
  const t = useMessages({ deals: dealsMessages }).deals;
  /** A decision on a row: the version the row was read with is sent, and the answer goes to `onRecord`. */
  const decision = (row: DealRow, action: DecisionAction) => dealDecision(deals, row, action, t.dealNamed, onRecord);
  const [approvingId, setApprovingId] = useState<DealRow['id'] | null>(null);
  const [approved, setApproved] = useState<{ id: DealRow['id'] } | null>(null);
  const rejected = useRef<DealRow['id'] | null>(null);
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
      const made = decision(row, 'approve');
      const answer = await decideLater(signal, made, (options) => deals.approve(row.id, options));
      if (!signal.aborted) {
        if (noticeWithUndo || undoable([{ decision: made as Decision, answer }]).length === 0) setNotice(formatMessage(t.approvedNotice, { id: String(row.id) }));
        setApproved({ id: row.id });
      }
      await onDecided(row);
    } finally {
      setApprovingId(null);
    }
  }, t.approveError);
  const reject = useReasonDialog(
    (signal, row: DealRow, reason) => decideLater(signal, decision(row, 'reject'), (options) => deals.reject(row.id, reason, options)),
    t.rejectError,
    {
      onSuccess: (row: DealRow) => {
        rejected.current = row.id;
        void onDecided(row);
      },
    },
  );
  const remarks = useReasonDialog(
    (signal, row: DealRow, text) => decideLater(signal, decision(row, 'remarks'), (options) => deals.updateRemarks(row.id, text, options)),
    t.remarksError,
    { onSuccess: (row: DealRow) => void onDecided(row) },
  );
  const takeRejected = useCallback(() => {
    const id = rejected.current;
    rejected.current = null;
    return id;
  }, []);
  return { approve, approvingId, approved, takeRejected, notice, reject, remarks };
}

/**
 * The Reject Deal and Update Remarks dialogs of `useDealDecisions`, with the deal lists' texts
 * (SPEC 2.8); the remarks start from the deal's remark.
 */
export function DealDecisionDialogs({
  decisions,
  rejectReturnFocus,
}: {
  decisions: Pick<DealDecisions, 'reject' | 'remarks'>;
  /** Where the focus goes when the Reject Deal dialog closes (the dialog's `returnFocus`). @default the button that opened it */
  rejectReturnFocus?: () => HTMLElement | null | undefined;
}) {
  const t = useMessages({ deals: dealsMessages }).deals;
  const { reject, remarks } = decisions;
  return (
    <>
      <ReasonDialog {...reject.dialogProps} {...rejectDialogTexts(t)} returnFocus={rejectReturnFocus} />
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
