import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MessageOverrides, Messages } from './messages.js';
import { DEFAULT_LOCALE } from './locale.js';

/** The overrides of every enclosing provider, merged; the defaults are not in it, screens bring their own. */
const OverridesContext = createContext<MessageOverrides>({});

/** The language of dates and numbers (a BCP 47 tag for Intl), from the nearest provider that sets one. */
const LocaleContext = createContext<string>(DEFAULT_LOCALE);

export interface MessagesProviderProps {
  /**
   * Entries to replace, section by section; anything not given keeps its text. A whole catalogue
   * (`de`, the package's locales/de entry) translates every screen.
   */
  messages?: MessageOverrides;
  /** The language dates and numbers are written in (Intl), e.g. 'de-DE'. @default 'en-US', or the enclosing provider's */
  locale?: string;
  children?: ReactNode;
}

/**
 * Sets the texts and the language of dates and numbers of every screen below it. Providers nest:
 * an inner one overrides the outer one.
 *
 * @example
 * // `de`: the German catalogue, from the package's locales/de entry
 * <MessagesProvider locale="de-DE" messages={de}>
 *   <PartnersOverview api={api} onOpen={open} onViewRequests={requests} />
 * </MessagesProvider>
 */
export function MessagesProvider({ messages, locale, children }: MessagesProviderProps) {
  const parentLocale = useContext(LocaleContext);
  const parent = useContext(OverridesContext);
  const value = useMemo(() => {
    if (!messages) return parent;
    const merged: Record<string, object | undefined> = { ...parent };
    for (const [section, entries] of Object.entries(messages)) {
      if (entries) merged[section] = { ...merged[section], ...entries };
    }
    return merged as MessageOverrides;
  }, [parent, messages]);
  return (
    <LocaleContext.Provider value={locale ?? parentLocale}>
      <OverridesContext.Provider value={value}>{children}</OverridesContext.Provider>
    </LocaleContext.Provider>
  );
}

/** The language of dates and numbers in force: the nearest `MessagesProvider`'s `locale`, or 'en-US'. */
export function useLocale(): string {
  return useContext(LocaleContext);
}

/** The texts last returned per overrides and set of section names, so a call's result keeps its identity. */
const returnedTexts = new WeakMap<MessageOverrides, Map<string, { defaults: object[]; texts: object }>>();

/**
 * The texts of the given catalogue sections, each with every enclosing provider's overrides applied.
 * Pass each section's defaults (`authMessages`, `commonMessages`, …): a screen names the sections
 * it shows, so an app bundles only those texts. The result, and each section in it, is the same
 * object from render to render while the overrides stay the same, so it can be a dependency of
 * `useMemo` (a screen's table columns are built from it).
 *
 * @example
 * const { auth } = useMessages({ auth: authMessages });
 * return <h1>{auth.signInTitle}</h1>;
 */
export function useMessages<Sections extends MessageOverrides>(sections: Sections): Sections {
  const overrides = useContext(OverridesContext);
  const names = Object.keys(sections) as Array<keyof Sections & keyof Messages>;
  const defaults = names.map((name) => sections[name] as object);
  let bySections = returnedTexts.get(overrides);
  if (!bySections) returnedTexts.set(overrides, (bySections = new Map()));
  const key = names.join();
  const returned = bySections.get(key);
  if (returned && returned.defaults.every((section, i) => section === defaults[i])) return returned.texts as Sections;
  const texts: Record<string, object> = {};
  names.forEach((name, i) => {
    const own = overrides[name];
    texts[name] = own ? { ...defaults[i], ...own } : (defaults[i] as object);
  });
  bySections.set(key, { defaults, texts });
  return texts as Sections;
}
