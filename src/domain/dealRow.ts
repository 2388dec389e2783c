/**
 * The row a deal list shows for a deal, derived once here so the
 * deal lists and both review pages show the same name, contact, status and remark for a deal.
 */
import type { DateString, Deal, DistributorDeal, Id, PartnerDeal, Variant } from '../api/types.js';
import { MISSING, displayText, fullName, phoneWithCode, textOf } from '../format/index.js';

/** A deal status as the screens name it: anything but approved or rejected is pending. */
export type DealStatus = 'approved' | 'rejected' | 'pending';

/** A deal of either programme with every field readable (absent fields are undefined). */
export type AnyDeal = PartnerDeal & DistributorDeal;

/** One row of a deal list. Display fields are text with '-' for missing values. */
export interface DealRow<D extends Deal = Deal> {
  /** The registration number. */
  id: Id;
  /** The partner's (or distributor's) name, or '-'. */
  name: string;
  /** The customer company, or '-'. */
  customerCompany: string;
  /** The registration date as the server sent it (createdAt); formatted by the view. */
  registrationDate: DateString | null;
  /** Country code plus phone, or '-'. */
  customerContact: string;
  /** Whether the customer already exists; null when the server did not say. */
  existing: boolean | null;
  /** The normalised status. */
  status: DealStatus;
  /** The remark, or '-' when there is none. */
  remark: string;
  /** False when the remark is empty or '-' (the row then offers 'Add remark'). */
  hasRemark: boolean;
  /** The deal the row was derived from, e.g. for exports. */
  deal: D;
}

/**
 * Normalises a server status: 'approved' and 'rejected' compared case-insensitively, anything
 * else (including missing) is 'pending'.
 *
 * @example normaliseDealStatus('APPROVED') // 'approved'; normaliseDealStatus('Under Review') // 'pending'
 */
export function normaliseDealStatus(status: unknown): DealStatus {
  // The servers' own spelling first: no string is made for it (a 100,000-deal list reads every status on arrival).
  if (status === 'approved' || status === 'rejected' || status === 'pending') return status;
  const value = textOf(status).toLowerCase();
  return value === 'approved' || value === 'rejected' ? value : 'pending';
}

/**
 * The registering member's name: first plus last name; for distributor deals `distributorName`
 * when the server sends it, else first plus last. `fallback` when there is none.
 *
 * @example dealOwnerName({ id: 1, partnerFirstName: 'Ada', partnerLastName: 'Byron' }, 'partner') // 'Ada Byron'
 */
export function dealOwnerName(deal: Deal, variant: Variant, fallback = MISSING): string {
  const d = deal as AnyDeal;
  if (variant === 'distributor') {
    return textOf(d.distributorName) || fullName(d.distributorFirstName, d.distributorLastName, fallback);
  }
  return fullName(d.partnerFirstName, d.partnerLastName, fallback);
}

/** The registration date of a deal's row: its createdAt as the server sent it, or null when that is not text. */
export function dealRegistrationDate(deal: Deal): DateString | null {
  return typeof deal.createdAt === 'string' ? deal.createdAt : null;
}

/**
 * Derives the list row of a deal: name, customer company and contact, status and remark as text.
 *
 * @example
 * toDealRow({ id: 7, status: 'APPROVED', remarks: '-' }, 'partner')
 * // { id: 7, name: '-', status: 'approved', remark: '-', hasRemark: false, ... }
 */
export function toDealRow<D extends Deal>(deal: D, variant: Variant): DealRow<D> {
  const remark = displayText(deal.remarks);
  return {
    id: deal.id,
    name: dealOwnerName(deal, variant),
    customerCompany: displayText(deal.customerCompany),
    registrationDate: dealRegistrationDate(deal),
    customerContact: phoneWithCode(deal.dmCountryCode, deal.dmPhoneNumber),
    existing: typeof deal.isExistingCustomer === 'boolean' ? deal.isExistingCustomer : null,
    status: normaliseDealStatus(deal.status),
    remark,
    hasRemark: remark.trim() !== MISSING,
    deal,
  };
}

/** The statuses in the order of the work: pending first, then approved, then rejected. */
const STATUS_ORDER: Readonly<Record<DealStatus, number>> = { pending: 0, approved: 1, rejected: 2 };

/**
 * What each sortable column of the deal lists sorts a deal by, by column id: the registration
 * number (by value), the member's name, the customer company, whether the customer exists (no
 * first), the status (pending, approved, rejected) and the remark (deals without one last). The
 * registration date sorts through the list's date (Old to New, New to Old); the contact does not sort.
 */
export function dealSortKeys(variant: Variant): Readonly<Record<string, (deal: Deal) => string | number | boolean | null>> {
  return {
    id: (deal) => (typeof deal.id === 'number' ? deal.id : textOf(deal.id)),
    name: (deal) => dealOwnerName(deal, variant, ''),
    customerCompany: (deal) => textOf(deal.customerCompany),
    existing: (deal) => (typeof deal.isExistingCustomer === 'boolean' ? deal.isExistingCustomer : null),
    status: (deal) => STATUS_ORDER[normaliseDealStatus(deal.status)],
    remark: (deal) => {
      const remark = textOf(deal.remarks).trim();
      return remark === MISSING ? null : remark;
    },
  };
}

/** Pending deals first under the default order (0), decided ones after (1). */
export const pendingFirst = (deal: Deal): number => (normaliseDealStatus(deal.status) === 'pending' ? 0 : 1);
