/**
 * How the screens read a certification: its type is Sales for 'SALES' and Technical
 * for anything else; its status is passed for 'APPROVED', failed for 'REJECTED' and pending for
 * anything else (missing included). Both compared case-insensitively, as the exports do.
 */
import type { Certification } from '../api/types.js';
import { textOf } from '../format/index.js';

/** A certification type as shown. */
export type CertificationKind = 'sales' | 'technical';

/** A certification status as shown: passed (accepted), failed (rejected) or pending. */
export type CertificationState = 'passed' | 'failed' | 'pending';

/**
 * @example certificationKind('SALES') // 'sales'; certificationKind('TECH') // 'technical'
 */
export function certificationKind(type: unknown): CertificationKind {
  return textOf(type).toUpperCase() === 'SALES' ? 'sales' : 'technical';
}

/**
 * @example certificationState('APPROVED') // 'passed'; certificationState('IN_REVIEW') // 'pending'
 */
export function certificationState(status: unknown): CertificationState {
  const value = textOf(status).toUpperCase();
  if (value === 'APPROVED') return 'passed';
  if (value === 'REJECTED') return 'failed';
  return 'pending';
}

/** A certification's state as a status filter names it: 'pending', 'approved' (passed) or 'rejected' (failed). */
export function certificationStatus(status: unknown): 'pending' | 'approved' | 'rejected' {
  const state = certificationState(status);
  return state === 'passed' ? 'approved' : state === 'failed' ? 'rejected' : 'pending';
}

/** A number the server may send as text ('12'); null for anything else. */
function countOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

const STATE_ORDER: Readonly<Record<CertificationState, number>> = { pending: 0, passed: 1, failed: 2 };

/**
 * What each sortable column of Certifications sorts by, by column id: the partner's name, the
 * designation, the type ('sales', 'technical'), the three counts by value, the status (pending,
 * passed, failed) and the remarks. The submission date sorts through the list's date.
 */
export const certificationSortKeys: Readonly<Record<string, (row: Certification) => string | number | null>> = {
  name: (row) => textOf(row.name),
  designation: (row) => textOf(row.designation),
  type: (row) => certificationKind(row.type),
  questions: (row) => countOf(row.totalQuestions),
  marks: (row) => countOf(row.totalMarks),
  attained: (row) => countOf(row.marksAttained),
  status: (row) => STATE_ORDER[certificationState(row.status)],
  remarks: (row) => (textOf(row.remarks) === '-' ? null : textOf(row.remarks)),
};
