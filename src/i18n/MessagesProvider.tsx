import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MessageOverrides, Messages } from './messages.js';

/** The overrides of every enclosing provider, merged; the defaults are not in it, screens bring their own. */
const OverridesContext = createContext<MessageOverrides>({});

export interface MessagesProviderProps {
  /** Entries to replace, section by section; anything not given keeps its default text. */
  messages?: MessageOverrides;
  children?: ReactNode;
}

/**
 * Overrides the texts of every screen below it. Providers nest: an inner one overrides the outer one.
 *
 * @example
 * <MessagesProvider messages={{ partner: { overviewTitle: 'Resellers' } }}>
 *   <PartnersOverview api={api} onOpen={open} onViewRequests={requests} />
 * </MessagesProvider>
 */
export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  const parent = useContext(OverridesContext);
  const value = useMemo(() => {
    if (!messages) return parent;
    const merged: Record<string, object | undefined> = { ...parent };
    for (const [section, entries] of Object.entries(messages)) {
      if (entries) merged[section] = { ...merged[section], ...entries };
    }
    return merged as MessageOverrides;
  }, [parent, messages]);
  return <OverridesContext.Provider value={value}>{children}</OverridesContext.Provider>;
}

/** One merged section per (defaults, overrides) pair, so a section keeps its identity across renders. */
const mergedSections = new WeakMap<object, WeakMap<object, object>>();

function withOverrides<T extends object>(defaults: T, overrides: Partial<T> | undefined): T {
  if (!overrides) return defaults;
  let byOverrides = mergedSections.get(defaults);
  if (!byOverrides) mergedSections.set(defaults, (byOverrides = new WeakMap()));
  let merged = byOverrides.get(overrides) as T | undefined;
  if (!merged) byOverrides.set(overrides, (merged = { ...defaults, ...overrides }));
  return merged;
}

/**
 * The texts of the given catalogue sections, each with every enclosing provider's overrides applied.
 * Pass each section's defaults (`authMessages`, `commonMessages`, …): a screen names the sections
 * it shows, so an app bundles only those texts. Each returned section is the same object from
 * render to render while the overrides stay the same.
 *
 * @example
 * const { auth } = useMessages({ auth: authMessages });
 * return <h1>{auth.signInTitle}</h1>;
 */
export function useMessages<Sections extends Partial<Messages>>(sections: Sections): Sections {
  const overrides = useContext(OverridesContext) as Record<string, object | undefined>;
  const texts: Record<string, object> = {};
  for (const [section, defaults] of Object.entries(sections) as Array<[string, object]>) texts[section] = withOverrides(defaults, overrides[section]);
  return texts as Sections;
}
