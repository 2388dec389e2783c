export { defaultMessages, formatMessage, mergeMessages } from './messages.js';
export type { Messages, MessageOverrides } from './messages.js';
export { MessagesProvider, useMessages } from './MessagesProvider.js';
export type { MessagesProviderProps } from './MessagesProvider.js';
