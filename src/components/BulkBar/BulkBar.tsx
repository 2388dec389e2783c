import styled from '@emotion/styled';
import type { BulkOutcome, BulkProgress } from '../../hooks/useBulkAction.js';
import { formatMessage } from '../../i18n/messages.js';
import { useLocale, useMessages } from '../../i18n/MessagesProvider.js';
import { formatNumber } from '../../format/dates.js';
import { listMessages } from '../../i18n/texts/list.js';
import { decisionsMessages } from '../../i18n/texts/decisions.js';
import { authorName, changeActionText } from '../../domain/change.js';
import { vars } from '../../theme/theme.js';
import { noticeBox } from '../../theme/surfaces.js';
import { Button } from '../Button/index.js';

/** The decisions a bulk bar offers. */
export type BulkKind = 'approve' | 'reject';

export interface BulkBarProps {
  /** How many rows are picked. */
  count: number;
  /** Every filtered row that could be picked: 'Select all {count}' shows while fewer are picked. @default undefined */
  selectableCount?: number;
  onSelectAll?: () => void;
  onApprove: () => void;
  /** Opens the one reason for all. */
  onReject: () => void;
  onClear: () => void;
  /** The running decision's progress, or null. */
  progress: BulkProgress<BulkKind> | null;
  /** The last decision's summary, or null. */
  outcome: BulkOutcome<BulkKind> | null;
  /** The name a failed record is listed with (e.g. 'Deal 1234', a partner's name). */
  nameOf: (id: string) => string;
  onDismissOutcome: () => void;
  /** Picked records someone else decided meanwhile, taken out of the selection: said in the bar. @default 0 */
  dropped?: number;
  /** Stops the running decision (a decision over a server's filter reads and decides page by page): shows 'Cancel' while it runs. @default undefined */
  onStop?: () => void;
}

const Bar = styled.div({
  ...noticeBox(vars.colors.infoBorder, vars.colors.infoSurface),
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

const Count = styled.span({ fontWeight: vars.fontWeights.bold, marginInlineEnd: 'auto' });

const Summary = styled.div({
  ...noticeBox(vars.colors.border, vars.colors.surfaceMuted),
  ul: { margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg },
  li: { overflowWrap: 'anywhere' },
});

const SummaryHead = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, p: { margin: 0, marginInlineEnd: 'auto' } });

/**
 * The bar of a list's bulk review: 'N selected', 'Select all', Approve, Reject and Clear; while a
 * decision runs, its progress; after it, what was decided and each failure with its reason. The
 * count and the progress are announced politely.
 *
 * @example
 * <BulkBar count={selection.count} onApprove={...} onReject={...} onClear={selection.clear}
 *   progress={bulk.progress} outcome={bulk.outcome} nameOf={(id) => `Deal ${id}`} onDismissOutcome={bulk.dismiss} />
 */
export function BulkBar({
  count,
  selectableCount,
  onSelectAll,
  onApprove,
  onReject,
  onClear,
  progress,
  outcome,
  nameOf,
  onDismissOutcome,
  dropped = 0,
  onStop,
}: BulkBarProps) {
  const messages = useMessages({ list: listMessages, decisions: decisionsMessages });
  const t = messages.list;
  const d = messages.decisions;
  const locale = useLocale();
  const running = progress !== null;
  const conflicted = outcome?.conflicted ?? [];
  return (
    <>
      {dropped > 0 && !running && (
        <Summary role="status">{formatMessage(d.droppedFromSelection, { count: dropped })}</Summary>
      )}
      {(count > 0 || running) && (
        <Bar role="region" aria-label={t.bulkActions}>
          <Count role="status">
            {running
              ? formatMessage(progress.stage === 'reading' ? t.bulkReading : progress.kind === 'approve' ? t.bulkApproving : t.bulkRejecting, {
                  done: formatNumber(progress.done, locale),
                  total: formatNumber(progress.total, locale),
                })
              : formatMessage(t.selectedCount, { count: formatNumber(count, locale) })}
          </Count>
          {!running && onSelectAll && selectableCount !== undefined && selectableCount > count && (
            <Button size="sm" variant="ghost" onClick={onSelectAll}>
              {formatMessage(t.selectAllFiltered, { count: formatNumber(selectableCount, locale) })}
            </Button>
          )}
          {running && onStop && (
            <Button size="sm" variant="ghost" onClick={onStop}>
              {t.bulkStop}
            </Button>
          )}
          <Button size="sm" variant="success" onClick={onApprove} aria-disabled={running || undefined} busy={progress?.kind === 'approve'}>
            {t.bulkApprove}
          </Button>
          <Button size="sm" variant="danger" onClick={onReject} aria-disabled={running || undefined} busy={progress?.kind === 'reject'}>
            {t.bulkReject}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear} aria-disabled={running || undefined}>
            {t.clearSelection}
          </Button>
        </Bar>
      )}
      {outcome && (
        <Summary role="status">
          <SummaryHead>
            <p>
              {outcome.readError !== undefined && `${formatMessage(t.bulkReadFailed, { message: outcome.readError })} `}
              {(outcome.readError === undefined || outcome.succeeded.length + outcome.failed.length + conflicted.length > 0) &&
                formatMessage(outcome.kind === 'approve' ? t.bulkApproved : t.bulkRejected, { count: formatNumber(outcome.succeeded.length, locale) })}
              {outcome.stopped && ` ${t.bulkStopped}`}
              {(outcome.skipped ?? 0) > 0 && ` ${formatMessage(t.bulkSkipped, { count: formatNumber((outcome.skipped ?? 0), locale) })}`}
              {outcome.failed.length > 0 && ` ${formatMessage(t.bulkFailed, { count: outcome.failed.length })}`}
              {conflicted.length > 0 && ` ${formatMessage(d.bulkConflicted, { count: conflicted.length })}`}
            </p>
            <Button size="sm" variant="ghost" onClick={onDismissOutcome}>
              {t.bulkDismiss}
            </Button>
          </SummaryHead>
          {outcome.failed.length > 0 && (
            <ul>
              {outcome.failed.map((failure) => (
                <li key={failure.id}>{formatMessage(t.bulkFailure, { name: nameOf(failure.id), message: failure.message })}</li>
              ))}
            </ul>
          )}
          {conflicted.length > 0 && (
            <ul>
              {conflicted.map(({ id, change }) => (
                <li key={id}>
                  {formatMessage(d.bulkConflict, { name: nameOf(id), action: changeActionText(change?.action, d), by: authorName(change?.changedBy, d) })}
                </li>
              ))}
            </ul>
          )}
        </Summary>
      )}
    </>
  );
}
