import styled from '@emotion/styled';
import { useId, useMemo } from 'react';
import { formatNumber } from '../../format/dates.js';
import { useLocale, useMessages } from '../../i18n/index.js';
import { listBaseMessages } from '../../i18n/texts/list.js';
import { STATUS_FILTER_VALUES, type StatusFilterValue } from '../../list/listState.js';
import { focusRing } from '../../theme/focusRing.js';
import { vars } from '../../theme/theme.js';
import { visuallyHidden } from '../visuallyHidden.js';

export interface StatusFilterProps {
  /** The status chosen. */
  value: StatusFilterValue;
  /** Called with the status picked (click, or the arrow keys within the group). */
  onValueChange: (value: StatusFilterValue) => void;
  /** How many rows each choice would show; 'all': all of them. */
  counts: Readonly<Record<StatusFilterValue, number>>;
  /**
   * Each choice's name, as the list's rows name the statuses (a request list says 'Accepted').
   * @default messages.list: 'All', 'Pending', 'Approved', 'Rejected'
   */
  labels?: Partial<Readonly<Record<StatusFilterValue, string>>>;
  /** The group's name. @default messages.list.statusFilter ('Status') */
  label?: string;
}

/**
 * The group and the styles of its parts. The choices are plain elements named by a data attribute
 * (`data-status-choice`, `data-status-count`), not styled components: a search keystroke changes
 * the counts and renders the filter again, and its four choices were some 25 components, each
 * styled element serialising and hashing its styles (issue 33).
 */
const Group = styled.fieldset({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  '& > legend, & [data-status-choice] > input': visuallyHidden,
  // One choice: a pill whose radio is hidden but takes the focus and the arrow keys.
  '& [data-status-choice]': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 32,
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.round,
    background: vars.colors.surface,
    color: vars.colors.text,
    fontSize: vars.fontSizes.sm,
    fontWeight: vars.fontWeights.medium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    '&:hover': { background: vars.colors.surfaceMuted },
    '&:has(input:checked)': { background: vars.colors.primary, borderColor: vars.colors.primary, color: vars.colors.primaryText },
    '&:has(input:focus-visible)': focusRing(),
  },
  '& [data-status-count]': {
    minWidth: 20,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radii.round,
    background: vars.colors.surfaceMuted,
    color: vars.colors.text,
    fontSize: vars.fontSizes.xs,
    fontWeight: vars.fontWeights.bold,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
});

const defaultLabels = (t: typeof listBaseMessages): Record<StatusFilterValue, string> => ({
  all: t.statusAll,
  pending: t.statusPending,
  approved: t.statusApproved,
  rejected: t.statusRejected,
});

/**
 * A status filter: All, Pending, Approved, Rejected, each with how many rows it would show, as
 * radio buttons (one Tab stop; the arrow keys move between them and choose). Each is named with
 * its count ('Pending 12'), so a screen reader hears what a choice holds before choosing it.
 *
 * @example <StatusFilter value={status.value} counts={status.counts} onValueChange={status.set} />
 */
export function StatusFilter({ value, onValueChange, counts, labels, label }: StatusFilterProps) {
  const t = useMessages({ list: listBaseMessages }).list;
  const locale = useLocale();
  const name = useId();
  const names = { ...defaultLabels(t), ...labels };
  // The radios are the same elements while the choice stays: a search keystroke changes the counts
  // only, and React writes `name` and `type` again on every radio it renders again (issue 33).
  const radios = useMemo(
    () =>
      STATUS_FILTER_VALUES.map((option) => (
        <input key={option} type="radio" name={name} value={option} checked={option === value} onChange={() => onValueChange(option)} />
      )),
    [name, value, onValueChange],
  );
  return (
    <Group>
      <legend>{label ?? t.statusFilter}</legend>
      {STATUS_FILTER_VALUES.map((option, i) => (
        <label key={option} data-status-choice="">
          {radios[i]}
          <span>{names[option]}</span> <span data-status-count="">{formatNumber(counts[option] ?? 0, locale)}</span>
        </label>
      ))}
    </Group>
  );
}
