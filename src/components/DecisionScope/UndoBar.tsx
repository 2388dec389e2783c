import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors.js';
import { authorName } from '../../domain/change.js';
import { undoDecisions, type UndoOutcome } from '../../hooks/decide.js';
import type { MadeDecision, RefusedDecision } from '../../hooks/decisionLog.js';
import { formatMoment } from '../../format/dates.js';
import { toTimestamp } from '../../format/format.js';
import { useLocale, useMessages } from '../../i18n/MessagesProvider.js';
import { formatMessage } from '../../i18n/messages.js';
import { decisionsMessages } from '../../i18n/texts/decisions.js';
import { useIsomorphicLayoutEffect } from '../../platform/useIsomorphicLayoutEffect.js';
import { vars } from '../../theme/theme.js';
import { Button } from '../Button/index.js';
import { useBoxSize } from '../useBoxWidth.js';

/** How long an Undo is offered after a decision, and its outcome shown after an undo: 10 s, paused while the bar has the focus or the pointer. */
export const UNDO_WINDOW_MS = 10_000;

export interface UndoBarProps {
  /** The decisions to offer back (each with the record its call answered). */
  made: readonly MadeDecision[];
  /** Instead of an offer: a decision someone else had already made ('Deal 12 was already approved by Ada Lovelace at 10:42.'), with no Undo. */
  told?: RefusedDecision;
  /** Called when the bar goes: its time is up, or it was dismissed. */
  onEnd: () => void;
}

/** At the bottom centre of the view, over the page: where a user looks for what just happened. */
const Bar = styled.div({
  position: 'fixed',
  insetInline: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndices.toast,
  width: 'fit-content',
  maxWidth: `calc(100% - 2 * ${vars.space.lg})`,
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.colors.surface,
  color: vars.colors.text,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadows.menu,
});

/**
 * The bar's room at the end of the page, in the flow after the screen, as tall as the bar with its
 * distance from the bottom and a gap above: scrolled to its end, the page shows its last control
 * (the pager of a list) above the bar, not under it, at every width (the bar wraps and grows on a
 * phone). Without it the bar covered the pager's first buttons and its range text until dismissed.
 * The host's page styles are left alone; sticky instead of fixed would need no measuring, but put
 * the bar at the top of a screen with little in the flow (a dialog screen on its own).
 */
const Room = styled.div({ flexShrink: 0 });

const Message = styled.div({
  overflowWrap: 'anywhere',
  ul: { margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg },
});

const MADE = { approve: 'madeApprove', reject: 'madeReject', remarks: 'madeRemarks', remove: 'madeApprove' } as const;
const MADE_MANY = { approve: 'madeManyApprove', reject: 'madeManyReject', remarks: 'madeManyApprove', remove: 'madeManyApprove' } as const;

const nameOf = ({ decision }: MadeDecision | RefusedDecision) => decision.name ?? String(decision.record.id);

/**
 * After a decision: what was decided ('Deal 12 approved.', 'You approved 128.') and an Undo for 10
 * seconds, in a polite live region that never takes the focus; Tab reaches it, and its time stands
 * still while it has the focus or the pointer. Undo puts each record back with the version its
 * decision produced: a record someone changed since is left as they made it, and named. With
 * `told`, it says instead that someone else had already approved the record, with no Undo.
 *
 * @example <UndoBar made={made} onEnd={() => setOffer(null)} />
 */
export function UndoBar({ made, told, onEnd }: UndoBarProps) {
  const t = useMessages({ decisions: decisionsMessages }).decisions;
  const locale = useLocale();
  const [phase, setPhase] = useState<'offer' | 'undoing' | 'done'>(told ? 'done' : 'offer');
  const [outcome, setOutcome] = useState<UndoOutcome | null>(null);
  // The region is on the page before its text, so screen readers announce the text.
  const [said, setSaid] = useState(false);
  const [held, setHeld] = useState({ focus: false, pointer: false });
  const barRef = useRef<HTMLDivElement | null>(null);
  const [measureBar, barHeight] = useBoxSize<HTMLDivElement>('height');
  const barRefs = useCallback(
    (element: HTMLDivElement | null) => {
      barRef.current = element;
      measureBar(element);
    },
    [measureBar],
  );
  const dismissRef = useRef<HTMLButtonElement>(null);
  /** Where the focus came from into the bar: it goes back there when the bar goes. */
  const cameFrom = useRef<HTMLElement | null>(null);
  const endRef = useRef(onEnd);
  useEffect(() => {
    endRef.current = onEnd;
  });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    // The text follows the region's first render on purpose: a live region announces changes to it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSaid(true);
    return () => controller.current?.abort();
  }, []);
  // A focus in the bar goes back where it came from as the bar goes (dismissed by keyboard, or its
  // time up). In a layout effect's cleanup, which runs while the bar is still in the document: a
  // passive one ran after its removal, when the focus had already fallen to the page's body.
  useIsomorphicLayoutEffect(() => {
    const bar = barRef.current;
    return () => {
      if (bar?.contains(document.activeElement) && cameFrom.current?.isConnected) cameFrom.current.focus();
    };
  }, []);

  // The time left runs only while nobody holds the bar, and again from the start for the outcome.
  const left = useRef(UNDO_WINDOW_MS);
  const paused = held.focus || held.pointer || phase === 'undoing';
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => endRef.current(), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [paused, phase]);

  /** Whether the focus was in the bar when Undo was pressed: it then goes to Dismiss, as the Undo button goes. */
  const refocus = useRef(false);
  const undo = async () => {
    if (phase !== 'offer') return;
    refocus.current = barRef.current?.contains(document.activeElement) ?? false;
    setPhase('undoing');
    controller.current = new AbortController();
    const result = await undoDecisions(made, controller.current.signal);
    if (controller.current.signal.aborted) return;
    left.current = UNDO_WINDOW_MS;
    setOutcome(result);
    setPhase('done');
  };
  // The Undo button is gone once its work is done: the focus goes to Dismiss, not to the page.
  useEffect(() => {
    if (phase === 'done' && refocus.current) dismissRef.current?.focus();
  }, [phase]);

  const first = made[0];
  const action = first?.decision.action ?? 'approve';
  const change = told?.error.change;
  const message = told
    ? formatMessage(Number.isNaN(toTimestamp(change?.changedAt)) ? t.alreadyApprovedNoTime : t.alreadyApproved, {
        name: nameOf(told),
        by: authorName(change?.changedBy, t),
        time: formatMoment(change?.changedAt, locale),
      })
    : phase !== 'done' || !outcome
      ? made.length === 1 && first
        ? formatMessage(t[MADE[action]], { name: nameOf(first) })
        : formatMessage(t[MADE_MANY[action]], { count: made.length })
      : outcome.undone.length === made.length
        ? t.undone
        : formatMessage(t.undoneSome, { count: outcome.undone.length });
  const problems = outcome
    ? [
        ...outcome.changedSince.map(({ made: entry, change }) => formatMessage(t.notUndone, { name: nameOf(entry), by: authorName(change?.changedBy, t) })),
        ...outcome.failed.map(({ made: entry, error }) => formatMessage(t.undoFailed, { name: nameOf(entry), message: errorMessage(error, t.undoFallback) })),
      ]
    : [];

  return (
    <>
      <Room aria-hidden="true" style={barHeight === undefined ? undefined : { height: `calc(${barHeight}px + 2 * ${vars.space.lg})` }} />
      <Bar
        ref={barRefs}
        role="region"
        aria-label={t.undoRegion}
        onFocus={(event) => {
          if (!barRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget instanceof HTMLElement) cameFrom.current = event.relatedTarget;
          setHeld((now) => ({ ...now, focus: true }));
        }}
        onBlur={(event) => {
          if (!barRef.current?.contains(event.relatedTarget as Node | null)) setHeld((now) => ({ ...now, focus: false }));
        }}
        onPointerEnter={() => setHeld((now) => ({ ...now, pointer: true }))}
        onPointerLeave={() => setHeld((now) => ({ ...now, pointer: false }))}
      >
        <Message role="status">
          {said && message}
          {said && problems.length > 0 && (
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </Message>
        {phase !== 'done' && (
          <Button size="sm" variant="primary" busy={phase === 'undoing'} busyLabel={t.undoing} onClick={() => void undo()}>
            {t.undo}
          </Button>
        )}
        <Button ref={dismissRef} size="sm" variant="ghost" onClick={() => endRef.current()}>
          {t.dismiss}
        </Button>
      </Bar>
    </>
  );
}
