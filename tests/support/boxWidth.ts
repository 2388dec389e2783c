import { vi } from 'vitest';

/**
 * jsdom lays nothing out: every box is 0 px wide and there is no `ResizeObserver`. This gives every
 * element a box `width` px wide and a `ResizeObserver` that reports to its observers when the
 * returned function changes that width, as the browser does when a host's column is resized, so a
 * test can see which layout a measured width chooses (components measure their own box with
 * `useBoxWidth`; the window's width plays no part). The table's own overflow (`scrollWidth`) stays
 * 0: whether a table fits is for the Chromium tests. Undo with `vi.unstubAllGlobals()` and
 * `vi.restoreAllMocks()`.
 *
 * @example const resize = stubBoxWidth(1280); act(() => resize(900));
 */
export function stubBoxWidth(width: number): (next: number) => void {
  const state = { width };
  const observers = new Set<() => void>();
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ x: 0, y: 0, top: 0, left: 0, right: state.width, bottom: 0, width: state.width, height: 0, toJSON: () => ({}) }) as DOMRect,
  );
  class BoxResizeObserver {
    private readonly notify: () => void;
    constructor(callback: ResizeObserverCallback) {
      this.notify = () => callback([], this as unknown as ResizeObserver);
    }
    observe() {
      observers.add(this.notify);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.notify);
    }
  }
  vi.stubGlobal('ResizeObserver', BoxResizeObserver);
  return (next) => {
    state.width = next;
    observers.forEach((notify) => notify());
  };
}
