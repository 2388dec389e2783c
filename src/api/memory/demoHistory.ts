import type { ChangeArea, ChangeStatus, Id, RecordChange } from '../types.js';
import type { DemoAdmin, DemoData } from './demoData.js';

// The history behind the demo data: every decided member, deal and certification was decided once,
// by one of the demo administrators in turn, when the record was last updated. The memory API and
// the reference backend's seed serve the same history, so screens have one to show from the start.
// Pure and deterministic, like the data it follows from: no clock, no randomness.

/** A record's state in the words every area's history shares (ChangeStatus), from its own fields. */
export function statusOf(area: ChangeArea, record: object): Exclude<ChangeStatus, 'removed'> {
  const fields = record as { isApproved?: unknown; isActive?: unknown; status?: unknown };
  if (area === 'partners' || area === 'distributors') {
    if (fields.isApproved === true) return 'approved';
    return fields.isActive === false ? 'rejected' : 'pending';
  }
  const status = typeof fields.status === 'string' ? fields.status.toLowerCase() : '';
  return status === 'approved' || status === 'rejected' ? status : 'pending';
}

/**
 * The fields a decision changes, as they were while the record was pending: what an undo of a
 * record's first decision puts back (remarks are left as they are).
 */
export function pendingState(area: ChangeArea): Record<string, unknown> {
  if (area === 'partners' || area === 'distributors') return { isApproved: false, isActive: true, rejectionReason: null };
  if (area === 'certifications') return { status: 'PENDING' };
  return { status: 'pending', rejectionReason: null };
}

const MEMBER_REJECTION_REASONS = ['Incomplete company details', 'The company could not be verified', 'Not a reseller of our products'] as const;
const DEAL_REJECTION_REASONS = ['Customer already registered by another partner', 'Duplicate registration', 'Outside the registered territory'] as const;

const pick = <T>(items: readonly T[], id: Id): T => items[Math.abs(Number(id) || 0) % items.length] as T;

interface Decided {
  area: ChangeArea;
  id: Id;
  status: 'approved' | 'rejected';
  at: string;
  reason: string | null;
}

/**
 * The demo data with its history: one change per decided record (the latest state it shows),
 * each record's `version` (2 when decided, else 1) and the rejection reasons of rejected members
 * and deals (apart from a deal's remarks). Changes are numbered oldest first.
 */
export function withDemoHistory(data: Omit<DemoData, 'changes'>): DemoData {
  const admins: DemoAdmin[] = [data.admin, ...data.otherAdmins];
  const decided: Decided[] = [];
  const decide = <T extends { id: Id; createdAt?: string | null; updatedAt?: string | null }>(area: ChangeArea, record: T, reason: (id: Id) => string | null | undefined): T & { version: number } => {
    const status = statusOf(area, record);
    if (status === 'pending') return { ...record, version: 1 };
    const at = record.updatedAt ?? record.createdAt;
    decided.push({ area, id: record.id, status, at: at ?? '', reason: status === 'rejected' ? (reason(record.id) ?? null) : null });
    return { ...record, version: 2, ...(status === 'rejected' && area !== 'certifications' ? { rejectionReason: reason(record.id) ?? null } : {}) };
  };
  const memberReason = (id: Id) => pick(MEMBER_REJECTION_REASONS, id);
  const dealReason = (id: Id) => pick(DEAL_REJECTION_REASONS, id);
  const result = {
    ...data,
    partners: data.partners.map((member) => decide('partners', member, memberReason)),
    distributors: data.distributors.map((member) => decide('distributors', member, memberReason)),
    partnerDeals: data.partnerDeals.map((deal) => decide('partnerDeals', deal, dealReason)),
    distributorDeals: data.distributorDeals.map((deal) => decide('distributorDeals', deal, dealReason)),
    certifications: data.certifications.map((detail) => ({
      ...detail,
      certification: decide('certifications', detail.certification, () => detail.certification.remarks),
    })),
  };
  decided.sort((a, b) => a.at.localeCompare(b.at));
  const changes: RecordChange[] = decided.map((entry, index) => {
    const admin = admins[index % admins.length] as DemoAdmin;
    return {
      id: index + 1,
      area: entry.area,
      recordId: entry.id,
      action: entry.status === 'approved' ? 'approve' : 'reject',
      fromStatus: 'pending',
      toStatus: entry.status,
      reason: entry.reason,
      version: 2,
      changedBy: { id: admin.id, firstName: admin.firstName, lastName: admin.lastName },
      changedAt: entry.at || null,
      undoes: null,
    };
  });
  return { ...result, changes };
}
