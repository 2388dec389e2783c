import { StatusBadge, dealStatusTone, type StatusTone } from './StatusBadge.js';
import { normaliseDealStatus } from '../../domain/dealRow.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { dealsMessages, type dealsBaseMessages } from '../../i18n/texts/deals.js';

export interface DealStatusBadgeProps {
  /** The status as the server sent it, or already normalised; compared case-insensitively. */
  status: unknown;
}

/**
 * A deal's status badge, as the deal lists, Deal Details and the review pages show it: 'Approved' green, 'Rejected' red, anything else 'Pending' yellow.
 *
 * @example <DealStatusBadge status={deal.status} />
 */
export function DealStatusBadge({ status }: DealStatusBadgeProps) {
  const t = useMessages({ deals: dealsMessages }).deals;
  const { tone, label } = dealStatusBadge(status, t);
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

/** What a deal's status badge shows: its tone and its text. */
export function dealStatusBadge(status: unknown, t: typeof dealsBaseMessages): { tone: StatusTone; label: string } {
  const normalised = normaliseDealStatus(status);
  const label = normalised === 'approved' ? t.statusApproved : normalised === 'rejected' ? t.statusRejected : t.statusPending;
  return { tone: dealStatusTone(normalised), label };
}
