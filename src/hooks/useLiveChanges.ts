import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EventsApi } from '../api/AdminApi.js';
import type { ChangeArea, ChangedRecord, Id, LiveEvent, RecordChange } from '../api/types.js';
import { useLocale } from '../i18n/MessagesProvider.js';
import { useTextOverrides } from '../i18n/textOverrides.js';
import { lazyModule } from '../platform/lazyPart.js';

// What a heard change does (tell this console's own from another's, the announcement, the note's
// text) loads with the live hub, by import() when the first screen listens (issue 33): a screen
// whose API has no events never loads either, and one that has them paints its rows first.
export const liveNotes = lazyModule(() => import('./liveNotes.js'));

/**
 * Hears the live events of an API client while the screen is shown (`api.events`, optional beyond
 * SPEC 7: without it nothing happens). Every screen of one client shares one subscription (the
 * hub is loaded by import() on the first one).
 *
 * @example useLiveEvents(api.events, (event) => event.type === 'resync' && reload());
 */
export function useLiveEvents(events: EventsApi | undefined, onEvent: (event: LiveEvent) => void): void {
  useLiveSubscription(events, onEvent);
}

/** `useLiveEvents`, subscribing once `alsoLoad` (code the handler needs) has arrived too. */
function useLiveSubscription(events: EventsApi | undefined, onEvent: (event: LiveEvent) => void, alsoLoad?: () => Promise<unknown>): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!events || typeof events.subscribe !== 'function') return;
    let stop: (() => void) | undefined;
    let gone = false;
    void Promise.all([import('./liveHub.js'), alsoLoad?.()]).then(([{ listen }]) => {
      if (!gone) stop = listen(events, (event) => latest.current(event));
    });
    return () => {
      gone = true;
      stop?.();
    };
    // `alsoLoad` is a module's loader: the same code whatever the render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [events]);
}

/** A change someone else made to a record this screen shows, as heard. */
export interface HeardChange {
  change: RecordChange;
  /** When it was heard (ms). */
  at: number;
}

/** Under a minute after a change is heard, its note says 'just now'; then the time. */
const JUST_NOW_MS = 60_000;

export interface UseLiveChangesOptions<R> {
  /** The API client's live events (`api.events`); undefined: nothing is heard. */
  events: EventsApi | undefined;
  /** The area whose changes matter, e.g. 'partnerDeals'. */
  area: ChangeArea;
  /** The area's calls the screen decides through (`api.partnerDeals`): its own decisions are told apart by it (`decide`). */
  client: object;
  /**
   * A change to a record of the area: `record` as it is now (null once removed). Apply it when it
   * is newer than what the screen shows (`isNewer`) and return true when the screen shows that
   * record (the change is then noted and announced, unless it is this console's own).
   */
  onChange: (record: R | null, change: RecordChange, own: boolean) => boolean;
  /** The stream was interrupted: load again what the screen shows. */
  onResync: () => void;
  /** How an announcement names a record, e.g. 'Deal 12'. @default its id */
  nameOf?: (id: Id) => string;
}

export interface LiveChanges {
  /** The note beside a record's status after someone else changed it: 'Rejected by Ada L. just now'. */
  noteOf: (id: Id) => string | undefined;
  /** The latest change someone else made, for a polite live region: 'Deal 12: Rejected by Ada Lovelace.' */
  announcement: string;
  /** Forgets the notes (after the screen loaded everything again). */
  clear: () => void;
}

/** True when `next` (a record as the server has it now) is newer than `shown`: a greater version, or no version to compare. */
export function isNewer(next: { version?: unknown } | null | undefined, shown: { version?: unknown } | null | undefined): boolean {
  const a = next?.version;
  const b = shown?.version;
  return typeof a !== 'number' || typeof b !== 'number' || a > b;
}

/**
 * The live changes to the records of one area a screen shows (a list, a record's details): each
 * is handed to the screen to apply, the changes someone else made get a note beside the record
 * ('Rejected by Ada L. just now') and a polite announcement, and a drop in the stream has the
 * screen load again.
 *
 * @example
 * const live = useLiveChanges({ events: api.events, area: 'partnerDeals', client: api.partnerDeals,
 *   onChange: (record, change) => patchRow(change.recordId, record), onResync: reload, nameOf: (id) => `Deal ${id}` });
 */
export function useLiveChanges<R extends ChangedRecord = ChangedRecord>({ events, area, client, onChange, onResync, nameOf }: UseLiveChangesOptions<R>): LiveChanges {
  // The host's overrides of the decisions' texts: their defaults come with the notes' code.
  const t = useTextOverrides('decisions');
  const locale = useLocale();
  const [heard, setHeard] = useState<ReadonlyMap<string, HeardChange>>(() => new Map());
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef({ area, client, onChange, onResync, nameOf, t });
  useEffect(() => {
    latest.current = { area, client, onChange, onResync, nameOf, t };
  });

  // What a heard change does loads with the hub, before the subscription begins.
  useLiveSubscription(events, (event) => liveNotes.loaded!.hear(event, latest.current, setHeard, setAnnouncement), liveNotes.load);

  // 'just now' turns into the time after a minute: the notes are read again twice a minute while any shows.
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (heard.size === 0) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), JUST_NOW_MS / 2);
    return () => clearInterval(timer);
  }, [heard.size]);

  const noteOf = useCallback(
    (id: Id) => {
      const note = heard.get(String(id));
      if (!note) return undefined;
      // A note is heard only once the notes' code has arrived.
      return liveNotes.loaded?.noteText(note.change, note.at, JUST_NOW_MS, t, locale);
    },
    // A new function each tick, so that memoised cells read the notes again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [heard, t, locale, tick],
  );
  const clear = useCallback(() => setHeard(new Map()), []);
  return useMemo(() => ({ noteOf, announcement, clear }), [noteOf, announcement, clear]);
}
