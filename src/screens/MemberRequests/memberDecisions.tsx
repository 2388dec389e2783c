/**
 * The decisions on a sign-up request, one way wherever they are taken: accept after a
 * confirmation, reject with a reason, then the success dialog that closes after 2 s (SPEC 2.6),
 * through the shared action hooks (`useConfirmAction`, `useReasonDialog`). The request lists and
 * the review page of a pending member both decide through `useMemberDecisions` and show
 * `MemberDecisionDialogs`. Each decision goes through `decide`: it sends the version the request
 * was read with, so another administrator's decision since is asked about before it is written
 * over, and a decision the backend can undo offers Undo (issue 30).
 */
import { useCallback, useState } from 'react';
import type { MembersApi } from '../../api/AdminApi.js';
import type { Deal, Member, Variant } from '../../api/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.js';
import { useMemberTexts } from '../../components/MemberCells/index.js';
import { ReasonDialog } from '../../components/ReasonDialog/index.js';
import { memberRejectDialogTexts } from '../../components/ReasonDialog/rejectTexts.js';
import { SuccessDialog } from '../../components/SuccessDialog/index.js';
import { memberName, type RequestDecision } from '../../domain/member.js';
import type { Decision, DecisionAction } from '../../hooks/decide.js';
import { decideLater } from '../../hooks/decideLater.js';
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
  /** The row key of the request decided last (where the keyboard goes on from after its success dialog), or null. */
  decidedKey: string | null;
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
  { onRecord }: { onRecord?: (member: Member) => void } = {},
): MemberDecisions {
  const texts = useMemberTexts(variant);
  const [decision, setDecision] = useState<RequestDecision | null>(null);
  const [decidedKey, setDecidedKey] = useState<string | null>(null);
  const decided = (member: Member, made: RequestDecision) => {
    onDecided(member, made);
    setDecision(made);
    setDecidedKey(String(member.id));
  };
  /** A decision on a request: the version it was read with is sent, the answer goes to `onRecord`. */
  const requestDecision = (member: Member, action: DecisionAction): Decision<Member> => ({ area: members, action, record: member, name: memberName(member), onRecord });
  const accept = useConfirmAction(
    (signal, member: Member) => decideLater(signal, requestDecision(member, 'approve'), (options) => members.approve(member.id, options)),
    texts.approveError,
    {
      onOpen: () => reject.clearError(),
      onSuccess: (member) => decided(member, 'accept'),
    },
  );
  const reject = useReasonDialog(
    (signal, member: Member, reason) => decideLater(signal, requestDecision(member, 'reject'), (options) => members.reject(member.id, reason, options)),
    texts.rejectError,
    {
      onOpen: () => accept.clearError(),
      onSuccess: (member) => decided(member, 'reject'),
    },
  );
  const closeSuccess = useCallback(() => setDecision(null), []);
  return { accept, reject, decision, decidedKey, closeSuccess, busy: accept.submitting || reject.submitting };
}

/** The Accept and Reject dialogs of `useMemberDecisions` and the success dialog, with the request lists' texts (SPEC 2.6). */
export function MemberDecisionDialogs({
  decisions,
  variant,
  returnFocus,
}: {
  decisions: MemberDecisions;
  variant: Variant;
  /** Where the focus goes when the success dialog closes (e.g. the next request's Accept). @default the button that opened the decision */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const texts = useMemberTexts(variant);
  const { decision } = decisions;
  return (
    <>
      <ConfirmDialog
        {...decisions.accept.dialogProps}
        title={texts.acceptTitle}
        message={texts.acceptText}
        confirmLabel={texts.acceptButton}
        // Enter accepts: the decision the user opened the dialog for.
        initialFocus="confirm"
      />
      <ReasonDialog {...decisions.reject.dialogProps} {...memberRejectDialogTexts(texts)} />
      <SuccessDialog
        open={decision !== null}
        title={decision === 'reject' ? texts.rejectedTitle : texts.acceptedTitle}
        message={texts.decisionNotified}
        onClose={decisions.closeSuccess}
        returnFocus={returnFocus}
      />
    </>
  );
}
