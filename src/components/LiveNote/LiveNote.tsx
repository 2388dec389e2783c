import styled from '@emotion/styled';
import type { ReactNode } from 'react';
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
  return (
    <Stack style={align === 'center' ? { alignItems: 'center' } : undefined}>
      {children}
      <LiveNote note={note} />
    </Stack>
  );
}

const Stack = styled.span({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });

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
