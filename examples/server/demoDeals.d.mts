/** Members per deal, and distributor deals per partner deal. */
export const DEMO_DEALS_RATIOS: { dealsPerPartner: number; partnerDealsPerDistributorDeal: number; distributorDealsPerDistributor: number };
/** The rows a database ends with for N partner deals. */
export function demoDealsPlan(partnerDeals: number): { partnerDeals: number; distributorDeals: number; partners: number; distributors: number };
/** Adds members and deals to a database the demo data was just seeded into, inside the seed's transaction. */
export function seedDemoDeals(
  tx: { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> },
  plan: ReturnType<typeof demoDealsPlan>,
  rules: typeof import('./listRules.ts'),
  now: Date,
  fillKeys: () => Promise<void>,
): Promise<void>;
