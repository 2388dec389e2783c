import type { ChangeAuthor, RecordChange } from '../api/types.js';
import { textOf } from '../format/format.js';
import type { Messages } from '../i18n/messages.js';

// How a record's change reads (the history, the conflict question, the notes of live changes):
// pure, from the texts of the `decisions` section. The backend is not trusted: any field may be
// missing or of another type, and an action or status it names that these do not know shows as it is.

type Texts = Messages['decisions'];

const ACTIONS = { approve: 'doneApprove', reject: 'doneReject', remarks: 'doneRemarks', remove: 'doneRemove', undo: 'doneUndo' } as const;
const STATUSES = { pending: 'statusPending', approved: 'statusApproved', rejected: 'statusRejected', removed: 'statusRemoved' } as const;

/** What a change did: 'Approved', 'Rejected', 'Remarks changed', 'Removed', 'Undone', else 'Changed'. */
export function changeActionText(action: unknown, texts: Texts): string {
  const key = typeof action === 'string' && Object.hasOwn(ACTIONS, action) ? ACTIONS[action as keyof typeof ACTIONS] : undefined;
  return key ? texts[key] : texts.doneOther;
}

/** A status in a change: 'Pending', 'Approved', 'Rejected', 'Removed', else the word the backend sent (or ''). */
export function changeStatusText(status: unknown, texts: Texts): string {
  const name = textOf(status).toLowerCase();
  return Object.hasOwn(STATUSES, name) ? texts[STATUSES[name as keyof typeof STATUSES]] : textOf(status);
}

/** The author's full name ('Ada Lovelace'), or 'another administrator'. */
export function authorName(author: ChangeAuthor | null | undefined, texts: Texts): string {
  const name = [textOf(author?.firstName), textOf(author?.lastName)].filter(Boolean).join(' ');
  return name || texts.someone;
}

/** The author as a note beside a row names them: first name and the last name's initial ('Ada L.'). */
export function shortAuthorName(author: ChangeAuthor | null | undefined, texts: Texts): string {
  const first = textOf(author?.firstName);
  const initial = Array.from(textOf(author?.lastName))[0];
  if (first) return initial ? `${first} ${initial}.` : first;
  return authorName(author, texts);
}

/** True when a change decided the record (approve, reject, undo, remove): not a remark. */
export function isDecisionChange(change: Pick<RecordChange, 'action'> | null | undefined): boolean {
  return change?.action !== 'remarks';
}
