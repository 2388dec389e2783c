/**
 * The benchmark's data: the seeded demo data (generateDemoData), made in blocks of 10,000
 * records with one seed each and ids shifted per block. Blocks date from when one call for
 * 100,000 records took tens of seconds (keeping company names unique was quadratic once the
 * vocabulary ran out; it is linear now); they stay so the records, and so the figures, remain
 * those of earlier runs. Blocks keep the same mix of names, companies, states and dates; each block's
 * customers carry a region of their own, so the deals keep the demo data's few repeated customers.
 */
import { generateDemoData } from '../src/api/memory/demoData.js';
import type { Member, PartnerDeal } from '../src/api/types.js';

const BLOCK = 10_000;
/** What tells one block's customers from another's ('Harbor Logistics North'). */
const BLOCK_REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Coast', 'Valley', 'Highlands', 'Islands', 'Metro', 'Bay', 'Lakes'];

export interface BenchData {
  partners: Member[];
  partnerDeals: PartnerDeal[];
}

/** `partners` partners and `deals` partner deals; deals point at partners of their own block. */
export function benchData(partners: number, deals = 0): BenchData {
  const data: BenchData = { partners: [], partnerDeals: [] };
  const blocks = Math.ceil(Math.max(partners, deals) / BLOCK);
  // Fewer partners than deals are shared out over the blocks, so every block's deals have
  // partners of their own to register them (not one partner for a whole block).
  const partnersPerBlock = Math.ceil(partners / blocks);
  for (let b = 0; b < blocks; b++) {
    const offset = b * BLOCK;
    const block = generateDemoData({
      seed: 7 + b,
      counts: {
        partners: Math.max(1, Math.min(partnersPerBlock, partners - b * partnersPerBlock)),
        partnerDeals: Math.max(0, Math.min(BLOCK, deals - offset)),
        distributors: 1,
        distributorDeals: 0,
        certifications: 0,
        questionsPerBank: 1,
      },
    });
    if (b * partnersPerBlock < partners) for (const p of block.partners) data.partners.push({ ...p, id: Number(p.id) + offset });
    if (offset < deals) {
      // Each block's customers are its own, as one data set's are (distinct, a few registered
      // again): blocks drawn from one vocabulary would otherwise share every customer name.
      for (const d of block.partnerDeals) {
        const customerCompany = b > 0 && d.customerCompany ? `${d.customerCompany} ${BLOCK_REGIONS[b % BLOCK_REGIONS.length]}` : d.customerCompany;
        data.partnerDeals.push({ ...d, id: Number(d.id) + offset, partnerId: Number(d.partnerId) + offset, customerCompany });
      }
    }
  }
  return data;
}
