import styled from '@emotion/styled';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../../platform/useIsomorphicLayoutEffect.js';
import type { DateRange } from '../../api/types.js';
import { Button } from '../Button/index.js';
import { TextField } from '../Field/index.js';
import type { listBaseMessages } from '../../i18n/texts/list.js';
import { vars } from '../../theme/theme.js';
import { dateRangeProblem } from './dateRangeProblem.js';

// The panel of `DateRangeFilter` (its two dates, Clear and Apply, the outside click), loaded by
// import() when the filter first opens (issue 33): a list's first bundle holds only the trigger.

export interface DateRangePanelProps {
  id: string;
  value: DateRange | null;
  onApply: (range: DateRange) => void;
  onClear: () => void;
  /** Whether the start date takes the focus when the panel shows (an opening by the trigger). */
  focusStart: boolean;
  messages: typeof listBaseMessages;
  rootRef: RefObject<HTMLDivElement | null>;
  /** Closes the panel; with `returnFocus`, the trigger takes the focus. */
  close: (returnFocus: boolean) => void;
}

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

/** Mounted while the filter is open: each opening starts from the applied range, so edits not applied are dropped. */
export function DateRangePanel({ id, value, onApply, onClear, focusStart, messages, rootRef, close }: DateRangePanelProps) {
  const startRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState({ start: value?.start ?? '', end: value?.end ?? '' });

  // In the commit that shows the panel: no frame (and no test's look at the page) sees it open
  // with the focus still on the trigger.
  useIsomorphicLayoutEffect(() => {
    if (focusStart) startRef.current?.focus();
    // Only when the panel shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (!root || (event.target instanceof Node && root.contains(event.target))) return;
      const focusInside = root.contains(document.activeElement);
      close(false);
      if (!focusInside) return;
      // Focus inside the panel is lost with it. Once the click has moved focus where it goes
      // (another control keeps it; empty space leaves it on the body), bring it back to the trigger.
      window.setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) close(true);
      }, 0);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [rootRef, close]);

  const problem = dateRangeProblem(draft.start, draft.end);
  return (
    <Panel id={id} role="group" aria-label={messages.selectDateRange}>
      <TextField
        ref={startRef}
        type="date"
        label={messages.startDate}
        value={draft.start}
        max={draft.end || undefined}
        onChange={(event) => setDraft((d) => ({ ...d, start: event.target.value }))}
      />
      <TextField
        type="date"
        label={messages.endDate}
        value={draft.end}
        min={draft.start || undefined}
        error={problem === 'order' ? messages.dateRangeOrder : undefined}
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
          {messages.clear}
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
          {messages.apply}
        </Button>
      </Actions>
    </Panel>
  );
}
