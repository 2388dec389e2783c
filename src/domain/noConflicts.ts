import type { DealConflicts } from './conflicts.js';

/** No deal conflicts with another: what a list marks before its conflict pass has run. */
export const NO_CONFLICTS: DealConflicts = { count: () => 0, others: () => [], total: 0 };
