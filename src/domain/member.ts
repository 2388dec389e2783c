/**
 * Pure derivations of a partner or distributor record shared by the overviews,
 * the requests screens and the review pages.
 */
import type { Member } from '../api/types.js';
import { MISSING, fullName, textOf } from '../format/index.js';
import type { SearchField } from '../list/index.js';

/** Where a sign-up request stands. */
export type RequestState = 'pending' | 'accepted' | 'rejected';

/** An admin's decision on a pending request. */
export type RequestDecision = 'accept' | 'reject';

/**
 * The member's display name: first plus last name, else the e-mail, else '-'.
 *
 * @example memberName({ id: 1, firstName: 'Ada', lastName: 'Byron' }) // 'Ada Byron'
 */
export function memberName(member: Member): string {
  return fullName(member.firstName, member.lastName, textOf(member.email) || MISSING);
}

/**
 * The fields the partner and distributor search boxes match: first name, last name,
 * e-mail and company name, plus the full name so that 'Ada Byron' finds Ada Byron (a match
 * never spans two fields).
 */
export function memberSearchFields(member: Member): SearchField[] {
  return [member.firstName, member.lastName, fullName(member.firstName, member.lastName, ''), member.email, member.companyName];
}

/** Active or not, shown as Active or Inactive; only `isActive: true` counts as active. */
export function isMemberActive(member: Member): boolean {
  return member.isActive === true;
}

/**
 * A request's state: pending while isApproved is false and isActive true; otherwise
 * accepted when isApproved is true, else rejected. A missing isApproved counts as false.
 *
 * @example requestState({ id: 1, isApproved: false, isActive: true }) // 'pending'
 */
export function requestState(member: Member): RequestState {
  if (member.isApproved === true) return 'accepted';
  return member.isActive === true ? 'pending' : 'rejected';
}

/**
 * The record after a decision: accepting sets isApproved;
 * rejecting clears both isApproved and isActive. The input is not changed.
 *
 * @example decideRequest(member, 'reject') // { ...member, isApproved: false, isActive: false }
 */
export function decideRequest(member: Member, decision: RequestDecision): Member {
  return decision === 'accept' ? { ...member, isApproved: true } : { ...member, isApproved: false, isActive: false };
}

/**
 * What each sortable person column of the member lists sorts by, by column id: the name (as
 * shown), the e-mail, the company and the position. The register date sorts through the list's
 * date (Old to New, New to Old); the phone does not sort.
 */
export const memberSortKeys: Readonly<Record<string, (member: Member) => string | number | null>> = {
  name: (member) => fullName(member.firstName, member.lastName, textOf(member.email)),
  email: (member) => textOf(member.email),
  companyName: (member) => textOf(member.companyName),
  position: (member) => textOf(member.position),
};

/** A request's state as a status filter names it: 'pending', 'approved' (accepted) or 'rejected'. */
export function requestStatus(member: Member): 'pending' | 'approved' | 'rejected' {
  const state = requestState(member);
  return state === 'accepted' ? 'approved' : state;
}
