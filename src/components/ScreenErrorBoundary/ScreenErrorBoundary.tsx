import styled from '@emotion/styled';
import { Component, Fragment, useId, type ErrorInfo, type ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Button } from '../Button/index.js';
import { AlertIcon } from '../Icon/index.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { vars } from '../../theme/theme.js';

export interface ScreenErrorBoundaryProps {
  /** The screen to protect. */
  children?: ReactNode;
  /** A crashed screen is tried again when this changes, e.g. the route's path. @default undefined */
  resetKey?: unknown;
  /** Called with every error caught (and React's component stack), e.g. to report it. @default undefined */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ScreenErrorBoundaryState {
  /** The error caught, wrapped so that a thrown `undefined` or `null` still counts. */
  crash: { error: unknown } | null;
  /** The resetKey the crash belongs to. */
  resetKey: unknown;
  /** Bumped by Retry: the screen's subtree remounts from scratch. */
  attempt: number;
}

const Panel = styled.section({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.colors.dangerSurface,
  border: `1px solid ${vars.colors.dangerBorder}`,
  borderRadius: vars.radii.lg,
  color: vars.colors.text,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

const Title = styled.h2({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSizes.xl,
  color: vars.colors.danger,
  svg: { flexShrink: 0 },
});

const Text = styled.p({ margin: 0 });

const Detail = styled.p({
  margin: 0,
  maxWidth: '100%',
  maxHeight: '12em',
  overflow: 'auto',
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
  whiteSpace: 'pre-wrap',
});

/** The error's own message as text; anything thrown that is not an Error is shown as a string. */
function crashMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  try {
    return String(error);
  } catch {
    return '';
  }
}

function CrashPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const common = useMessages({ common: commonMessages }).common;
  const titleId = useId();
  const message = crashMessage(error);
  return (
    <Panel role="alert" aria-labelledby={titleId}>
      <Title id={titleId}>
        <AlertIcon />
        {common.screenCrashTitle}
      </Title>
      <Text>{common.screenCrashText}</Text>
      {message && <Detail>{message}</Detail>}
      <Button variant="primary" onClick={onRetry}>
        {common.retry}
      </Button>
    </Panel>
  );
}

/**
 * Keeps a screen's crash inside the screen: instead of an empty page it shows 'Something went
 * wrong' with the error's message (as text) and 'Retry', which mounts the screen afresh. Everything
 * outside (the app shell, its navigation and header) keeps working, and a new `resetKey` (the
 * next route) clears the crash by itself.
 *
 * @example
 * const location = useLocation();
 * <ScreenErrorBoundary resetKey={location.pathname}>
 *   <PartnersOverview api={api} onOpen={open} onViewRequests={viewRequests} />
 * </ScreenErrorBoundary>
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { crash: null, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ScreenErrorBoundaryState> {
    return { crash: { error } };
  }

  static getDerivedStateFromProps(props: ScreenErrorBoundaryProps, state: ScreenErrorBoundaryState): Partial<ScreenErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { crash: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => {
    this.setState((state) => ({ crash: null, attempt: state.attempt + 1 }));
  };

  override render() {
    const { crash, attempt } = this.state;
    if (crash) return <CrashPanel error={crash.error} onRetry={this.retry} />;
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}
