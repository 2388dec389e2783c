// What `useLiveChanges` does with a change it heard, loaded by import() with the live hub (issue
// 33): whether it is this console's own, the polite announcement, the note beside the record.
import type { ChangedRecord, Id, LiveEvent, RecordChange } from '../api/types.js';
import type { HeardChange, UseLiveChangesOptions } from './useLiveChanges.js';
import { isOwnChange } from './ownWrites.js';
import { positionOfId, type UseLiveListOptions } from './useLiveList.js';
import { authorName, changeActionText, shortAuthorName } from '../domain/change.js';
import { formatMoment } from '../format/dates.js';
import { formatMessage, type Messages } from '../i18n/messages.js';
import { decisionsMessages } from '../i18n/texts/decisions.js';

export { isOwnChange };

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

/**
 * What `useLiveChanges` does with an event it heard (`now`: its latest options and the host's
 * texts): a drop in the stream loads again; a change to the area is handed to the screen, and one
 * someone else made to a record it shows gets its note and announcement.
 */
export function hear<R extends ChangedRecord>(
  event: LiveEvent,
  now: Omit<UseLiveChangesOptions<R>, 'events'> & { t: Partial<Messages['decisions']> },
  setHeard: (update: (heard: ReadonlyMap<string, HeardChange>) => ReadonlyMap<string, HeardChange>) => void,
  setAnnouncement: (text: string) => void,
): void {
  if (event.type === 'resync') {
    now.onResync();
    return;
  }
  if (event.type !== 'change' || event.change?.area !== now.area) return;
  const { change } = event;
  const id = change.recordId;
  if (id === null || id === undefined) return;
  const own = isOwnChange(now.client, change);
  const shown = now.onChange(event.record as R | null, change, own);
  if (!shown || own) return;
  setHeard((heard) => new Map(heard).set(String(id), { change, at: Date.now() }));
  setAnnouncement(announcementOf(change, now.nameOf ? now.nameOf(id) : String(id), now.t));
}

/**
 * What `useLiveList` does with a change to its area (`shown`: the records as loaded): a change to a
 * row on the page (this console's or another admin's) replaces the row where it is, with its note,
 * as in the browser's mode (`asFetched`): a row never moves away from under the pointer, and the
 * page's order and counts follow at its next query (the deal lists' reload after a decision, SPEC 8,
 * or the user's next step). A change off the page asks for the page again, as it may bring a row
 * into it. Returns whether the list shows the record.
 */
export function listChange<R extends ChangedRecord>(
  shown: readonly R[] | undefined,
  options: Pick<UseLiveListOptions<R>, 'requery' | 'reload' | 'patch' | 'remove' | 'isPending' | 'onDecidedElsewhere'>,
  record: R | null,
  change: RecordChange,
  own: boolean,
): boolean {
  if (!shown || positionOfId(shown, change.recordId as Id) < 0) {
    if (options.requery) options.reload();
    return false;
  }
  if (record) options.patch(record);
  else options.remove?.(change.recordId as Id);
  if (!own && (!record || !options.isPending(record))) options.onDecidedElsewhere?.([String(change.recordId)]);
  return true;
}
