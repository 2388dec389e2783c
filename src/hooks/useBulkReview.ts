import { useCallback, useRef, useState } from 'react';
import type { Id } from '../api/types.js';
import type { RequestOptions } from '../api/AdminApi.js';
import { useBulkAction, type BulkAction } from './useBulkAction.js';
import { useRowSelection, type RowSelection } from './useRowSelection.js';

/** The two decisions of a review queue. */
export type ReviewDecision = 'approve' | 'reject';

export interface UseBulkReviewOptions<Row> {
  /** The row's id as text (the selection's key). */
  getRowId: (row: Row) => string;
  /** The records as loaded, so each call sends the record's own id (a number stays a number); the row key is `String(id)`. */
  records: readonly { id: Id }[];
  /** Rows a decision applies to (pending ones). @default every row */
  selectable?: (row: Row) => boolean;
  /** Approves one record, e.g. `(id, options) => api.partnerDeals.approve(id, options)`. */
  approve: (id: Id, options: RequestOptions) => Promise<unknown>;
  /** Rejects one record with the reason, e.g. `(id, reason, options) => api.partnerDeals.reject(id, reason, options)`. */
  reject: (id: Id, reason: string, options: RequestOptions) => Promise<unknown>;
  /** Fetches the list again: called once, after the last call of a bulk decision. */
  reload: () => void;
  /** The text of a failure without a message of its own. */
  fallbackError: string;
}

export interface BulkReview<Row> {
  selection: RowSelection<Row>;
  bulk: BulkAction<ReviewDecision>;
  /** Approves every picked row (on any page, under any search). */
  approve: () => void;
  /** The one-reason-for-all dialog. */
  rejectOpen: boolean;
  setRejectOpen: (open: boolean) => void;
  /** The last reason given, offered again after a failure (nothing typed is lost). */
  lastReason: string;
  /** Rejects every picked row with `reason`; the dialog closes as the calls start. */
  reject: (reason: string) => void;
}

/**
 * Bulk review of a list: the picked rows, one call per record for a decision (the API decides one
 * record per call; at most BULK_CONCURRENCY at a time), then the list fetched once, the failed rows still
 * picked for a retry and the rest dropped from the selection.
 *
 * @example
 * const review = useBulkReview({ getRowId, selectable: isPending, approve: (id, o) => api.approve(id, o),
 *   reject: (id, reason, o) => api.reject(id, reason, o), reload, fallbackError: t.bulkFallbackError });
 */
export function useBulkReview<Row>({
  getRowId,
  records,
  selectable,
  approve,
  reject,
  reload,
  fallbackError,
}: UseBulkReviewOptions<Row>): BulkReview<Row> {
  const selection = useRowSelection({ getRowId, selectable });
  const [rejectOpen, setRejectOpen] = useState(false);
  const [lastReason, setLastReason] = useState('');
  const { replace } = selection;
  // Built when a decision first needs it, once per list: the id each call sends, by its key.
  const idsByKey = useRef<{ records: readonly { id: Id }[]; map: Map<string, Id> } | null>(null);
  const idOf = (key: string): Id => {
    if (idsByKey.current?.records !== records) idsByKey.current = { records, map: new Map(records.map((record) => [String(record.id), record.id])) };
    return idsByKey.current.map.get(key) ?? key;
  };
  const bulk = useBulkAction<ReviewDecision>({
    perform: (kind, key, signal, reason) => (kind === 'approve' ? approve(idOf(key), { signal }) : reject(idOf(key), reason ?? '', { signal })),
    fallback: fallbackError,
    onFinished: (outcome) => {
      replace(outcome.failed.map((failure) => failure.id));
      if (outcome.failed.length === 0) setLastReason('');
      reload();
    },
  });
  const { run } = bulk;
  const { ids } = selection;
  return {
    selection,
    bulk,
    approve: useCallback(() => void run('approve', ids), [run, ids]),
    rejectOpen,
    setRejectOpen,
    lastReason,
    reject: useCallback(
      (given: string) => {
        setLastReason(given);
        setRejectOpen(false);
        void run('reject', ids, given);
      },
      [run, ids],
    ),
  };
}
