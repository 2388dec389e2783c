import type { PartnerDeal } from '../../src/api/types.js';

/**
 * `count` pending partner deals, ids 1 to `count` in server order: 'Name N' at 'Company N',
 * registered a day apart from 2026-01-01. `vary` changes any of them (e.g. a remark on the first).
 *
 * @example numberedDeals(25) // three pages of ten
 */
export function numberedDeals(count: number, vary: (index: number) => Partial<PartnerDeal> = () => ({})): PartnerDeal[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    partnerFirstName: 'Name',
    partnerLastName: String(i + 1),
    customerCompany: `Company ${i + 1}`,
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    status: 'pending',
    ...vary(i),
  }));
}
