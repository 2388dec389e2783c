// Types for TypeScript callers (the tests) of listQuery.mjs.
type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
export type ListName = 'partnerDeals' | 'distributorDeals' | 'partners' | 'distributors' | 'partnerRequests' | 'distributorRequests' | 'certifications';
/** A list request as the query string gives it, checked. */
export interface ListRequest {
  page: number;
  pageSize: number;
  needle: string;
  sort: string;
  status: 'all' | 'pending' | 'approved' | 'rejected';
  from: Date | null;
  to: Date | null;
  conflictsOnly: boolean;
  typeLabels: { sales: string; technical: string };
  /** What the answer holds: the rows without the counts, the counts without the rows, or both (left out). */
  parts?: 'all' | 'rows' | 'counts';
}
export function parseListRequest(name: ListName, query: Record<string, unknown>, rules: { normaliseNeedle: (search: unknown) => string }, options?: { paged?: boolean }): ListRequest;
/** The settings a server runs a search's or a date range's count under (one statement, in the count's transaction). */
export const COUNTING_SETTINGS: string;
/** COUNTING_SETTINGS with that many parallel workers. */
export function countingSettings(workers: number): string;
/** A sample of a list's words texts: for each trigram, the sampled rows holding it. */
export interface SearchSample {
  rows: number;
  postings: Map<number, Int32Array>;
  windows: Map<string, Array<{ start: number; length: number }> | null>;
}
/** Each list's sample, taken on first use and again when the list's length has changed. */
export interface SearchStats {
  /** The sample as it is now (null until the first is taken), starting one when there is none or it is old. */
  ready(table: string): SearchSample | null;
  /** The sample once one is taken. */
  of(table: string): Promise<SearchSample | null>;
}
export function createSearchStats(query: Query): SearchStats;
/** The windows of a needle's words text (1-based start, length) its trigram index is asked for, or null for the whole. */
export function searchWindows(sample: SearchSample | null, needle: string): Array<{ start: number; length: number }> | null;
/** One page of a list, its total and counts. */
export function queryList(db: { query: Query; counting?: (sql: string, params: unknown[]) => ReturnType<Query>; searchStats?: SearchStats }, name: ListName, fields: string, request: ListRequest): Promise<{ rows: Array<Record<string, unknown>>; total: number; page: number; pageSize: number; statusCounts?: Record<string, number>; conflictCounts?: number[]; parts?: 'rows' | 'counts'; more?: boolean }>;
/** Every row of a list for a request, in its order, batch by batch (keyset paging). */
export function listBatches(db: { query: Query }, name: ListName, fields: string, request: ListRequest, batchSize?: number): AsyncGenerator<Array<Record<string, unknown>>>;
