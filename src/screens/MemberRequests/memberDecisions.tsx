/**
 * The decisions on a sign-up request, one way wherever they are taken: accept after a
 * confirmation, reject with a reason, then the success dialog that closes after 2 s (SPEC 2.6),
 * through the shared action hooks (`useConfirmAction`, `useReasonDialog`). The request lists and
 * the review page of a pending member both decide through `useMemberDecisions` and show
 * `MemberDecisionDialogs`.
 */
import { useCallback, useState } from 'react';
import type { MembersApi } from '../../api/AdminApi.js';
import type { Deal, Member, Variant } from '../../api/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.js';
import { useMemberTexts } from '../../components/MemberCells/index.js';
import { ReasonDialog } from '../../components/ReasonDialog/index.js';
import { memberRejectDialogTexts } from '../../components/ReasonDialog/rejectTexts.js';
import { SuccessDialog } from '../../components/SuccessDialog/index.js';
import type { RequestDecision } from '../../domain/member.js';
import { useConfirmAction, useReasonDialog, type ConfirmActionState, type ReasonDialogState } from '../../hooks/useDialogAction.js';

/** The calls a decision on a request makes, on the members of one side. */
export type MemberDecisionCalls = Pick<MembersApi<Deal>, 'approve' | 'reject'>;

export interface MemberDecisions {
  /** The accept confirmation: `accept.open(member)` asks, `accept.submit()` accepts ('Failed to approve partner' on failure). */
  accept: ConfirmActionState<Member>;
  /** The rejection dialog: `reject.open(member)` asks for a reason, `reject.submit(reason)` rejects ('Failed to reject partner' on failure). */
  reject: ReasonDialogState<Member>;
  /** The decision just made, while its success dialog shows; else null. */
  decision: RequestDecision | null;
  /** Closes the success dialog. */
  closeSuccess: () => void;
  /** True while a decision is being sent. */
  busy: boolean;
}

/**
 * Accept and reject on the requests of one side; `onDecided` runs after each success, before the
 * success dialog shows. Opening one dialog hides the other decision's error.
 *
 * @example const decisions = useMemberDecisions(api.partners, 'partner', (member, made) => update(member, made));
 */
export function useMemberDecisions(
  members: MemberDecisionCalls,
  variant: Variant,
  onDecided: (member: Member, made: RequestDecision) => void,
): MemberDecisions {
  const texts = useMemberTexts(variant);
  const [decision, setDecision] = useState<RequestDecision | null>(null);
  const decided = (member: Member, made: RequestDecision) => {
    onDecided(member, made);
    setDecision(made);
  };
  const accept = useConfirmAction((signal, member: Member) => members.approve(member.id, { signal }), texts.approveError, {
    onOpen: () => reject.clearError(),
    onSuccess: (member) => decided(member, 'accept'),
  });
  const reject = useReasonDialog((signal, member: Member, reason) => members.reject(member.id, reason, { signal }), texts.rejectError, {
    onOpen: () => accept.clearError(),
    onSuccess: (member) => decided(member, 'reject'),
  });
  const closeSuccess = useCallback(() => setDecision(null), []);
  return { accept, reject, decision, closeSuccess, busy: accept.submitting || reject.submitting };
}

/** The Accept and Reject dialogs of `useMemberDecisions` and the success dialog, with the request lists' texts (SPEC 2.6). */
export function MemberDecisionDialogs({ decisions, variant }: { decisions: MemberDecisions; variant: Variant }) {
  const texts = useMemberTexts(variant);
  const { decision } = decisions;
  return (
    <>
      <ConfirmDialog {...decisions.accept.dialogProps} title={texts.acceptTitle} message={texts.acceptText} confirmLabel={texts.acceptButton} />
      <ReasonDialog {...decisions.reject.dialogProps} {...memberRejectDialogTexts(texts)} />
      <SuccessDialog
        open={decision !== null}
        title={decision === 'reject' ? texts.rejectedTitle : texts.acceptedTitle}
        message={texts.decisionNotified}
        onClose={decisions.closeSuccess}
      />
    </>
  );
}
