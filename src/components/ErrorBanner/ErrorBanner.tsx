import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { useMessages } from '../../i18n/index.js';
import { IconButton } from '../Button/index.js';
import { AlertIcon, CloseIcon } from '../Icon/index.js';
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

/**
 * The frame ErrorBanner and StatusBanner share: the message with its icon, an optional action and
 * close button, and what `footer` draws under them (StatusBanner's progress bar, named by the
 * message's id). The progress bar is StatusBanner's own, so an ErrorBanner does not carry it (issue 33).
 */
export function BannerFrame({
  tone,
  icon,
  children,
  detail,
  onDismiss,
  dismissLabel,
  action,
  footer,
}: ErrorBannerProps & { tone: BannerTone; icon: ReactNode; footer?: (messageId: string) => ReactNode }) {
  const messages = useMessages({ common: commonMessages });
  const messageId = useId();
  return (
    <Banner tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Row>
        {icon}
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
      {footer?.(messageId)}
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
  return <BannerFrame tone="error" icon={<AlertIcon />} {...props} />;
}
