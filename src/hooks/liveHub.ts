import type { EventsApi } from '../api/AdminApi.js';
import { SessionExpiredError, isAbortError } from '../api/errors.js';
import type { LiveEvent } from '../api/types.js';
import { retryAfterSignIn } from './dataCache.js';

// One live subscription per API client, whatever number of screens listen: the first listener
// opens it, the last one to leave closes it a moment later (a route change unmounts one list and
// mounts the next within that moment, and the stream stays open). Loaded by import() from
// `useLiveEvents`, so an app whose API has no events never bundles it. Hand-written: it is a
// reference count around one call of the API, too small and too specific for a library.

type Listener = (event: LiveEvent) => void;

interface Hub {
  listeners: Set<Listener>;
  /** The subscription's, while one is open. */
  controller: AbortController | null;
  closing: ReturnType<typeof setTimeout> | undefined;
  /** Unregisters the wait for a new sign-in after the session ended. */
  stopWaiting: (() => void) | undefined;
}

/** How long a subscription outlives its last listener, in ms. */
export const LIVE_CLOSE_DELAY_MS = 1000;

const hubs = new WeakMap<EventsApi, Hub>();

function dispatch(hub: Hub, event: LiveEvent) {
  for (const listener of [...hub.listeners]) {
    try {
      listener(event);
    } catch (error) {
      // One screen's failure must not keep the event from the others; it is still reported.
      setTimeout(() => {
        throw error;
      }, 0);
    }
  }
}

function open(events: EventsApi, hub: Hub, afterGap: boolean): void {
  const controller = new AbortController();
  hub.controller = controller;
  const ended = (reason: unknown) => {
    if (hub.controller !== controller) return;
    hub.controller = null;
    if (controller.signal.aborted || isAbortError(reason)) return;
    // The session ended: open again after the next sign-in, and have every screen load again
    // what it shows, as changes went unheard meanwhile. Any other end (the server has no events
    // there) is for good.
    if (reason instanceof SessionExpiredError) {
      hub.stopWaiting = retryAfterSignIn(() => {
        hub.stopWaiting = undefined;
        if (hub.listeners.size > 0 && !hub.controller) open(events, hub, true);
      });
    }
  };
  try {
    events.subscribe((event) => dispatch(hub, event), { signal: controller.signal }).then(ended, ended);
  } catch (error) {
    ended(error);
    return;
  }
  if (afterGap) queueMicrotask(() => dispatch(hub, { type: 'resync' }));
}

function close(hub: Hub): void {
  hub.closing = undefined;
  if (hub.listeners.size > 0) return;
  hub.stopWaiting?.();
  hub.stopWaiting = undefined;
  const { controller } = hub;
  hub.controller = null;
  controller?.abort();
}

/**
 * Hears the live events of `events` (an API client's `events`) until the returned function is
 * called. Every listener of one client shares one subscription.
 */
export function listen(events: EventsApi, listener: Listener): () => void {
  let hub = hubs.get(events);
  if (!hub) hubs.set(events, (hub = { listeners: new Set(), controller: null, closing: undefined, stopWaiting: undefined }));
  const shared = hub;
  clearTimeout(shared.closing);
  shared.closing = undefined;
  shared.listeners.add(listener);
  if (!shared.controller && !shared.stopWaiting) open(events, shared, false);
  return () => {
    if (!shared.listeners.delete(listener) || shared.listeners.size > 0) return;
    clearTimeout(shared.closing);
    shared.closing = setTimeout(() => close(shared), LIVE_CLOSE_DELAY_MS);
  };
}
