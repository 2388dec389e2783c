import styled from '@emotion/styled';
import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../../theme/theme.js';
import { visuallyHidden } from '../visuallyHidden.js';

/**
 * The note beside a record's status after another administrator changed it while it showed:
 * 'Rejected by Ada L. just now'. Nothing without a note.
 *
 * @example <DealStatusBadge status={row.status} /><LiveNote note={live.noteOf(row.id)} />
 */
export function LiveNote({ note }: { note: string | undefined }) {
  return note ? <Note>{note}</Note> : null;
}

/**
 * A record's status (a badge, an icon) with, under it, the note of another administrator's change
 * ('Rejected by Ada L. just now'), as a list's status cell shows them.
 *
 * @example <WithLiveNote note={live.noteOf(row.id)}><DealStatusBadge status={row.status} /></WithLiveNote>
 */
export function WithLiveNote({ note, align = 'start', children }: { note: string | undefined; align?: 'start' | 'center'; children: ReactNode }) {
  return withLiveNote(note, children, align);
}

/**
 * What `WithLiveNote` renders, as a function: a list whose every row shows a status calls it from
 * its cell, so the rows hold two components fewer each (rendered again on every page step, sort
 * and search, issue 33).
 */
export function withLiveNote(note: string | undefined, children: ReactNode, align: 'start' | 'center' = 'start') {
  return (
    <span style={align === 'center' ? STACK_CENTRED : STACK}>
      {children}
      {note ? <Note>{note}</Note> : null}
    </span>
  );
}

// A plain span with its style, not a styled component: it is in every row of a list, and a styled
// component serialises and hashes its styles on every render of the row (issue 33).
const STACK: CSSProperties = { display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs };
const STACK_CENTRED: CSSProperties = { ...STACK, alignItems: 'center' };

const Note = styled.span({
  display: 'inline-block',
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.xs,
  fontStyle: 'italic',
  overflowWrap: 'anywhere',
});

const Hidden = styled.div(visuallyHidden);

/**
 * A polite live region, out of sight, that says the latest change another administrator made to
 * what a screen shows ('Deal 12: Rejected by Ada Lovelace.'). It is on the page from the start, so
 * screen readers announce each new text.
 *
 * @example <LiveAnnouncer text={live.announcement} />
 */
export function LiveAnnouncer({ text }: { text: string }) {
  return (
    // A live region without the status role: the screens' own status messages keep that role to themselves.
    <Hidden aria-live="polite" aria-atomic="true">
      {text}
    </Hidden>
  );
}
