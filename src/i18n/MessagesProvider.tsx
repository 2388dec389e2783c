import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultMessages, mergeMessages, type MessageOverrides, type Messages } from './messages.js';

const MessagesContext = createContext<Messages>(defaultMessages);

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
  const parent = useContext(MessagesContext);
  const value = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** The text catalogue in force: the defaults merged with every enclosing provider's overrides. */
export function useMessages(): Messages {
  return useContext(MessagesContext);
}
