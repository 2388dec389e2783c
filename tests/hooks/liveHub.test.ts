import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionExpiredError } from '../../src/api/errors.js';
import type { EventsApi } from '../../src/api/AdminApi.js';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { LiveEvent } from '../../src/api/types.js';
import { retryExpiredLoads } from '../../src/hooks/dataCache.js';
import { LIVE_CLOSE_DELAY_MS, listen } from '../../src/hooks/liveHub.js';

// One subscription per API client, shared by every screen that listens: against the in-memory
// API, whose `events.subscribe` is recorded like every call.

const subscriptions = (api: ReturnType<typeof createMemoryAdminApi>) => api.control.calls.filter((call) => call.method === 'events.subscribe').length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('the live hub', () => {
  it('opens one subscription for any number of listeners and hands each of them every event', async () => {
    const api = createMemoryAdminApi();
    const heard: string[] = [];
    const stops = ['deals', 'requests', 'details'].map((screen) =>
      listen(api.events!, (event) => heard.push(`${screen}:${event.type === 'change' ? event.change.recordId : event.type}`)),
    );
    await settle();
    expect(subscriptions(api)).toBe(1);
    await api.control.as(2).partnerDeals.reject(2, 'Duplicate registration');
    await settle();
    expect(heard).toEqual(['deals:2', 'requests:2', 'details:2']);
    stops.forEach((stop) => stop());
  });

  it('keeps the subscription a moment after the last listener leaves (a route change), then closes it', async () => {
    vi.useFakeTimers();
    const api = createMemoryAdminApi();
    const first = listen(api.events!, () => {});
    await vi.advanceTimersByTimeAsync(0);
    first();
    // The next screen mounts in the same moment: the same subscription.
    const second = listen(api.events!, () => {});
    await vi.advanceTimersByTimeAsync(LIVE_CLOSE_DELAY_MS * 2);
    expect(subscriptions(api)).toBe(1);
    second();
    const heard: LiveEvent[] = [];
    await vi.advanceTimersByTimeAsync(LIVE_CLOSE_DELAY_MS);
    // Closed: a listener now opens a new one.
    const third = listen(api.events!, (event) => heard.push(event));
    await vi.advanceTimersByTimeAsync(0);
    expect(subscriptions(api)).toBe(2);
    third();
  });

  it('one listener failing does not keep the event from the others', async () => {
    vi.useFakeTimers();
    const api = createMemoryAdminApi();
    const heard: LiveEvent[] = [];
    const stops = [
      listen(api.events!, () => {
        throw new Error('a screen failed');
      }),
      listen(api.events!, (event) => heard.push(event)),
    ];
    await vi.advanceTimersByTimeAsync(0);
    api.control.resync();
    await Promise.resolve();
    expect(heard).toEqual([{ type: 'resync' }]);
    // The failure is not swallowed: it is thrown on its own, where the page's error reporting sees it.
    expect(() => vi.runOnlyPendingTimers()).toThrow('a screen failed');
    stops.forEach((stop) => stop());
  });

  it('after the session ended, opens again on the next sign-in and has every screen load again', async () => {
    let opened = 0;
    const events: EventsApi = {
      subscribe: (_onEvent, { signal }) => {
        opened += 1;
        if (opened === 1) return Promise.reject(new SessionExpiredError('Session expired. Please login again.'));
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    };
    const heard: LiveEvent[] = [];
    const stop = listen(events, (event) => heard.push(event));
    await settle();
    expect(opened).toBe(1);
    retryExpiredLoads();
    await settle();
    expect(opened).toBe(2);
    expect(heard).toEqual([{ type: 'resync' }]);
    stop();
  });
});
