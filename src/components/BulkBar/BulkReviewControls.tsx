import type { BulkReview } from '../../hooks/useBulkReview.js';
import { formatMessage } from '../../i18n/messages.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { listMessages } from '../../i18n/texts/list.js';
import { ReasonDialog } from '../ReasonDialog/index.js';
import { BulkBar } from './BulkBar.js';

export interface BulkReviewControlsProps<Row> {
  /** From `useBulkReview`. */
  review: BulkReview<Row>;
  /** The list's filtered rows, read only when 'Select all' is pressed (a long list builds them then). */
  rows: () => readonly Row[];
  /** How many filtered rows can be picked: 'Select all {count}' shows while fewer are. */
  selectableCount: number;
  /** The name a failed record is listed with, by id (e.g. 'Deal 1234'). */
  nameOf: (id: string) => string;
  /** The reason dialog's texts: its prompt, placeholder and blank-reason message (the screen's own). */
  reasonTexts: { message: string; placeholder: string; requiredMessage: string; confirmLabel: string; busyLabel: string };
}

/**
 * A review queue's bulk controls: the `BulkBar` over the table and the one-reason-for-all dialog.
 *
 * @example <BulkReviewControls review={review} rows={() => list.filteredRows} selectableCount={list.total} nameOf={(id) => `Deal ${id}`} reasonTexts={...} />
 */
export function BulkReviewControls<Row>({ review, rows, selectableCount, nameOf, reasonTexts }: BulkReviewControlsProps<Row>) {
  const t = useMessages({ list: listMessages }).list;
  const { selection, bulk } = review;
  const running = bulk.progress !== null;
  return (
    <>
      <BulkBar
        count={selection.count}
        selectableCount={selectableCount}
        onSelectAll={() => selection.setRows(rows(), true)}
        onApprove={() => !running && review.approve()}
        onReject={() => !running && review.setRejectOpen(true)}
        onClear={() => !running && selection.clear()}
        progress={bulk.progress}
        outcome={bulk.outcome}
        nameOf={nameOf}
        onDismissOutcome={bulk.dismiss}
      />
      <ReasonDialog
        open={review.rejectOpen}
        onOpenChange={review.setRejectOpen}
        title={formatMessage(t.bulkRejectTitle, { count: selection.count })}
        message={`${reasonTexts.message} ${t.bulkRejectText}`}
        reasonLabel={reasonTexts.message}
        placeholder={reasonTexts.placeholder}
        requiredMessage={reasonTexts.requiredMessage}
        initialReason={review.lastReason}
        confirmLabel={reasonTexts.confirmLabel}
        busyLabel={reasonTexts.busyLabel}
        variant="danger"
        onConfirm={(reason) => review.reject(reason)}
      />
    </>
  );
}
