import { useCallback, useEffect, useRef, useState } from 'react';
import { useAction } from './useAction.js';

/**
 * Where a submit flow is: closed, the form, the confirm step, the failure dialog (a send from the
 * confirm step failed) or the success dialog. While a payload is sent, `sending` is true and the
 * step stays the one it was sent from.
 */
export type SubmitFlowStep = 'closed' | 'form' | 'confirm' | 'failure' | 'success';

/** What the caller gives a submit flow besides the send: whether it is open, and what follows. */
export interface SubmitFlowOptions<P> {
  /**
   * Whether the flow shows. The caller owns it: `useState`, or the kit's `useControllableState`
   * for a dialog that takes `open`/`defaultOpen`/`onOpenChange`. Each opening starts at the form.
   * While a payload is being sent the flow stays on its step even if this turns false, and
   * follows it once the send has ended.
   */
  open: boolean;
  /** Called with true by `open()` and with false when the flow ends (`close()`). */
  onOpenChange: (open: boolean) => void;
  /**
   * Whether `submit` goes to the confirm step first. Without one the payload is sent from the form
   * at once (an edit saved directly), and a failure stays on the form with `error`. Read when
   * `submit` is called. @default true
   */
  confirm?: boolean;
  /** Called after a send succeeded, with what was sent (e.g. to reload a list); the step is then 'success'. */
  onSuccess?: (payload: P) => void;
}

/** A submit flow's state and its moves, each ignored where it does not apply (e.g. `retry` outside the failure step). */
export interface SubmitFlow<P> {
  /** Where the flow is; 'closed' while `open` is false and nothing is being sent. */
  step: SubmitFlowStep;
  /** True while the payload is sent (once, however often `send` or `submit` is called). */
  sending: boolean;
  /** What the form submitted last, kept through the confirm step, a failure and 'Try Again'. */
  payload: P | undefined;
  /** The last failure: the server's message, a session or time-out text, or the fallback. */
  error: string | undefined;
  /** The line under it that says which kind of failure it was (`errorDetail`), when the HTTP client can tell. */
  errorDetail: string | undefined;
  /**
   * True when the last send failed because the session had ended and the user has since signed in
   * again over the page: the error is gone, a failure dialog is back at the confirm step, and the
   * step says it is ready to be sent ('Signed in again. Press Upload Now to send it.').
   */
  resumed: boolean;
  /** Forgets the error (and `resumed`), e.g. when the form opens for another record. */
  clearError: () => void;
  /** Opens the flow at the form (through `onOpenChange(true)`); ignored while it shows. */
  open: () => void;
  /** From the form: keeps `payload` and goes to the confirm step, or, without one, sends it now. */
  submit: (payload: P) => void;
  /** From the confirm step back to the form ('Go Back to Edit'); the caller's draft is untouched. */
  back: () => void;
  /** From the confirm step: sends the submitted payload. Resolves true on success ('success'), false on failure ('failure'). */
  send: () => Promise<boolean>;
  /** From the failure dialog back to the confirm step ('Try Again'). */
  retry: () => void;
  /** Ends the flow from any step (Cancel, Escape, the success dialog closed); ignored while sending. */
  close: () => void;
}

type Stage = Exclude<SubmitFlowStep, 'closed'>;

/**
 * The multi-step submit of a form: form → confirm → send → failure (→ 'Try Again' → confirm) or
 * success, as the quiz question form and the resource upload run it (SPEC 4, "Question flow" and
 * "Upload flow"). It owns the step, the submitted payload and the send (one request however often
 * it is pressed, with an AbortSignal that fires when the screen leaves, through `useAction`); the
 * caller owns the form's draft and whether the flow is open, so a dialog can make `open`
 * controllable with the kit's `useControllableState` and the flow never syncs it through effects.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * const flow = useSubmitFlow((signal, input: QuizQuestionInput) => api.quiz.create('tech', input, { signal }), t.addError, {
 *   open, onOpenChange: setOpen, onSuccess: () => void reload(),
 * });
 * <QuestionFormDialog open={flow.step === 'form'} onSubmit={() => flow.submit(input)} onCancel={flow.close} ... />
 * <ConfirmDialog open={flow.step === 'confirm'} onConfirm={flow.send} onOpenChange={(next) => !next && flow.back()} ... />
 */
export function useSubmitFlow<P>(
  send: (signal: AbortSignal, payload: P) => Promise<unknown>,
  fallback: string,
  options: SubmitFlowOptions<P>,
): SubmitFlow<P> {
  const { open, onOpenChange } = options;
  const action = useAction(send, fallback);
  const { run, busy, error, errorDetail, resumed, clearError } = action;
  const [stage, setStage] = useState<Stage>('form');
  const [payload, setPayload] = useState<{ value: P }>();
  const latest = useRef({ options, stage, payload });
  useEffect(() => {
    latest.current = { options, stage, payload };
  });
  // A ref, not state: the second click of a double click arrives before React re-renders.
  const sending = useRef(false);

  // Each opening starts at the form: adjusted while rendering (as ReasonDialog does), so no frame
  // shows the step an earlier opening ended on.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStage('form');
      setPayload(undefined);
    }
  }

  const start = useCallback(
    async (value: P, from: 'form' | 'confirm') => {
      if (sending.current) return false;
      sending.current = true;
      const ok = await run(value);
      sending.current = false;
      if (ok) {
        setStage('success');
        latest.current.options.onSuccess?.(value);
      } else if (from === 'confirm') {
        setStage((current) => (current === 'confirm' ? 'failure' : current));
      }
      return ok;
    },
    [run],
  );

  // A failure for want of a session is back at the confirm step once the user has signed in again
  // (a new failure clears `resumed` first, so this runs once per sign-in).
  if (stage === 'failure' && resumed) setStage('confirm');
  const step: SubmitFlowStep = open || busy ? stage : 'closed';

  return {
    step,
    sending: busy,
    payload: payload?.value,
    error,
    errorDetail,
    resumed,
    clearError,
    open: useCallback(() => {
      if (!latest.current.options.open) onOpenChange(true);
    }, [onOpenChange]),
    submit: useCallback(
      (value: P) => {
        if (sending.current) return;
        setPayload({ value });
        if (latest.current.options.confirm === false) void start(value, 'form');
        else setStage('confirm');
      },
      [start],
    ),
    back: useCallback(() => {
      if (!sending.current) setStage((current) => (current === 'confirm' ? 'form' : current));
    }, []),
    send: useCallback(() => {
      const { payload: submitted, stage: current } = latest.current;
      if (!submitted || current !== 'confirm') return Promise.resolve(false);
      return start(submitted.value, 'confirm');
    }, [start]),
    retry: useCallback(() => setStage((current) => (current === 'failure' ? 'confirm' : current)), []),
    close: useCallback(() => {
      if (!sending.current) onOpenChange(false);
    }, [onOpenChange]),
  };
}
