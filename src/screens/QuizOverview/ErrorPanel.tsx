import styled from '@emotion/styled';
import { Button } from '../../components/Button/index.js';
import { AlertIcon } from '../../components/Icon/index.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { vars } from '../../theme/theme.js';

export interface ErrorPanelProps {
  /** The failure's text, e.g. 'Error fetching questions'. */
  message: string;
  /** The line under it that says which kind of failure it was. @default undefined */
  detail?: string | undefined;
  /** Called by 'Try Again'. */
  onRetry: () => void;
}

const Panel = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  textAlign: 'center',
  background: vars.colors.dangerSurface,
  border: `1px solid ${vars.colors.dangerBorder}`,
  borderRadius: vars.radii.lg,
  color: vars.colors.danger,
});

const Title = styled.h2({ margin: 0, fontSize: vars.fontSizes.xl, fontWeight: vars.fontWeights.bold });

const Message = styled.p({ margin: 0, overflowWrap: 'anywhere' });

const Detail = styled.p({ margin: 0, overflowWrap: 'anywhere', color: vars.colors.text, fontSize: vars.fontSizes.sm });

/**
 * The quiz list's error panel: 'Error', the message and 'Try Again'.
 *
 * @example <ErrorPanel message="Error fetching questions" onRetry={reload} />
 */
export function ErrorPanel({ message, detail, onRetry }: ErrorPanelProps) {
  const common = useMessages({ common: commonMessages }).common;
  return (
    <Panel role="alert">
      <AlertIcon size={28} />
      <Title>{common.error}</Title>
      <Message>{message}</Message>
      {detail && <Detail>{detail}</Detail>}
      <Button onClick={onRetry}>{common.tryAgain}</Button>
    </Panel>
  );
}
