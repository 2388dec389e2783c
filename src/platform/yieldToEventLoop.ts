/**
 * Lets the browser paint and handle input: resolves in a task of its own, posted through a
 * MessageChannel (as React's scheduler posts its work), else by a timer.
 *
 * Not `scheduler.yield()`: Chromium runs its continuations ahead of other tasks, so a chain of
 * slices that yields that way held off the frames. A key pressed while 100,000 deals arrived
 * waited up to 236-561 ms for its paint that way, and up to 95-191 ms with a posted task
 * (docs/performance.md). Not a bare `setTimeout(0)` either: after five in a row the browser makes
 * each wait at least 4 ms.
 */
export function yieldToEventLoop(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
