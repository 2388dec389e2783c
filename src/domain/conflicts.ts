/**
 * Possible conflicts between deal registrations: two members registering the same customer. The
 * customer companies are compared by `companyKey`, so 'ACME Ltd.', 'Acme, Limited' and 'acme'
 * count as one customer.
 */
import type { Deal, Variant } from '../api/types.js';
import { textOf } from '../format/index.js';
import type { AnyDeal } from './dealRow.js';
import { dealOwnerName } from './dealRow.js';

/**
 * Legal forms left off the end of a company name before comparing (written without dots; 'G.m.b.H.'
 * becomes 'gmbh' first). Only at the end, and never the whole name.
 */
const LEGAL_FORMS = new Set([
  'ab', 'ag', 'aps', 'as', 'asa', 'bv', 'bvba', 'co', 'company', 'corp', 'corporation', 'cv', 'eg', 'ev', 'gbr', 'gmbh',
  'inc', 'incorporated', 'kg', 'kft', 'kk', 'limited', 'llc', 'llp', 'lp', 'ltd', 'mbh', 'nv', 'oy', 'oyj', 'pc', 'plc',
  'pte', 'pty', 'pvt', 'sa', 'sarl', 'sas', 'se', 'sl', 'spa', 'sro', 'srl', 'ug', 'ulc',
]);

const MARKS = /[\u0300-\u036f]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
const ASCII = /^[\x20-\x7e]*$/;

/**
 * The customer company as conflicts compare it: case, accents, punctuation and spacing ignored,
 * legal forms at the end left off. Empty for a missing company (which never conflicts).
 *
 * @example companyKey('ACME, Ltd.') === companyKey('Acme Limited') // 'acme'
 * @example companyKey('Müller G.m.b.H. & Co. KG') // 'muller'
 */
export function companyKey(company: unknown): string {
  const text = textOf(company);
  if (text === '' || text === '-') return '';
  const words: string[] = [];
  let letters = '';
  // Single letters in a row are one abbreviation: 'G.m.b.H.' is 'gmbh', 'S.A.' is 'sa'.
  const plain = ASCII.test(text) ? text : text.normalize('NFKD').replace(MARKS, '');
  for (const word of plain.toLowerCase().split(SEPARATORS)) {
    if (word.length === 1) {
      letters += word;
      continue;
    }
    if (letters) words.push(letters);
    letters = '';
    if (word) words.push(word);
  }
  if (letters) words.push(letters);
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

/** Possible conflicts among the deals of one list. */
export interface DealConflicts {
  /** How many deals of other members register this deal's customer company. */
  count(deal: Deal): number;
  /** Those deals, in list order. */
  others(deal: Deal): readonly Deal[];
  /** How many deals have at least one possible conflict. */
  readonly total: number;
}

/** No deal conflicts with another. */
export const NO_CONFLICTS: DealConflicts = { count: () => 0, others: () => [], total: 0 };

interface Group {
  deals: Deal[];
  /** How many of the group's deals each member registered. */
  byOwner: Map<string, number>;
}

/**
 * Groups the deals by customer company (`companyKey`) once; counts and lists are then read per
 * deal from its group. A deal conflicts with the deals of the same company registered by another
 * member (told apart by the member's id, or by name where the server sends no id).
 *
 * @example const conflicts = findDealConflicts(deals, 'partner'); conflicts.count(deal) // 2
 */
export function findDealConflicts(deals: readonly Deal[], variant: Variant): DealConflicts {
  const groups = new Map<string, Group>();
  const groupOf = new Map<Deal, Group>();
  const ownerOf = new Map<Deal, string>();
  // Customers recur across deals: each distinct spelling is reduced once.
  const keyOf = new Map<unknown, string>();
  for (const deal of deals) {
    let key = keyOf.get(deal.customerCompany);
    if (key === undefined) {
      key = companyKey(deal.customerCompany);
      keyOf.set(deal.customerCompany, key);
    }
    if (!key) continue;
    const d = deal as AnyDeal;
    const id = variant === 'distributor' ? d.distributorId : d.partnerId;
    // Only a number or a text names a member: anything else the server sends (an object whose
    // toString is not a function would throw in a template) falls back to the member's name.
    const owner =
      typeof id === 'number' || (typeof id === 'string' && id !== '') ? `#${id}` : dealOwnerName(deal, variant, '').toLowerCase();
    let group = groups.get(key);
    if (!group) {
      group = { deals: [], byOwner: new Map() };
      groups.set(key, group);
    }
    group.deals.push(deal);
    group.byOwner.set(owner, (group.byOwner.get(owner) ?? 0) + 1);
    groupOf.set(deal, group);
    ownerOf.set(deal, owner);
  }
  const count = (deal: Deal): number => {
    const group = groupOf.get(deal);
    if (!group || group.byOwner.size < 2) return 0;
    return group.deals.length - group.byOwner.get(ownerOf.get(deal)!)!;
  };
  let total = 0;
  for (const group of groups.values()) {
    if (group.byOwner.size >= 2) total += group.deals.length;
  }
  return {
    count,
    others(deal) {
      if (count(deal) === 0) return [];
      const owner = ownerOf.get(deal);
      return groupOf.get(deal)!.deals.filter((other) => ownerOf.get(other) !== owner);
    },
    total,
  };
}
