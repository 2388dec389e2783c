// Types for TypeScript callers (the tests) of bulkData.mjs.
export function multiplyPartnerDeals(dbDir: string, count: number): Promise<void>;
