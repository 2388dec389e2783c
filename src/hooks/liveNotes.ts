// What `useLiveChanges` does with a change it heard, loaded by import() with the live hub (issue
// 33): whether it is this console's own, the polite announcement, the note beside the record.
import type { RecordChange } from '../api/types.js';
import { authorName, changeActionText, shortAuthorName } from '../domain/change.js';
import { formatMoment } from '../format/dates.js';
import { formatMessage, type Messages } from '../i18n/messages.js';
import { decisionsMessages } from '../i18n/texts/decisions.js';

export { isOwnChange } from './ownWrites.js';

/** 'Deal 12: Rejected by Ada Lovelace.', in the catalogue's texts with the host's `overrides` over them. */
export function announcementOf(change: RecordChange, name: string, overrides: Partial<Messages['decisions']>): string {
  const t = { ...decisionsMessages, ...overrides };
  return formatMessage(t.liveAnnouncement, { name, action: changeActionText(change.action, t), by: authorName(change.changedBy, t) });
}

/** 'Rejected by Ada L. just now' for `justNowMs` after the change was heard (`at`), then with the time. */
export function noteText(change: RecordChange, at: number, justNowMs: number, overrides: Partial<Messages['decisions']>, locale: string): string {
  const t = { ...decisionsMessages, ...overrides };
  const when = Date.now() - at < justNowMs ? t.justNow : formatMessage(t.atTime, { time: formatMoment(change.changedAt ?? at, locale) });
  return formatMessage(t.liveNote, { action: changeActionText(change.action, t), name: shortAuthorName(change.changedBy, t), when });
}
