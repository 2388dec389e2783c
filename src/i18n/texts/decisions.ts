/**
 * What a team sees of each other's decisions (beyond SPEC, issue 30): a record's history, the
 * question asked when someone else changed a record first, the Undo after a decision, the notes
 * of decisions made elsewhere, and the counts a bulk decision names before it starts.
 */
export const decisionsMessages = {
  historyTitle: 'History',
  historyLoading: 'Loading history...',
  historyError: 'The history could not be loaded.',
  historyEmpty: 'No changes recorded yet.',
  /** One change of a history: 'Rejected by Ada Lovelace'. */
  historyEntry: '{action} by {name}',
  /** The statuses before and after a change: 'Pending → Rejected'. */
  historyStatus: '{from} → {to}',
  historyReason: 'Reason: {reason}',
  historyRemark: 'Remark: {remark}',

  /** What a change did, as the history, the question and the notes name it. */
  doneApprove: 'Approved',
  doneReject: 'Rejected',
  doneRemarks: 'Remarks changed',
  doneRemove: 'Removed',
  doneUndo: 'Undone',
  doneOther: 'Changed',
  statusPending: 'Pending',
  statusApproved: 'Approved',
  statusRejected: 'Rejected',
  statusRemoved: 'Removed',
  /** Who made a change the backend names no one for. */
  someone: 'another administrator',

  conflictTitle: 'Changed by someone else',
  /** 'Rejected by Ada Lovelace at 10:42.' */
  conflictBy: '{action} by {name} at {time}.',
  /** The same, when the backend sent no time. */
  conflictByNoTime: '{action} by {name}.',
  conflictUnknown: 'Someone else changed it since you opened it.',
  askApprove: 'Approve anyway?',
  askReject: 'Reject anyway?',
  askRemarks: 'Save your remarks anyway?',
  askRemove: 'Remove anyway?',
  overwriteApprove: 'Approve anyway',
  overwriteReject: 'Reject anyway',
  overwriteRemarks: 'Save anyway',
  overwriteRemove: 'Remove anyway',
  /** Instead of the question when someone else approved the record first: nothing of the user's is lost. */
  alreadyApproved: '{name} was already approved by {by} at {time}.',
  alreadyApprovedNoTime: '{name} was already approved by {by}.',

  /** The region of the Undo bar. */
  undoRegion: 'Last decision',
  undo: 'Undo',
  undoing: 'Undoing...',
  madeApprove: '{name} approved.',
  madeReject: '{name} rejected.',
  madeRemarks: 'Remarks of {name} saved.',
  /** After a bulk decision: not '128 approved.', which the bulk summary says beside it. */
  madeManyApprove: 'You approved {count}.',
  madeManyReject: 'You rejected {count}.',
  undone: 'Undone.',
  undoneSome: '{count} undone.',
  /** A record someone changed after the decision: its undo would overwrite them. */
  notUndone: '{name}: changed by {by} since, left as it is.',
  undoFailed: '{name}: {message}',
  undoFallback: 'The undo failed',
  dismiss: 'Dismiss',

  /** The note beside a row's status: 'Rejected by Ada L. just now'. */
  liveNote: '{action} by {name} {when}',
  justNow: 'just now',
  atTime: 'at {time}',
  /** Announced when another administrator decides a record shown: 'Deal 12: Rejected by Ada Lovelace.' */
  liveAnnouncement: '{name}: {action} by {by}.',
  /** In the bulk bar, after records picked were decided elsewhere. */
  droppedFromSelection: '{count} decided by someone else, no longer selected.',

  bulkAskTitleApprove: 'Approve selected',
  bulkAskTitleReject: 'Reject selected',
  /** '128 pending deals will be approved.' The noun is chosen by the count (nounOne / nounOther). */
  bulkWillApproveOne: '{count} pending {noun} will be approved.',
  bulkWillApproveOther: '{count} pending {noun} will be approved.',
  bulkWillRejectOne: '{count} pending {noun} will be rejected.',
  bulkWillRejectOther: '{count} pending {noun} will be rejected.',
  /** '22 rejected deals stay as they are.' */
  bulkStayOne: '{count} {status} {noun} stays as it is.',
  bulkStayOther: '{count} {status} {noun} stay as they are.',
  stayApproved: 'approved',
  stayRejected: 'rejected',
  bulkIncludeRejected: 'Also approve the {count} rejected',
  bulkIncludeApproved: 'Also reject the {count} approved',
  bulkAskApprove: 'Approve {count}',
  bulkAskReject: 'Reject {count}',
  bulkNothing: 'Nothing to change: every record selected is decided already.',
  /** In the bulk summary: records changed by someone else before the decision reached them. */
  bulkConflicted: '{count} changed by someone else (still selected, not overwritten):',
  bulkConflict: '{name}: {action} by {by}',
  recordOne: 'record',
  recordOther: 'records',
  dealOne: 'deal',
  dealOther: 'deals',
  requestOne: 'request',
  requestOther: 'requests',
  certificationOne: 'certification',
  certificationOther: 'certifications',
};
