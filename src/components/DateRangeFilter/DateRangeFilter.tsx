import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DateRange } from '../../api/types.js';
import { formatDate } from '../../format/index.js';
import { formatMessage, useLocale, useMessages } from '../../i18n/index.js';
import { Button } from '../Button/index.js';
import { TextField } from '../Field/index.js';
import { CalendarIcon } from '../Icon/index.js';
import { useControllableState } from '../useControllableState.js';
import { listBaseMessages } from '../../i18n/texts/list.js';
import { vars } from '../../theme/theme.js';

export interface DateRangeFilterProps {
  /** The applied range (dates as 'YYYY-MM-DD'), or null for none. */
  value: DateRange | null;
  /** Called with both dates when Apply is pressed; the popover then closes. */
  onApply: (range: DateRange) => void;
  /** Called when Clear is pressed; the popover then closes. */
  onClear: () => void;
  /** Whether the popover is open, when controlled. @default undefined (uncontrolled) */
  open?: boolean;
  /** Whether the popover starts open, when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Formats one 'YYYY-MM-DD' date for the button label. @default the date in the provider's locale ('Jun 30, 2026' in en-US) */
  formatDate?: (date: string) => string;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A 'YYYY-MM-DD' date in the console's date style ('Jun 30, 2026'), read as a local calendar
 * date so no time zone shifts it by a day; other text is returned as it is.
 */
export function formatDateOnly(date: string, locale?: string): string {
  const match = DATE_ONLY.exec(date);
  if (!match) return date;
  const local = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  local.setFullYear(Number(match[1]));
  return formatDate(local, locale);
}

/** Why Apply is disabled, or null when the draft can be applied (both dates set, the end not before the start). */
export function dateRangeProblem(start: string, end: string): 'incomplete' | 'order' | null {
  if (!DATE_ONLY.test(start) || !DATE_ONLY.test(end)) return 'incomplete';
  // Same-length ISO dates compare correctly as strings.
  return end < start ? 'order' : null;
}

// 'fit-content' keeps a stretching flex parent from making the root taller than the button,
// which would push the panel away from it.
const Root = styled.div({ position: 'relative', display: 'inline-block', height: 'fit-content' });

const Panel = styled.div({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  right: 0,
  zIndex: vars.zIndices.menu,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 280,
  maxWidth: '90vw',
  padding: vars.space.lg,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadows.menu,
});

const Actions = styled.div({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

/**
 * The date range filter of the lists: a button showing the applied range or
 * 'Select Date Range' that opens a small panel with Start Date, End Date, Clear and Apply. Apply
 * stays disabled until both dates are set and the end is not before the start. Escape or a click
 * outside closes the panel without applying.
 *
 * @example
 * <DateRangeFilter value={state.range} onApply={(range) => dispatch({ type: 'applyRange', range })} onClear={() => dispatch({ type: 'clearRange' })} />
 */
export function DateRangeFilter({
  value,
  onApply,
  onClear,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  formatDate: formatProp,
}: DateRangeFilterProps) {
  const messages = useMessages({ list: listBaseMessages });
  const locale = useLocale();
  const format = formatProp ?? ((date: string) => formatDateOnly(date, locale));
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const focusStartOnOpen = useRef(false);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [draft, setDraft] = useState({ start: value?.start ?? '', end: value?.end ?? '' });

  // Each opening starts from the applied range: edits that were not applied are dropped.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft({ start: value?.start ?? '', end: value?.end ?? '' });
  }

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (open && focusStartOnOpen.current) {
      focusStartOnOpen.current = false;
      startRef.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (!root || (event.target instanceof Node && root.contains(event.target))) return;
      const focusInside = root.contains(document.activeElement);
      setOpen(false);
      if (!focusInside) return;
      // Focus inside the panel is lost with it. Once the click has moved focus where it goes
      // (another control keeps it; empty space leaves it on the body), bring it back to the trigger.
      window.setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) triggerRef.current?.focus();
      }, 0);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };

  const problem = dateRangeProblem(draft.start, draft.end);
  const applied = value && !dateRangeProblem(value.start, value.end) ? value : null;
  const label = applied
    ? formatMessage(messages.list.dateRangeLabel, { start: format(applied.start), end: format(applied.end) })
    : messages.list.selectDateRange;

  return (
    <Root ref={rootRef} onKeyDown={onKeyDown}>
      <Button
        ref={triggerRef}
        icon={<CalendarIcon />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          focusStartOnOpen.current = !open;
          setOpen(!open);
        }}
      >
        {label}
      </Button>
      {open && (
        <Panel id={panelId} role="group" aria-label={messages.list.selectDateRange}>
          <TextField
            ref={startRef}
            type="date"
            label={messages.list.startDate}
            value={draft.start}
            max={draft.end || undefined}
            onChange={(event) => setDraft((d) => ({ ...d, start: event.target.value }))}
          />
          <TextField
            type="date"
            label={messages.list.endDate}
            value={draft.end}
            min={draft.start || undefined}
            error={problem === 'order' ? messages.list.dateRangeOrder : undefined}
            onChange={(event) => setDraft((d) => ({ ...d, end: event.target.value }))}
          />
          <Actions>
            <Button
              size="sm"
              onClick={() => {
                setDraft({ start: '', end: '' });
                onClear();
                close(true);
              }}
            >
              {messages.list.clear}
            </Button>
            <Button
              size="sm"
              variant="primary"
              disabled={problem !== null}
              onClick={() => {
                if (dateRangeProblem(draft.start, draft.end)) return;
                onApply({ start: draft.start, end: draft.end });
                close(true);
              }}
            >
              {messages.list.apply}
            </Button>
          </Actions>
        </Panel>
      )}
    </Root>
  );
}
