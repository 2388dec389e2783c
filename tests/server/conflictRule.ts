import type { DealConflicts } from '../../src/domain/conflicts.js';
import type { Deal, Variant } from '../../src/api/types.js';
import { dealKeys } from '../../examples/server/listRules.js';

/**
 * Issue 31's conflict rule, which the server counts in SQL: another member's deal of the same
 * company (companyKey) registered at most 12 months (of 365.2425 / 12 days) before or after, in
 * the same country or with the same decision maker's e-mail domain (free mail never matches).
 * TEMPORARY, pair by pair: the records branch brings this rule to src/domain/conflicts.ts
 * (findDealConflicts with windowMonths); once main has it, dealPageRules' default is this rule
 * and the test passes no conflicts of its own.
 */
export function windowedConflicts(deals: readonly Deal[], variant: Variant, months = 12): DealConflicts {
  const window = months * (365.2425 / 12) * 24 * 60 * 60 * 1000;
  const entries = deals.map((deal) => ({ deal, keys: dealKeys(deal, variant), time: Date.parse(String(deal.createdAt)) }));
  const counts = new Map<Deal, number>();
  for (const entry of entries) {
    const { keys, time } = entry;
    const count = entries.filter(
      (other) =>
        keys.companyKey !== null &&
        other.keys.companyKey === keys.companyKey &&
        other.keys.ownerKey !== keys.ownerKey &&
        Math.abs(other.time - time) <= window &&
        ((keys.countryKey !== null && other.keys.countryKey === keys.countryKey) || (keys.domainKey !== null && other.keys.domainKey === keys.domainKey)),
    ).length;
    counts.set(entry.deal, count);
  }
  return { count: (deal) => counts.get(deal) ?? 0, others: () => [], total: [...counts.values()].filter((count) => count > 0).length };
}
