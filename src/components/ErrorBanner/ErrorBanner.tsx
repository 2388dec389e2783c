import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { useMessages } from '../../i18n/index.js';
import { IconButton } from '../Button/index.js';
import { AlertIcon, CloseIcon, InfoIcon } from '../Icon/index.js';
import { forwardExcept } from '../shouldForwardProp.js';
import { commonMessages } from '../../i18n/texts/common.js';

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

const Banner = styled('div', { shouldForwardProp: forwardExcept('variant') })<{ variant: ErrorBannerVariant }>(({ theme, variant }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: `${theme.space.md} ${theme.space.lg}`,
  marginBottom: theme.space.lg,
  borderRadius: theme.radii.md,
  border: `1px solid ${variant === 'error' ? theme.colors.dangerBorder : theme.colors.infoBorder}`,
  background: variant === 'error' ? theme.colors.dangerSurface : theme.colors.infoSurface,
  color: variant === 'error' ? theme.colors.danger : theme.colors.info,
}));

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  svg: { flexShrink: 0 },
}));

const Message = styled.p(({ theme }) => ({
  flex: 1,
  margin: 0,
  fontSize: theme.fontSizes.md,
  overflowWrap: 'anywhere',
}));

const Progress = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  fontSize: theme.fontSizes.sm,
}));

const Track = styled.div(({ theme }) => ({
  flex: 1,
  height: 8,
  borderRadius: theme.radii.round,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.infoBorder}`,
  overflow: 'hidden',
}));

const Fill = styled.div(({ theme }) => ({
  height: '100%',
  background: 'currentColor',
  transition: `width ${theme.motion.durationMs}ms`,
}));

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
