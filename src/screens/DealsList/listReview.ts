/**
 * The deal list's bulk review, lighter in its first bundle (issue 33): the rows picked (what the
 * table's boxes, the export's 'Selected' and the bar's appearance read) stay here; the rest of
 * `useBulkReview` (the question, the reason dialog's state, the run's progress and summary) comes
 * with the bulk bar, which loads by import() and mounts at the first pick (`DealBulkControls`,
 * preloaded when the browser is idle) and stays mounted. `useDealsListController` keeps the whole
 * `useBulkReview`; the list's review behaves the same.
 */
import { useCallback, useRef } from 'react';
import type { Deal } from '../../api/types.js';
import type { DealRow } from '../../domain/dealRow.js';
import { useReviewSelection, type BulkReview, type ReviewSelection, type UseBulkReviewOptions } from '../../hooks/useBulkReview.js';
import type { RowSelection } from '../../hooks/useRowSelection.js';

export interface ListReview {
  /** The rows picked, as the table and the bar show them. */
  selection: RowSelection<DealRow>;
  /** Picked records someone else decided (the live changes): handed to the bar's review, or kept for it until it has mounted. */
  dropDecidedElsewhere: (keys: readonly string[]) => void;
  /** For the bar: the review's options and its selection, and where it takes the dropped records. */
  options: UseBulkReviewOptions<DealRow, Deal>;
  picked: ReviewSelection<DealRow>;
  /** The bar hands its review over after each render (the first takes the records dropped while it was on its way). */
  attach: (review: BulkReview<DealRow>) => void;
}

/** `useBulkReview` for the deal list: the selection now, the rest with the bar (see above). */
export function useListReview(options: UseBulkReviewOptions<DealRow, Deal>): ListReview {
  const picked = useReviewSelection(options);
  // The bar's review, once it has mounted; before, the keys it is to drop.
  const bar = useRef<BulkReview<DealRow> | readonly string[]>([]);
  const { count } = picked.selection;
  const dropDecidedElsewhere = useCallback(
    (keys: readonly string[]) => {
      const review = bar.current;
      if (!Array.isArray(review)) (review as BulkReview<DealRow>).dropDecidedElsewhere(keys);
      else if (count > 0) bar.current = [...review, ...keys];
    },
    [count],
  );
  const attach = useCallback((review: BulkReview<DealRow>) => {
    const waiting = bar.current;
    bar.current = review;
    if (Array.isArray(waiting) && waiting.length > 0) review.dropDecidedElsewhere(waiting);
  }, []);
  return { selection: picked.selection, dropDecidedElsewhere, options, picked, attach };
}
