/**
 * How each list of the API is searched, filtered and sorted by its optional `query` call, as its
 * screen does it in the browser: the same search fields, dates and statuses as the screens' list
 * controllers, and the sortable columns of the reference backend (examples/server/listQuery.mjs
 * DEFINITIONS, which names the same columns by the same ids).
 */
import { findDealConflicts, type DealConflicts } from '../domain/conflicts.js';
import { certificationKind, certificationState } from '../domain/certification.js';
import { dealOwnerName, dealRegistrationDate, normaliseDealStatus } from '../domain/dealRow.js';
import { memberSearchFields, requestState } from '../domain/member.js';
import { fullName, textOf } from '../format/index.js';
import type { ListPageQuery, ListStatus } from '../api/AdminApi.js';
import type { Certification, Deal, Member, Variant } from '../api/types.js';
import type { ListPageRules } from './listPage.js';

/** pending, approved, rejected: the order of the work. */
const STATUS_RANK: Readonly<Record<ListStatus, number>> = { pending: 0, approved: 1, rejected: 2 };

/** A number the server may send as text ('12'); null for anything else. */
const countOf = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};

/** A remark as a sort key: none for the '-' placeholder. */
const remarkOf = (remarks: unknown): string | null => {
  const text = textOf(remarks);
  return text === '-' ? null : text;
};

/** A deal list's rules; the conflicts are found once over `deals`, the whole list, unless given. */
export function dealPageRules<D extends Deal>(deals: readonly D[], variant: Variant, conflicts: DealConflicts = findDealConflicts(deals, variant)): ListPageRules<D> {
  const status = (deal: D): ListStatus => normaliseDealStatus(deal.status);
  return {
    searchText: (deal) => [deal.id, dealOwnerName(deal, variant, ''), deal.customerCompany],
    date: dealRegistrationDate,
    status,
    pendingFirst: true,
    sortKeys: {
      id: (deal) => (typeof deal.id === 'number' ? deal.id : textOf(deal.id)),
      name: (deal) => dealOwnerName(deal, variant, ''),
      customerCompany: (deal) => textOf(deal.customerCompany),
      existing: (deal) => (typeof deal.isExistingCustomer === 'boolean' ? deal.isExistingCustomer : null),
      status: (deal) => STATUS_RANK[status(deal)],
      remark: (deal) => remarkOf(deal.remarks),
    },
    conflictCount: (deal) => conflicts.count(deal),
  };
}

const memberSortKeys: ListPageRules<Member>['sortKeys'] = {
  name: (member) => fullName(member.firstName, member.lastName, textOf(member.email)),
  email: (member) => textOf(member.email),
  companyName: (member) => textOf(member.companyName),
  position: (member) => textOf(member.position),
};

/** The partners' or distributors' overview: every member, no status filter; the status column sorts the active ones first. */
export const memberPageRules: ListPageRules<Member> = {
  searchText: memberSearchFields,
  date: (member) => member.createdAt,
  sortKeys: { ...memberSortKeys, status: (member) => (member.isActive === true ? 0 : 1) },
};

/** The sign-up requests: accepted (approved), pending or rejected, the pending ones first. */
export const requestPageRules: ListPageRules<Member> = {
  searchText: memberSearchFields,
  date: (member) => member.createdAt,
  status: (member) => {
    const state = requestState(member);
    return state === 'accepted' ? 'approved' : state;
  },
  pendingFirst: true,
  sortKeys: memberSortKeys,
};

const CERTIFICATION_STATUS = { pending: 'pending', passed: 'approved', failed: 'rejected' } as const;

/** Certifications; the type is searched and sorted by its label, which the query names (English by default). */
export function certificationPageRules(labels: ListPageQuery['typeLabels'] = { sales: 'Sales', technical: 'Technical' }): ListPageRules<Certification> {
  const label = (row: Certification) => (certificationKind(row.type) === 'sales' ? labels.sales : labels.technical);
  const status = (row: Certification): ListStatus => CERTIFICATION_STATUS[certificationState(row.status)];
  return {
    searchText: (row) => [row.name, row.type, label(row)],
    date: (row) => row.createdAt,
    status,
    sortKeys: {
      name: (row) => textOf(row.name),
      designation: (row) => textOf(row.designation),
      type: label,
      questions: (row) => countOf(row.totalQuestions),
      marks: (row) => countOf(row.totalMarks),
      attained: (row) => countOf(row.marksAttained),
      status: (row) => STATUS_RANK[status(row)],
      remarks: (row) => remarkOf(row.remarks),
    },
  };
}
