/**
 * The benchmark's data: the seeded demo data (generateDemoData), made in blocks of 10,000
 * records with one seed each and ids shifted per block. Blocks date from when one call for
 * 100,000 records took tens of seconds (keeping company names unique was quadratic once the
 * vocabulary ran out; it is linear now); they stay so the records, and so the figures, remain
 * those of earlier runs. Blocks keep the same mix of names, companies, states and dates.
 */
import { generateDemoData } from '../src/api/memory/demoData.js';
import type { Member, PartnerDeal } from '../src/api/types.js';

const BLOCK = 10_000;

export interface BenchData {
  partners: Member[];
  partnerDeals: PartnerDeal[];
}

/** `partners` partners and `deals` partner deals; deals point at partners of their own block. */
export function benchData(partners: number, deals = 0): BenchData {
  const data: BenchData = { partners: [], partnerDeals: [] };
  const blocks = Math.ceil(Math.max(partners, deals) / BLOCK);
  for (let b = 0; b < blocks; b++) {
    const offset = b * BLOCK;
    const block = generateDemoData({
      seed: 7 + b,
      counts: {
        partners: Math.max(1, Math.min(BLOCK, partners - offset)),
        partnerDeals: Math.max(0, Math.min(BLOCK, deals - offset)),
        distributors: 1,
        distributorDeals: 0,
        certifications: 0,
        questionsPerBank: 1,
      },
    });
    if (offset < partners) for (const p of block.partners) data.partners.push({ ...p, id: Number(p.id) + offset });
    if (offset < deals) {
      for (const d of block.partnerDeals) data.partnerDeals.push({ ...d, id: Number(d.id) + offset, partnerId: Number(d.partnerId) + offset });
    }
  }
  return data;
}
