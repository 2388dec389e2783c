import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { useMessages } from '../../i18n/index.js';
import { IconButton } from '../Button/index.js';
import { AlertIcon, CloseIcon, InfoIcon } from '../Icon/index.js';
import { forwardExcept } from '../shouldForwardProp.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { vars } from '../../theme/theme.js';

export interface ErrorBannerProps {
  /** The message, as text (a server message is shown as text, never as HTML). */
  children: ReactNode;
  /**
   * A second, smaller line under the message that says which kind of failure it was, e.g. 'Could
   * not reach the server at https://api.example.com: it is down, or the address is wrong.'
   * (`errorDetail`). @default undefined
   */
  detail?: ReactNode;
  /** Shows a close button that calls this. @default undefined (no close button) */
  onDismiss?: () => void;
  /** The close button's accessible name. @default messages.common.dismiss */
  dismissLabel?: string;
  /** A control after the message, e.g. a retry button. @default undefined */
  action?: ReactNode;
}

/** 'error': red, announced at once (role alert); 'info': blue, announced politely (role status). */
type BannerTone = 'error' | 'info';

const Banner = styled('div', { shouldForwardProp: forwardExcept('tone') })<{ tone: BannerTone }>(({ tone }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  marginBottom: vars.space.lg,
  borderRadius: vars.radii.md,
  border: `1px solid ${tone === 'error' ? vars.colors.dangerBorder : vars.colors.infoBorder}`,
  background: tone === 'error' ? vars.colors.dangerSurface : vars.colors.infoSurface,
  color: tone === 'error' ? vars.colors.danger : vars.colors.info,
}));

const Row = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  svg: { flexShrink: 0 },
});

const Texts = styled.div({ flex: 1, minWidth: 0 });

const Message = styled.p({
  margin: 0,
  fontSize: vars.fontSizes.md,
  overflowWrap: 'anywhere',
});

const Detail = styled.p({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.text,
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
 * The frame ErrorBanner and StatusBanner share: the message with its icon, an optional action and
 * close button, and an optional progress bar with its percentage, named by the message.
 */
export function BannerFrame({
  tone,
  children,
  detail,
  onDismiss,
  dismissLabel,
  action,
  progress,
}: ErrorBannerProps & { tone: BannerTone; progress?: number }) {
  const messages = useMessages({ common: commonMessages });
  const messageId = useId();
  const percent = progress === undefined ? undefined : progressPercent(progress);
  const Icon = tone === 'error' ? AlertIcon : InfoIcon;
  return (
    <Banner tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Row>
        <Icon />
        <Texts>
          <Message id={messageId}>{children}</Message>
          {detail && <Detail>{detail}</Detail>}
        </Texts>
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

/**
 * A red error above a table, list or form, announced at once (role alert), optionally with a
 * line saying which kind of failure it was, a retry action and a close button. For notices and
 * progress, use StatusBanner.
 *
 * @example
 * <ErrorBanner detail={errorDetail} action={<Button size="sm" onClick={reload}>Retry</Button>} onDismiss={clearError}>
 *   {error}
 * </ErrorBanner>
 */
export function ErrorBanner(props: ErrorBannerProps) {
  return <BannerFrame tone="error" {...props} />;
}
