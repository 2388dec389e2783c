/**
 * How the screens read a certification: its type is Sales for 'SALES' and Technical
 * for anything else; its status is passed for 'APPROVED', failed for 'REJECTED' and pending for
 * anything else (missing included). Both compared case-insensitively, as the exports do.
 */
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
