/**
 * A bulk decision over every record a server's filter matches (issue 34, server mode), read page
 * by page through the list's `query` so that no more than a page of rows is held at a time:
 *
 * 1. `readFilterSet` reads every page of the filter once and keeps, per record, only its id, the
 *    version it was read with and its state: the set (the records the filter matched at the start)
 *    and the counts asked about before decided records are overwritten.
 * 2. `pagesFromLast` gives the chosen records to the bulk action page by page, reading the filter
 *    again from its last page to its first: a record is sent only when its page still holds it (a
 *    record that no longer matches is skipped and counted), with the version the set read (one
 *    another admin changed since is refused by the server and named). From the last page, because
 *    a decision moves or removes a record at or after its own place in the order (a status filter
 *    drops it, pending-first puts it later), never one on a page still to be read.
 */
import type { ListPage, RequestOptions } from '../api/AdminApi.js';
import type { Id } from '../api/types.js';
import type { BulkSource } from './useBulkAction.js';
import { versionOf } from './decisionLog.js';

/** Rows per request while a filter's pages are read (the largest page a query takes). */
export const FILTER_PAGE_SIZE = 100;

export type FilterState = 'pending' | 'approved' | 'rejected';

/** One record of the set: what a decision needs of it, nothing more. */
export interface FilterRecord {
  id: Id;
  version?: number;
  state: FilterState;
}

export interface FilterSet {
  /** By key (`String(id)`), in the filter's order. */
  records: ReadonlyMap<string, FilterRecord>;
  /** The last page read (of FILTER_PAGE_SIZE rows). */
  lastPage: number;
  /** The keys by state, for a decision of `kind`: pending, decided the other way, decided this way. */
  byState: (kind: 'approve' | 'reject') => { pending: string[]; opposite: string[]; same: string[] };
}

type Pages<R> = (page: number, pageSize: number, options?: RequestOptions) => Promise<ListPage<R>>;

export interface ReadFilterOptions<R> {
  signal: AbortSignal;
  /** Whether a record of the filter belongs to the selection (not unticked, selectable). */
  include: (record: R) => boolean;
  stateOf: (record: R) => FilterState;
  /** After each page: rows read so far, and the filter's total as the page says. */
  onProgress?: (done: number, total: number) => void;
}

/** Reads every page of the filter, keeping each included record's id, version and state. */
export async function readFilterSet<R extends { id: Id }>(pages: Pages<R>, { signal, include, stateOf, onProgress }: ReadFilterOptions<R>): Promise<FilterSet> {
  const records = new Map<string, FilterRecord>();
  let read = 0;
  let number = 1;
  for (; ; number++) {
    const answer = await pages(number, FILTER_PAGE_SIZE, { signal });
    for (const record of answer.rows) {
      if (!include(record)) continue;
      const version = versionOf(record);
      records.set(String(record.id), version === undefined ? { id: record.id, state: stateOf(record) } : { id: record.id, version, state: stateOf(record) });
    }
    read += answer.rows.length;
    onProgress?.(Math.min(read, answer.total), answer.total);
    if (answer.rows.length === 0 || answer.page < number || number * FILTER_PAGE_SIZE >= answer.total) break;
  }
  return {
    records,
    lastPage: number,
    byState: (kind) => {
      const done: FilterState = kind === 'approve' ? 'approved' : 'rejected';
      const sorted = { pending: [] as string[], opposite: [] as string[], same: [] as string[] };
      for (const [key, { state }] of records) (state === 'pending' ? sorted.pending : state === done ? sorted.same : sorted.opposite).push(key);
      return sorted;
    },
  };
}

/**
 * The chosen keys of `set` for `useBulkAction`'s run, page by page from the filter's last page:
 * each page answers the chosen records it holds that were not sent yet; after the first page,
 * `skipped` counts the chosen records no page held.
 */
export function pagesFromLast<R extends { id: Id }>(pages: Pages<R>, set: FilterSet, chosen: ReadonlySet<string>): BulkSource {
  const remaining = new Set(chosen);
  let next: number | undefined;
  return {
    total: remaining.size,
    skipped: () => remaining.size,
    next: async (signal) => {
      if (remaining.size === 0 || next === 0) return null;
      let answer = await pages(next ?? set.lastPage, FILTER_PAGE_SIZE, { signal });
      if (next === undefined) {
        // The list may have grown since the set was read: start from its last page now.
        const last = Math.max(1, Math.ceil(answer.total / FILTER_PAGE_SIZE));
        if (last > answer.page) answer = await pages(last, FILTER_PAGE_SIZE, { signal });
      }
      next = answer.page - 1;
      const found: string[] = [];
      for (const record of answer.rows) {
        const key = String(record.id);
        if (remaining.delete(key)) found.push(key);
      }
      return found;
    },
  };
}
