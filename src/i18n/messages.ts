/**
 * Every user-visible text of the product (the English defaults), one module per catalogue section
 * under ./texts. A screen reads the sections it shows through `useMessages({ auth: authMessages })`,
 * so an app bundles only the texts of the screens it imports, and a host app can still override any
 * entry with `<MessagesProvider messages={...}>`. Placeholders in braces are filled by `formatMessage`.
 */
import { authMessages } from './texts/auth.js';
import { certificationsMessages } from './texts/certifications.js';
import { changePasswordMessages } from './texts/changePassword.js';
import { columnsMessages } from './texts/columns.js';
import { commonMessages } from './texts/common.js';
import { dealDetailsMessages } from './texts/dealDetails.js';
import { dealsMessages } from './texts/deals.js';
import { decisionsMessages } from './texts/decisions.js';
import { exportMessages } from './texts/export.js';
import { listMessages } from './texts/list.js';
import { distributorMessages, memberMessages, partnerMessages } from './texts/members.js';
import { quizMessages } from './texts/quiz.js';
import { resourcesMessages } from './texts/resources.js';
import { sessionMessages } from './texts/session.js';
import { shellMessages } from './texts/shell.js';

/** The whole catalogue, section by section. */
export const defaultMessages = {
  common: commonMessages,
  session: sessionMessages,
  auth: authMessages,
  shell: shellMessages,
  changePassword: changePasswordMessages,
  list: listMessages,
  columns: columnsMessages,
  export: exportMessages,
  partner: partnerMessages,
  distributor: distributorMessages,
  member: memberMessages,
  deals: dealsMessages,
  dealDetails: dealDetailsMessages,
  resources: resourcesMessages,
  quiz: quizMessages,
  certifications: certificationsMessages,
  decisions: decisionsMessages,
};

export type Messages = typeof defaultMessages;

/** Any subset of the catalogue, section by section. */
export type MessageOverrides = { [Section in keyof Messages]?: Partial<Messages[Section]> };

// In a module of its own, so code that only fills a text (the sign-in page's failure line) does not
// bring the whole catalogue above into an app's first chunk.
export { formatMessage } from './formatMessage.js';

/** Merges overrides over the defaults, section by section. */
export function mergeMessages(base: Messages, overrides: MessageOverrides | undefined): Messages {
  if (!overrides) return base;
  const merged = { ...base } as Record<string, unknown>;
  for (const [section, entries] of Object.entries(overrides)) {
    if (entries) merged[section] = { ...(base as Record<string, object>)[section], ...entries };
  }
  return merged as Messages;
}
