import styled from '@emotion/styled';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DateRange } from '../../api/types.js';
import { formatDate } from '../../format/index.js';
import { formatMessage, useLocale, useMessages } from '../../i18n/index.js';
import { Button } from '../Button/index.js';
import { CalendarIcon } from '../Icon/index.js';
import { LoadFailedNote, useLazyPopup } from '../lazyPopup.js';
import { useControllableState } from '../useControllableState.js';
import { listBaseMessages } from '../../i18n/texts/list.js';
import { lazyModule } from '../../platform/lazyPart.js';
import { DATE_ONLY, dateRangeProblem } from './dateRangeProblem.js';

export { dateRangeProblem };

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

// 'fit-content' keeps a stretching flex parent from making the root taller than the button,
// which would push the panel away from it.
const Root = styled.div({ position: 'relative', display: 'inline-block', height: 'fit-content' });

// The panel (the two dates, Clear and Apply, the outside click) loads by import() when the filter
// first opens (issue 33), as a menu's popup does: the button is there at once. A press while it
// loads opens the panel when it arrives, with the focus on Start Date as usual; a failed load says
// so under the button, and the next press asks for it again (`useLazyPopup`).
const panelCode = lazyModule(() => import('./DateRangePanel.js'));

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
  const [focusStart, setFocusStart] = useState(false);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const panel = useLazyPopup(panelCode, open, setOpen);
  const Panel = panel.code?.DateRangePanel;
  const shown = open && Panel !== undefined;
  // Only an opening by the button moves the focus into the panel (not `defaultOpen` or the owner's
  // `open`): the button's press asks for it, the panel's closing forgets it.
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    if (!shown) setFocusStart(false);
  }

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) triggerRef.current?.focus();
    },
    [setOpen],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };

  const onTriggerClick = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setFocusStart(true);
    panel.openWhenLoaded();
  };

  const applied = value && !dateRangeProblem(value.start, value.end) ? value : null;
  const label = applied
    ? formatMessage(messages.list.dateRangeLabel, { start: format(applied.start), end: format(applied.end) })
    : messages.list.selectDateRange;

  return (
    <Root ref={rootRef} onKeyDown={onKeyDown}>
      <Button
        ref={triggerRef}
        icon={<CalendarIcon />}
        aria-expanded={shown}
        aria-controls={shown ? panelId : undefined}
        onClick={onTriggerClick}
        {...panel.triggerProps}
      >
        {label}
      </Button>
      {shown && (
        <Panel
          id={panelId}
          value={value}
          onApply={onApply}
          onClear={onClear}
          focusStart={focusStart}
          messages={messages.list}
          rootRef={rootRef}
          close={close}
        />
      )}
      {panel.failed && (
        <LoadFailedNote role="alert" style={{ right: 0 }}>
          {messages.list.dateRangeLoadFailed}
        </LoadFailedNote>
      )}
    </Root>
  );
}
