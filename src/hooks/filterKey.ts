/**
 * What a screen reads of a selection of the filter while it renders (server mode): the key a
 * selection of the filter stands for, and how many records 'Select all N' offers. The reading of
 * the filter's pages itself (`filterSet.ts`) loads by import() on the first bulk decision over it.
 */
import type { ListPageQuery } from '../api/AdminApi.js';

/** A list state without its page: what a selection of the filter stands for (`useBulkReview`'s `filterKey`). */
export function filterKeyOf({ page: _page, pageSize: _pageSize, ...filter }: ListPageQuery): string {
  return JSON.stringify(filter);
}

/** Server mode, a list whose decided rows cannot be picked: the pending records the filter matches (for 'Select all N'). */
export function pendingOfFilter(statusFilter: { value: string; counts: Readonly<Record<string, number>> } | undefined): number {
  return statusFilter && (statusFilter.value === 'all' || statusFilter.value === 'pending') ? (statusFilter.counts.pending ?? 0) : 0;
}
