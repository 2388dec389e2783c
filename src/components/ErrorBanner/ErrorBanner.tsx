import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { useMessages } from '../../i18n/index.js';
import { IconButton } from '../Button/index.js';
import { AlertIcon, CloseIcon, InfoIcon } from '../Icon/index.js';
import { forwardExcept } from '../shouldForwardProp.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { vars } from '../../theme/theme.js';

export type ErrorBannerVariant = 'error' | 'info';

export interface ErrorBannerProps {
  /** 'error': red, announced at once (role alert); 'info': blue, announced politely (role status). @default 'error' */
  variant?: ErrorBannerVariant;
  /** The message, as text (a server message is shown as text, never as HTML). */
  children: ReactNode;
  /** Shows a close button that calls this. @default undefined (no close button) */
  onDismiss?: () => void;
  /** The close button's accessible name. @default messages.common.dismiss */
  dismissLabel?: string;
  /** A control after the message, e.g. a retry button. @default undefined */
  action?: ReactNode;
  /** A fraction 0..1 drawn as a progress bar with its percentage, e.g. during an upload. @default undefined (no bar) */
  progress?: number;
}

const Banner = styled('div', { shouldForwardProp: forwardExcept('variant') })<{ variant: ErrorBannerVariant }>(({ variant }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  marginBottom: vars.space.lg,
  borderRadius: vars.radii.md,
  border: `1px solid ${variant === 'error' ? vars.colors.dangerBorder : vars.colors.infoBorder}`,
  background: variant === 'error' ? vars.colors.dangerSurface : vars.colors.infoSurface,
  color: variant === 'error' ? vars.colors.danger : vars.colors.info,
}));

const Row = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  svg: { flexShrink: 0 },
});

const Message = styled.p({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSizes.md,
  overflowWrap: 'anywhere',
});

const Progress = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSizes.sm,
});

const Track = styled.div({
  flex: 1,
  height: 8,
  borderRadius: vars.radii.round,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.infoBorder}`,
  overflow: 'hidden',
});

const Fill = styled.div({
  height: '100%',
  background: 'currentColor',
  transition: `width ${vars.motion.duration}`,
});

/** A fraction as a whole percentage in 0..100; NaN counts as 0. */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.round(Math.min(1, Math.max(0, progress)) * 100);
}

/**
 * The banner above a table or list (SPEC 8): red for errors, blue while an upload or removal runs,
 * optionally with a progress bar, a retry action and a close button.
 *
 * @example
 * <ErrorBanner action={<Button size="sm" onClick={reload}>Retry</Button>} onDismiss={clearError}>
 *   {error}
 * </ErrorBanner>
 */
export function ErrorBanner({ variant = 'error', children, onDismiss, dismissLabel, action, progress }: ErrorBannerProps) {
  const messages = useMessages({ common: commonMessages });
  const messageId = useId();
  const percent = progress === undefined ? undefined : progressPercent(progress);
  const Icon = variant === 'error' ? AlertIcon : InfoIcon;
  return (
    <Banner variant={variant} role={variant === 'error' ? 'alert' : 'status'}>
      <Row>
        <Icon />
        <Message id={messageId}>{children}</Message>
        {action}
        {onDismiss && (
          <IconButton label={dismissLabel ?? messages.common.dismiss} onClick={onDismiss}>
            <CloseIcon />
          </IconButton>
        )}
      </Row>
      {percent !== undefined && (
        <Progress>
          <Track role="progressbar" aria-labelledby={messageId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <Fill style={{ width: `${percent}%` }} />
          </Track>
          <span aria-hidden="true">{percent}%</span>
        </Progress>
      )}
    </Banner>
  );
}
