import styled from '@emotion/styled';
import type { HTMLAttributes, ReactNode } from 'react';
import { forwardExcept } from '../shouldForwardProp.js';
import { vars } from '../../theme/theme.js';

export type StatusTone = 'success' | 'danger' | 'warning' | 'neutral';

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The colour family, from the theme's status tokens. @default 'neutral' */
  tone?: StatusTone;
  /** The status text; the colour only repeats it, so the text must say the status. */
  children: ReactNode;
}

/**
 * A badge's styles. `Badge` uses them; a list that shows a badge in each row may put them on a
 * plain `<span>` through a selector of its own (the deal list's `data-deal-badge`), which saves
 * each row the styled component's work on every render.
 */
export const statusBadgeStyles = (tone: StatusTone) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radii.round,
  border: `1px solid ${vars.status[tone].border}`,
  background: vars.status[tone].background,
  color: vars.status[tone].text,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.medium,
  lineHeight: 1.6,
  whiteSpace: 'nowrap',
} as const);

const Badge = styled('span', { shouldForwardProp: forwardExcept('tone') })<{ tone: StatusTone }>(({ tone }) => statusBadgeStyles(tone));

/**
 * A small coloured label for a status, e.g. a deal's 'Approved'.
 *
 * @example <StatusBadge tone={dealStatusTone(deal.status)}>{deal.status}</StatusBadge>
 */
export function StatusBadge({ tone = 'neutral', children, ...rest }: StatusBadgeProps) {
  return (
    <Badge tone={tone} {...rest}>
      {children}
    </Badge>
  );
}

const normalised = (status: unknown) => (typeof status === 'string' ? status.trim().toLowerCase() : '');

/**
 * The badge tone of a deal status: approved green, rejected red, anything else
 * (pending, unknown, missing) yellow. Case-insensitive.
 *
 * @example dealStatusTone('APPROVED') // 'success'
 */
export function dealStatusTone(status: unknown): StatusTone {
  const value = normalised(status);
  if (value === 'approved') return 'success';
  if (value === 'rejected') return 'danger';
  return 'warning';
}

/**
 * The badge tone of a certification status: APPROVED green, REJECTED red, anything
 * else yellow. Case-insensitive, like `dealStatusTone`.
 *
 * @example certificationStatusTone('REJECTED') // 'danger'
 */
export function certificationStatusTone(status: unknown): StatusTone {
  return dealStatusTone(status);
}
