import { vi } from 'vitest';

/**
 * Stubs `window.matchMedia` with a viewport of `width` px that answers `(max-width: Npx)` and
 * `(min-width: Npx)` queries, and returns a function that resizes it and notifies listeners.
 * Undo with `vi.unstubAllGlobals()`.
 *
 * @example const resize = stubViewport(1280); act(() => resize(900));
 */
export function stubViewport(width: number): (next: number) => void {
  const state = { width };
  const listeners = new Set<() => void>();
  const evaluate = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    if (!max && !min) throw new Error(`unexpected media query ${query}`);
    return (!max || state.width <= Number(max[1])) && (!min || state.width >= Number(min[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return evaluate(query);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next) => {
    state.width = next;
    listeners.forEach((listener) => listener());
  };
}
