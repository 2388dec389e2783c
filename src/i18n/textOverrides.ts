import type { Messages } from './messages.js';
import { useMessages } from './MessagesProvider.js';

// Its own module, not MessagesProvider's: that one is in the console's entry chunk, and this is
// needed only by code that loads later.

/** The defaults `useTextOverrides` merges the overrides over: none. */
const NO_DEFAULTS = {};

/**
 * A host's overrides of one section, without its defaults (an empty object when it overrides
 * nothing), for code loaded by import() that brings the defaults with it and merges them under
 * (issue 33: the section's texts then stay out of a screen's first bundle). The same object while
 * the overrides are. Not exported from the package: screens use it, hosts use `useMessages`.
 */
export function useTextOverrides<K extends keyof Messages>(section: K): Partial<Messages[K]> {
  return useMessages({ [section]: NO_DEFAULTS } as unknown as Pick<Messages, K>)[section] as Partial<Messages[K]>;
}
