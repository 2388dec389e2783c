// The changes every instance commits, heard by this one: the database announces each committed
// change (pg_notify with its id; through LISTEN on a PostgreSQL server, in process on PGlite), the
// feed loads it with its record as it is now and hands it to every subscriber (the open event
// streams, routes/events.mjs). When the listening connection was lost, or a change could not be
// loaded, subscribers are told to resync: some changes went unheard.

/**
 * @typedef {{ change: Record<string, unknown> & { id: number }, record: Record<string, unknown> | null }} ChangeEvent
 * @typedef {{ change: (event: ChangeEvent) => void, resync: () => void }} Subscriber
 */

/**
 * @param {import('./db.mjs').Database} db
 * @param {{ warn: (details: object, message: string) => void }} log
 */
export async function createChangeFeed(db, log) {
  /** @type {Set<Subscriber>} */
  const subscribers = new Set();
  const resyncAll = () => {
    for (const subscriber of subscribers) subscriber.resync();
  };
  // One change at a time, in the order the database announced them (commit order).
  let delivering = Promise.resolve();
  const stop = await db.records.listen({
    notification: (payload) => {
      const id = Number(payload);
      if (!Number.isSafeInteger(id) || subscribers.size === 0) return;
      delivering = delivering
        .then(async () => {
          const event = await db.records.event(id);
          if (event) for (const subscriber of subscribers) subscriber.change(/** @type {ChangeEvent} */ (event));
        })
        .catch((error) => {
          log.warn({ err: error, change: id }, 'a change could not be loaded for the live events; subscribers resync');
          resyncAll();
        });
    },
    reconnected: resyncAll,
  });
  return {
    /** @param {Subscriber} subscriber @returns {() => void} stops it */
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    /** Stops listening (the app is closing). */
    close: stop,
  };
}
