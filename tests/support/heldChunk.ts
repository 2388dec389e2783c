/**
 * A module the library loads by import() (a chunk of its own in a browser), held by a lazy-load
 * test (tests/screens/*Load.test.tsx): each request is counted, waits for `gate`, and fails while
 * `failing` is set, as a browser's import() of a chunk that does not arrive (a network drop, a new
 * deployment that removed the old chunk). vi.mock needs the module's path written in the test file
 * itself, and what a file imports stays cached within it, so each file holds one chunk:
 *
 * @example
 * const chunk = await vi.hoisted(() => import('../support/heldChunk.js').then(({ heldChunk }) => heldChunk()));
 * vi.mock('../../src/hooks/bulkRun.js', (importOriginal) => chunk.load(importOriginal));
 */
export interface HeldChunk {
  /** While true, a request fails with the TypeError a browser's import() gives. */
  failing: boolean;
  /** How many times the module was asked for. */
  requests: number;
  /** What a request waits for before it arrives or fails (resolved: at once). */
  gate: Promise<unknown>;
  /** vi.mock's factory for the module: counts, waits, fails or gives the real module. */
  load: <M>(importOriginal: () => Promise<M>) => Promise<M>;
}

/** A chunk that arrives at once, unless `failing` says otherwise from the start. */
export function heldChunk({ failing = false }: { failing?: boolean } = {}): HeldChunk {
  const chunk: HeldChunk = {
    failing,
    requests: 0,
    gate: Promise.resolve(),
    load: async (importOriginal) => {
      chunk.requests += 1;
      await chunk.gate;
      if (chunk.failing) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    },
  };
  return chunk;
}
