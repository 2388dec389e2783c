// Types for TypeScript callers (the tests) of bulkData.mjs.
/** `indexesLeftToStart`: the deal list's indexes are built by the next start, not before this returns. */
export function multiplyPartnerDeals(dbDir: string, count: number, options?: { indexesLeftToStart?: boolean }): Promise<void>;
