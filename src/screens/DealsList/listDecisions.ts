/**
 * The deal list's decisions, lighter in its first bundle (issue 33): what its first render reads
 * (the deal being approved, the one approved last, 'Deal 1234 approved', a failed approve's text
 * for the banner, which dialog is open on which row) stays here; what runs only once an
 * administrator decides loads by import(): the approve's run (`runDecisions`: the question before
 * writing over another's change, the Undo offered) on the first approve, and the Reject and
 * Remarks dialogs with their actions (`ListDecisionDialogs`) when one first opens (preloaded when
 * the browser is idle). Deal Details and `useDealsListController` decide through
 * `useDealDecisions`, as before; the list's decisions behave the same.
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { Deal } from '../../api/types.js';
import { errorMessage, isAbortError, SessionExpiredError } from '../../api/errors.js';
import { errorDetail } from '../../api/errorDetail.js';
import type { DealRow } from '../../domain/dealRow.js';
import { dealDecision, decideLater } from '../../hooks/decideLater.js';
import { DecisionHostContext } from '../../hooks/decisionHost.js';
import { undoable, type Decision, type DecisionAction } from '../../hooks/decisionLog.js';
import { retryAfterSignIn } from '../../hooks/sessionResume.js';
import { formatMessage } from '../../i18n/messages.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { dealsBaseMessages } from '../../i18n/texts/deals.js';
import { sessionMessages } from '../../i18n/texts/session.js';
import { lazyModule } from '../../platform/lazyPart.js';
import type { DealDecisionCalls } from '../DealDetailsDialog/dealDecisions.js';

// Loaded on the first approve, or when a dialog first opens. A failed load fails the approve like
// a failed request ('Failed to approve deal' in the banner), nothing is sent, and the next press
// asks for the code again; after a rejection without it, the focus goes back to the button that
// opened the dialog.
export const decisionCode = lazyModule(() => import('./decisionCode.js'));

/** How long 'Deal 1234 approved' stays. */
const NOTICE_MS = 5000;

/** One of the list's reason dialogs (Reject Deal, Update Remarks): the row it is open on, and its action. */
export interface ListDecisionDialog {
  /** The row the dialog is open on, or null while it is closed. */
  target: DealRow | null;
  open: (row: DealRow) => void;
  /** Closes the dialog, if it is still open on `row` (any row when none is given). */
  close: (row?: DealRow) => void;
  dialogProps: { open: boolean };
  /** The decision with the text typed (the dialog's action runs it, `ListDecisionDialogs`). */
  perform: (signal: AbortSignal, row: DealRow, text: string) => Promise<unknown>;
  /** After it succeeded and the dialog closed. */
  done: (row: DealRow) => void;
  /** The failure's text when the server gave none. */
  fallback: string;
}

export interface ListDecisions {
  /** Approves a deal's row (one request however often it is pressed); `error` is a failed approve's text, for the banner. */
  approve: { run: (row: DealRow) => Promise<void>; error: string | undefined; errorDetail: string | undefined; clearError: () => void };
  approvingId: DealRow['id'] | null;
  approved: { id: DealRow['id'] } | null;
  takeRejected: () => DealRow['id'] | null;
  notice: string | undefined;
  reject: ListDecisionDialog;
  remarks: ListDecisionDialog;
}

function useListDialog(perform: ListDecisionDialog['perform'], done: (row: DealRow) => void, fallback: string): ListDecisionDialog {
  const [target, setTarget] = useState<DealRow | null>(null);
  const close = useCallback((row?: DealRow) => setTarget((shown) => (row === undefined || shown === row ? null : shown)), []);
  const open = useCallback((row: DealRow) => {
    decisionCode.load().catch(() => undefined);
    setTarget(row);
  }, []);
  return { target, open, close, dialogProps: { open: target !== null }, perform, done, fallback };
}

/**
 * `useDealDecisions` for the deal list (with `noticeWithUndo: false`): the same decisions, with
 * their code loaded on first use (see above).
 */
export function useListDecisions(
  deals: DealDecisionCalls,
  onDecided: (row: DealRow) => Promise<unknown> | void,
  { onRecord }: { onRecord?: (deal: Deal) => void },
): ListDecisions {
  const { deals: t, session } = useMessages({ deals: dealsBaseMessages, session: sessionMessages });
  const host = useContext(DecisionHostContext);
  const decision = (row: DealRow, action: DecisionAction) => dealDecision(deals, row, action, t.dealNamed, onRecord);
  const [approvingId, setApprovingId] = useState<DealRow['id'] | null>(null);
  const [approved, setApproved] = useState<{ id: DealRow['id'] } | null>(null);
  const [failed, setFailed] = useState<{ error: string; errorDetail: string | undefined }>();
  const [notice, setNotice] = useState<string>();
  const rejected = useRef<DealRow['id'] | null>(null);
  useEffect(() => {
    if (notice === undefined) return;
    const timer = setTimeout(() => setNotice(undefined), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // The approve's run reads the latest of these; it stops when the list unmounts.
  const latest = useRef({ host, t, session, decision, onDecided });
  useEffect(() => {
    latest.current = { host, t, session, decision, onDecided };
  });
  const running = useRef<AbortController | null>(null);
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      running.current?.abort();
      stopWaiting.current?.();
    },
    [],
  );
  const clearError = useCallback(() => {
    stopWaiting.current?.();
    stopWaiting.current = null;
    setFailed(undefined);
  }, []);

  const run = useCallback(
    async (row: DealRow) => {
      if (running.current && !running.current.signal.aborted) return;
      const controller = new AbortController();
      const { signal } = controller;
      running.current = controller;
      setApprovingId(row.id);
      setNotice(undefined);
      clearError();
      const now = latest.current;
      try {
        const { runDecisions } = await decisionCode.load();
        await runDecisions(signal, now.host, async () => {
          const made = now.decision(row, 'approve');
          const answer = await decideLater(signal, made, (options) => deals.approve(row.id, options));
          if (!signal.aborted) {
            // The Undo bar says an approve the backend can undo ('Deal 1234 approved.').
            if (undoable([{ decision: made as Decision, answer }]).length === 0) setNotice(formatMessage(now.t.approvedNotice, { id: String(row.id) }));
            setApproved({ id: row.id });
          }
          await now.onDecided(row);
        });
      } catch (failure) {
        if (signal.aborted || isAbortError(failure)) return;
        setFailed({ error: errorMessage(failure, now.t.approveError), errorDetail: errorDetail(failure, now.session) });
        // The session ended: once the user signs in again over the page, the text goes.
        if (failure instanceof SessionExpiredError) {
          stopWaiting.current = retryAfterSignIn(() => {
            stopWaiting.current = null;
            setFailed(undefined);
          });
        }
      } finally {
        if (running.current === controller) running.current = null;
        if (!signal.aborted) setApprovingId(null);
      }
    },
    [deals, clearError],
  );

  const reject = useListDialog(
    (signal, row, reason) => decideLater(signal, decision(row, 'reject'), (options) => deals.reject(row.id, reason, options)),
    (row) => {
      rejected.current = row.id;
      void onDecided(row);
    },
    t.rejectError,
  );
  const remarks = useListDialog(
    (signal, row, text) => decideLater(signal, decision(row, 'remarks'), (options) => deals.updateRemarks(row.id, text, options)),
    (row) => void onDecided(row),
    t.remarksError,
  );
  const takeRejected = useCallback(() => {
    const id = rejected.current;
    rejected.current = null;
    return id;
  }, []);
  return {
    approve: { run, error: failed?.error, errorDetail: failed?.errorDetail, clearError },
    approvingId,
    approved,
    takeRejected,
    notice,
    reject,
    remarks,
  };
}
