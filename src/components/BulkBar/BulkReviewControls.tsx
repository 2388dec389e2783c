import type { BulkReview } from '../../hooks/useBulkReview.js';
import { formatMessage } from '../../i18n/messages.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { listMessages } from '../../i18n/texts/list.js';
import { decisionsMessages } from '../../i18n/texts/decisions.js';
import { ReasonDialog, type ReasonDialogProps } from '../ReasonDialog/index.js';
import { BulkBar } from './BulkBar.js';
import { BulkQuestionDialog, type CountNoun } from './BulkQuestionDialog.js';

export interface BulkReviewControlsProps<Row> {
  /** From `useBulkReview`. */
  review: BulkReview<Row>;
  /** The list's filtered rows, read only when 'Select all' is pressed (a long list builds them then). */
  rows: () => readonly Row[];
  /**
   * The ids of every filtered row, where every row can be picked and the screen has them without
   * building the rows: 'Select all' then reads these instead of `rows` (100,000 deals' rows took
   * 190 ms to build in the click, issue 33).
   */
  filteredIds?: () => readonly string[];
  /**
   * How many filtered rows can be picked: 'Select all {count}' shows while fewer are. In server
   * mode (the review's `selectFilter`), the records the filter matches on the server: 'Select all'
   * then picks the filter itself, every page of it.
   */
  selectableCount: number;
  /** The name a failed record is listed with, by id (e.g. 'Deal 1234'). */
  nameOf: (id: string) => string;
  /**
   * The screen's own reject texts, as its one-record ReasonDialog takes them (`rejectDialogTexts`):
   * the title is the bulk one; the field is labelled `reasonLabel`, above it 'The same reason is
   * sent for each of them.' (without a `reasonLabel`, the prompt labels the field and starts that text).
   */
  reasonTexts: Pick<ReasonDialogProps, 'reasonLabel' | 'placeholder' | 'requiredMessage' | 'confirmLabel' | 'busyLabel'> & { message: string };
  /** What the records are called in the counts asked before a decision over decided ones ('22 rejected deals stay as they are'). @default record / records */
  noun?: CountNoun;
}

/**
 * A review queue's bulk controls: the `BulkBar` over the table, the counts asked about before a
 * decision over a selection that holds decided records, and the one-reason-for-all dialog.
 *
 * @example <BulkReviewControls review={review} rows={() => list.filteredRows} selectableCount={list.total} nameOf={(id) => `Deal ${id}`} reasonTexts={...} />
 */
export function BulkReviewControls<Row>({ review, rows, filteredIds, selectableCount, nameOf, reasonTexts, noun }: BulkReviewControlsProps<Row>) {
  const messages = useMessages({ list: listMessages, decisions: decisionsMessages });
  const t = messages.list;
  const { selection, bulk } = review;
  const running = bulk.progress !== null;
  const reasonLabel = reasonTexts.reasonLabel ?? reasonTexts.message;
  return (
    <>
      <BulkBar
        count={selection.count}
        selectableCount={selectableCount}
        onSelectAll={() => {
          if (review.selectFilter) review.selectFilter(selectableCount);
          else if (filteredIds) selection.setIds(filteredIds(), true);
          else selection.setRows(rows(), true);
        }}
        onApprove={() => !running && review.approve()}
        onReject={() => !running && review.askReject()}
        onClear={() => !running && selection.clear()}
        progress={bulk.progress}
        outcome={bulk.outcome}
        nameOf={nameOf}
        onDismissOutcome={bulk.dismiss}
        dropped={review.dropped}
        onStop={review.selectFilter ? bulk.stop : undefined}
      />
      <BulkQuestionDialog
        question={review.question}
        noun={noun ?? { one: messages.decisions.recordOne, other: messages.decisions.recordOther }}
        onAnswer={review.answer}
        onCancel={review.cancelQuestion}
      />
      <ReasonDialog
        {...reasonTexts}
        open={review.rejectOpen}
        onOpenChange={review.setRejectOpen}
        title={formatMessage(t.bulkRejectTitle, { count: review.rejectCount })}
        message={reasonTexts.reasonLabel ? t.bulkRejectText : `${reasonTexts.message} ${t.bulkRejectText}`}
        reasonLabel={reasonLabel}
        initialReason={review.lastReason}
        variant="danger"
        onConfirm={(reason) => review.reject(reason)}
      />
    </>
  );
}
