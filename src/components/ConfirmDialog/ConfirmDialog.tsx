import styled from '@emotion/styled';
import { useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/index.js';
import { Button } from '../Button/index.js';
import { Dialog } from '../Dialog/index.js';
import { ErrorBanner } from '../ErrorBanner/index.js';
import { SignedInAgainNote } from '../StatusBanner/SignedInAgainNote.js';
import { useControllableState } from '../useControllableState.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { vars } from '../../theme/theme.js';

export type ConfirmVariant = 'primary' | 'danger';

export interface ConfirmDialogProps {
  /** Whether the dialog shows (controlled). */
  open?: boolean;
  /** Whether the dialog first shows, when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with `false` on Cancel, Escape, an overlay click, or after `onConfirm` succeeds. */
  onOpenChange?: (open: boolean) => void;
  /** The heading, e.g. 'Remove Partner?'. */
  title: ReactNode;
  /** What will happen, e.g. 'This action cannot be undone.' */
  message: ReactNode;
  /** The confirm button's label. @default messages.common.confirm */
  confirmLabel?: ReactNode;
  /** The confirm button's label while `onConfirm` runs. @default messages.common.processing */
  busyLabel?: ReactNode;
  /** The cancel button's label. @default messages.common.cancel */
  cancelLabel?: ReactNode;
  /** The confirm button's look: 'danger' for removals and rejections. @default 'primary' */
  variant?: ConfirmVariant;
  /**
   * The action. While its promise is pending the confirm button is busy and the dialog cannot be
   * dismissed; when it resolves the dialog closes; when it rejects the dialog stays open (the
   * caller shows the error, e.g. through `error`).
   */
  onConfirm: () => Promise<unknown> | void;
  /** An error to show in a red banner above the message, e.g. 'Failed to reject deal'. */
  error?: ReactNode;
  /** The banner's second line, saying which kind of failure it was (`errorDetail`). @default undefined */
  errorDetail?: ReactNode;
  /** Where the focus goes when it closes (the next row that needs a decision): see Dialog's `returnFocus`. @default the element focused when it opened */
  returnFocus?: () => HTMLElement | null | undefined;
  /**
   * What has the focus when it opens: 'confirm' for a decision the user came to make, so that
   * Enter makes it (accepting a request); 'first', the first field or else Cancel, where going
   * ahead deserves a second look (a removal, writing over someone's change). @default 'first'
   */
  initialFocus?: 'first' | 'confirm';
  /**
   * The action failed because the session had ended and the user has signed in again over the
   * page: a polite note under the content says it is ready to be sent ('Signed in again. Press
   * Reject Deal to send it.'). `useReasonDialog` and `useConfirmAction` pass it in `dialogProps`. @default false
   */
  resumed?: boolean;
}

const Message = styled.div({
  color: vars.colors.text,
  lineHeight: 1.5,
  '& > p': { margin: 0 },
  '&:not(:last-child)': { marginBottom: vars.space.lg },
});

const ConfirmButton = styled(Button)({
  '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
});

interface ActionDialogProps extends Omit<ConfirmDialogProps, 'message'> {
  message?: ReactNode;
  /** Content under the message, e.g. a reason field. */
  children?: ReactNode;
  /** The confirm button is announced as unavailable and a click calls `onInactiveConfirm` instead of `onConfirm`. */
  inactive?: boolean;
  onInactiveConfirm?: () => void;
}

/**
 * The frame of every confirm-style dialog (ConfirmDialog, ReasonDialog): message, optional content,
 * Cancel and a confirm button that runs `onConfirm` once at a time.
 */
export function ActionDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  message,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  variant = 'primary',
  onConfirm,
  error,
  errorDetail,
  inactive = false,
  onInactiveConfirm,
  returnFocus,
  initialFocus = 'first',
  resumed = false,
}: ActionDialogProps) {
  const messages = useMessages({ common: commonMessages });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // A ref, not state: the second click of a double click arrives before React re-renders.
  const running = useRef(false);

  const confirm = async () => {
    if (running.current) return;
    if (inactive) {
      onInactiveConfirm?.();
      return;
    }
    running.current = true;
    setBusy(true);
    let succeeded = false;
    try {
      await onConfirm();
      succeeded = true;
    } catch {
      // The caller reports the failure; the dialog stays open so nothing typed is lost.
    } finally {
      running.current = false;
      setBusy(false);
    }
    if (succeeded) setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      size="sm"
      dismissible={!busy}
      showCloseButton={false}
      returnFocus={returnFocus}
      initialFocusRef={initialFocus === 'confirm' ? confirmRef : undefined}
      footer={
        <>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {cancelLabel ?? messages.common.cancel}
          </Button>
          <ConfirmButton
            ref={confirmRef}
            variant={variant}
            busy={busy}
            busyLabel={busyLabel ?? messages.common.processing}
            aria-disabled={inactive || undefined}
            onClick={() => void confirm()}
          >
            {confirmLabel ?? messages.common.confirm}
          </ConfirmButton>
        </>
      }
    >
      {error && <ErrorBanner detail={errorDetail}>{error}</ErrorBanner>}
      {message && <Message>{message}</Message>}
      {children}
      {resumed && <SignedInAgainNote action={confirmLabel} />}
    </Dialog>
  );
}

/**
 * Asks before an action such as a removal. The confirm button is busy while `onConfirm` runs, a
 * double or triple click sends one request, Cancel and Escape wait for it, and a failed action
 * leaves the dialog open.
 *
 * @example
 * <ConfirmDialog
 *   open={removing}
 *   onOpenChange={setRemoving}
 *   title={m.partner.removeTitle}
 *   message={m.partner.removeText}
 *   confirmLabel={m.partner.removeConfirm}
 *   variant="danger"
 *   onConfirm={() => api.removePartner(id)}
 * />
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <ActionDialog {...props} />;
}
