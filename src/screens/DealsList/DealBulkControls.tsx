import { BulkReviewControls, type BulkReviewControlsProps } from '../../components/BulkBar/BulkReviewControls.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { decisionsMessages } from '../../i18n/texts/decisions.js';

/**
 * The deal lists' bulk controls, counting 'deals' ('22 rejected deals stay as they are'). A module
 * of its own, loaded by import() with the bulk bar (issue 33): the list's first bundle then holds
 * none of the decisions' texts.
 */
export function DealBulkControls<Row>(props: Omit<BulkReviewControlsProps<Row>, 'noun'>) {
  const d = useMessages({ decisions: decisionsMessages }).decisions;
  return <BulkReviewControls {...props} noun={{ one: d.dealOne, other: d.dealOther }} />;
}
