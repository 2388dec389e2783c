import styled from '@emotion/styled';
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
