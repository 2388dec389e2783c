import styled from '@emotion/styled';
import { useEffect, useRef, type ReactNode } from 'react';
import { useMessages } from '../../i18n/index.js';
import { Button } from '../Button/index.js';
import { Dialog } from '../Dialog/index.js';
import { CheckIcon } from '../Icon/index.js';
import { useControllableState } from '../useControllableState.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { vars } from '../../theme/theme.js';
import { useIsomorphicLayoutEffect } from '../../platform/useIsomorphicLayoutEffect.js';

/** How long a success dialog stays before closing itself: 2 s. */
export const SUCCESS_DIALOG_MS = 2000;

export interface SuccessDialogProps {
  /** Whether the dialog shows (controlled). */
  open?: boolean;
  /** Whether the dialog first shows, when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with `false` when the dialog closes, by itself or by the user. */
  onOpenChange?: (open: boolean) => void;
  /** Called once each time the dialog closes, by itself or by the user, e.g. to go back to the list. */
  onClose?: () => void;
  /** The heading, e.g. 'Partner Accepted Successfully!'. */
  title: ReactNode;
  /** The text under it, e.g. 'The partner has been notified about your decision.' */
  message?: ReactNode;
  /** Milliseconds until the dialog closes itself. @default SUCCESS_DIALOG_MS (2000) */
  autoCloseMs?: number;
  /** The close button's label. @default messages.common.close */
  closeLabel?: string;
  /** Where the focus goes when it closes (the next row that needs a decision): see Dialog's `returnFocus`. @default the element focused when it opened */
  returnFocus?: () => HTMLElement | null | undefined;
}

const Content = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
});

const Badge = styled.span({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radii.round,
  background: vars.status.success.background,
  border: `1px solid ${vars.status.success.border}`,
  color: vars.status.success.text,
});

const Text = styled.p({ margin: 0, color: vars.colors.textMuted, lineHeight: 1.5 });

/**
 * Confirms that an action worked, then closes itself after `autoCloseMs` (2 s). Escape and the
 * Close button close it sooner; either way `onClose` runs once.
 *
 * @example
 * <SuccessDialog
 *   open={accepted}
 *   title={m.partner.acceptedTitle}
 *   message={m.partner.decisionNotified}
 *   onClose={() => setAccepted(false)}
 * />
 */
export function SuccessDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onClose,
  title,
  message,
  autoCloseMs = SUCCESS_DIALOG_MS,
  closeLabel,
  returnFocus,
}: SuccessDialogProps) {
  const messages = useMessages({ common: commonMessages });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });

  const close = useRef(() => {});
  useIsomorphicLayoutEffect(() => {
    close.current = () => {
      setOpen(false);
      onClose?.();
    };
  });

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => close.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close.current())}
      title={title}
      size="sm"
      showCloseButton={false}
      returnFocus={returnFocus}
      footer={<Button onClick={() => close.current()}>{closeLabel ?? messages.common.close}</Button>}
    >
      <Content>
        <Badge>
          <CheckIcon size={28} />
        </Badge>
        {message && <Text>{message}</Text>}
      </Content>
    </Dialog>
  );
}
