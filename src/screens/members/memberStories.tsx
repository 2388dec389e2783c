/**
 * Story fixtures the partner and distributor screens share (not part of the package: nothing
 * in src/index.ts imports this file).
 */
import { createMemoryAdminApi, type MemoryAdminApi } from '../../api/memory/createMemoryAdminApi.js';

/** A fresh in-memory API (fixed seed and date) per story, optionally prepared. */
export function storyApi(setup?: (memory: MemoryAdminApi) => void, options?: Parameters<typeof createMemoryAdminApi>[0]): MemoryAdminApi {
  const memory = createMemoryAdminApi(options);
  setup?.(memory);
  return memory;
}

