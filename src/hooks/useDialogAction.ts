import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useActionWithOutcome } from './useAction.js';

/**
 * A dialog that asks before an action on one record: which record it is about (`target`),
 * whether it shows, whether the action runs, and the action's error.
 */
export interface DialogAction<T, A extends unknown[]> {
  /** The record the dialog is about, or null while it is closed. */
  target: T | null;
  /** True while the dialog shows. */
  isOpen: boolean;
  /** True while the action runs. */
  submitting: boolean;
  /** The last failure's text (the server's message or the fallback), until the dialog opens again. */
  error: string | undefined;
  /** The line under it that says which kind of failure it was (`errorDetail`), when the HTTP client can tell. */
  errorDetail: string | undefined;
  /** True when a failure for want of a session was cleared by a new sign-in over the page: the dialog says it is ready to be sent. */
  resumed: boolean;
  /** Shows the dialog for a record, without the error of an earlier attempt. */
  open: (target: T) => void;
  /** Closes the dialog. The error stays, e.g. for the screen's banner. */
  close: () => void;
  /** Forgets the error. */
  clearError: () => void;
  /**
   * Runs the action for the target. On success the dialog closes and `onSuccess` is called; on
   * failure the promise rejects, so ConfirmDialog and ReasonDialog stay open with what was typed
   * (unless `closeOnFailure`). A decision someone else got to first is asked about (`decide`):
   * when the user keeps their change, the dialog closes without `onSuccess`.
   */
  submit: (...args: A) => Promise<void>;
  /** `open`, `onOpenChange`, `onConfirm` and `error` for ConfirmDialog or ReasonDialog: spread them onto it. */
  dialogProps: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    onConfirm: (...args: A) => Promise<void>;
    /** The error, while the dialog shows. */
    error: string | undefined;
    /** Its detail line, while the dialog shows. */
    errorDetail: string | undefined;
    /** Whether the dialog says it is ready to be sent again after a new sign-in (`resumed`). */
    resumed: boolean;
  };
}

/** A reason dialog's state: `submit(reason)` runs the action with the trimmed reason. */
export type ReasonDialogState<T> = DialogAction<T, [reason: string]>;
/** A confirmation's state: `submit()` runs the action. */
export type ConfirmActionState<T> = DialogAction<T, []>;

/** What a screen does around the dialog's action: after a success, and when the dialog opens. */
export interface DialogActionOptions<T, A extends unknown[]> {
  /** Called after the action succeeded and the dialog closed, e.g. to load the list again. */
  onSuccess?: (target: T, ...args: A) => void;
  /** Called when the dialog opens, e.g. to hide another action's error. */
  onOpen?: (target: T) => void;
  /**
   * Close the dialog when the action fails too, leaving `error` for the page's banner (Resources
   * shows a removal's failure there, as its upload's). @default false (the dialog stays open and shows it)
   */
  closeOnFailure?: boolean;
}

function useDialogAction<T, A extends unknown[]>(
  perform: (signal: AbortSignal, target: T, ...args: A) => Promise<unknown>,
  fallback: string,
  options: DialogActionOptions<T, A>,
): DialogAction<T, A> {
  // Boxed, so any value (0, '', false) can be a target and only null means closed.
  const [box, setBox] = useState<{ target: T } | null>(null);
  const action = useActionWithOutcome(perform, fallback);
  const { attempt, clearError } = action;
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const open = useCallback(
    (target: T) => {
      clearError();
      optionsRef.current.onOpen?.(target);
      setBox({ target });
    },
    [clearError],
  );
  const close = useCallback(() => setBox(null), []);
  const onOpenChange = useCallback((next: boolean) => {
    if (!next) setBox(null);
  }, []);
  const submit = useCallback(
    async (...args: A) => {
      if (!box) throw new Error(fallback);
      const outcome = await attempt(box.target, ...args);
      if (outcome === 'failed' && !optionsRef.current.closeOnFailure) throw new Error(fallback);
      // Done, failed with `closeOnFailure`, or declined: the user kept another's change, which the screen now shows.
      setBox((current) => (current === box ? null : current));
      if (outcome !== 'done') return;
      optionsRef.current.onSuccess?.(box.target, ...args);
    },
    [box, attempt, fallback],
  );

  const isOpen = box !== null;
  const { busy, error, errorDetail, resumed } = action;
  const dialogProps = useMemo(
    () => ({
      open: isOpen,
      onOpenChange,
      onConfirm: submit,
      error: isOpen ? error : undefined,
      errorDetail: isOpen ? errorDetail : undefined,
      resumed: isOpen && resumed,
    }),
    [isOpen, onOpenChange, submit, error, errorDetail, resumed],
  );
  return { target: box ? box.target : null, isOpen, submitting: busy, error, errorDetail, resumed, open, close, clearError, submit, dialogProps };
}

/**
 * Rejects (or otherwise acts on) a record with a reason the user types: the state of one
 * ReasonDialog. `open(record)` shows it, `submit(reason)` runs the action once however often it
 * is pressed, closes the dialog on success and keeps it open with the reason on failure.
 *
 * @example
 * const reject = useReasonDialog((signal, deal: Deal, reason) => api.partnerDeals.reject(deal.id, reason, { signal }), t.rejectError, { onSuccess: reload });
 * <ReasonDialog {...reject.dialogProps} title={t.rejectTitle} message={t.rejectText} />
 */
export function useReasonDialog<T>(
  perform: (signal: AbortSignal, target: T, reason: string) => Promise<unknown>,
  fallback: string,
  options: DialogActionOptions<T, [reason: string]> = {},
): ReasonDialogState<T> {
  return useDialogAction(perform, fallback, options);
}

/**
 * Asks before an action on a record (approve, remove, delete...): the state of one
 * ConfirmDialog. `open(record)` shows it, `submit()` runs the action once however often it is
 * pressed, closes the dialog on success and keeps it open with the error on failure.
 *
 * @example
 * const removal = useConfirmAction((signal, id: Id) => api.partners.remove(id, { signal }), t.removeError, { onSuccess: showRemoved });
 * <ConfirmDialog {...removal.dialogProps} title={t.removeTitle} message={t.removeText} />
 */
export function useConfirmAction<T>(
  perform: (signal: AbortSignal, target: T) => Promise<unknown>,
  fallback: string,
  options: DialogActionOptions<T, []> = {},
): ConfirmActionState<T> {
  return useDialogAction(perform, fallback, options);
}
