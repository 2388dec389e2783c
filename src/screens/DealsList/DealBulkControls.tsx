import { useEffect } from 'react';
import { BulkReviewControls, type BulkReviewControlsProps } from '../../components/BulkBar/BulkReviewControls.js';
import type { Deal } from '../../api/types.js';
import type { DealRow } from '../../domain/dealRow.js';
import { rejectDialogTexts } from '../../components/ReasonDialog/rejectTexts.js';
import { useBulkReviewOf } from '../../hooks/useBulkReview.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { dealsMessages } from '../../i18n/texts/deals.js';
import { decisionsMessages } from '../../i18n/texts/decisions.js';
import type { ListReview } from './listReview.js';

/**
 * The deal lists' bulk controls, counting 'deals' ('22 rejected deals stay as they are'), with the
 * bulk review they drive over the list's selection (`useListReview`). A module of its own, loaded
 * by import() with the bulk bar (issue 33): the list's first bundle then holds none of the
 * decisions' texts, nor the review's question, reason dialog (with the deal lists' reject texts) and run.
 */
export function DealBulkControls({
  review: list,
  deals,
  ...props
}: Omit<BulkReviewControlsProps<DealRow>, 'noun' | 'review' | 'reasonTexts' | 'filteredIds'> & { review: ListReview; deals: () => readonly Deal[] }) {
  const { decisions: d, deals: t } = useMessages({ decisions: decisionsMessages, deals: dealsMessages });
  const review = useBulkReviewOf(list.options, list.picked);
  // Records someone else decided while the bar was on its way, then each as it is heard.
  const { attach } = list;
  useEffect(() => attach(review));
  return (
    <BulkReviewControls
      {...props}
      // Every deal can be picked (a decided one's decision can be changed): 'Select all' by id.
      filteredIds={() => deals().map((deal) => String(deal.id))}
      review={review}
      reasonTexts={rejectDialogTexts(t)}
      noun={{ one: d.dealOne, other: d.dealOther }}
    />
  );
}
