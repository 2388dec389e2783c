import type { RefusedDecision } from '../../hooks/decisionLog.js';
import { authorName, changeActionText } from '../../domain/change.js';
import { formatMoment } from '../../format/dates.js';
import { toTimestamp } from '../../format/format.js';
import { formatMessage } from '../../i18n/messages.js';
import { useLocale, useMessages } from '../../i18n/MessagesProvider.js';
import { decisionsMessages } from '../../i18n/texts/decisions.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';

const ASK = { approve: 'askApprove', reject: 'askReject', remarks: 'askRemarks', remove: 'askRemove' } as const;
const OVERWRITE = { approve: 'overwriteApprove', reject: 'overwriteReject', remarks: 'overwriteRemarks', remove: 'overwriteRemove' } as const;

export interface ConflictPromptProps {
  /** The decision the server refused, with its ConflictError (who changed the record, when, what). */
  refused: RefusedDecision;
  /** Yes (write over their change) or no (keep it). */
  onAnswer: (overwrite: boolean) => void;
}

/**
 * The question asked when someone changed a record before this user's decision reached it:
 * 'Rejected by Ada Lovelace at 10:42. Approve anyway?', with 'Approve anyway' and Cancel. Nothing
 * is written until the yes.
 *
 * @example <ConflictPrompt refused={refused} onAnswer={answer} />
 */
export function ConflictPrompt({ refused, onAnswer }: ConflictPromptProps) {
  const t = useMessages({ decisions: decisionsMessages }).decisions;
  const locale = useLocale();
  const { action } = refused.decision;
  const change = refused.error.change;
  const what = change
    ? formatMessage(Number.isNaN(toTimestamp(change.changedAt)) ? t.conflictByNoTime : t.conflictBy, {
        action: changeActionText(change.action, t),
        name: authorName(change.changedBy, t),
        time: formatMoment(change.changedAt, locale),
      })
    : t.conflictUnknown;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onAnswer(false)}
      title={t.conflictTitle}
      message={`${what} ${t[ASK[action]]}`}
      confirmLabel={t[OVERWRITE[action]]}
      variant={action === 'approve' || action === 'remarks' ? 'primary' : 'danger'}
      onConfirm={() => onAnswer(true)}
    />
  );
}
