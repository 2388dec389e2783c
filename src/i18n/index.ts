// The texts' part of the package root: the provider a host wraps the screens in, the hooks that
// read it, and the whole English catalogue with its type. The sections one by one
// (`authMessages`, `shellMessages`...) are the entry `partner-console/texts` (texts/index.ts);
// the German catalogue is `partner-console/locales/de`.
export { defaultMessages, formatMessage, mergeMessages } from './messages.js';
export type { Messages, MessageOverrides } from './messages.js';
export { MessagesProvider, useLocale, useMessages } from './MessagesProvider.js';
export type { MessagesProviderProps } from './MessagesProvider.js';
