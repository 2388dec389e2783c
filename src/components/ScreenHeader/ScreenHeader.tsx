import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { IconButton } from '../Button/index.js';
import { ArrowLeftIcon } from '../Icon/index.js';
import { vars } from '../../theme/theme.js';

export interface ScreenHeaderProps {
  /** The screen's title, rendered as its one h1. */
  title: ReactNode;
  /** A line under the title. @default undefined */
  subtitle?: ReactNode;
  /** Buttons on the right, e.g. 'View Partner Requests'. @default undefined */
  actions?: ReactNode;
  /** Shows a back arrow that calls this. @default undefined (no back arrow) */
  onBack?: () => void;
  /** The back arrow's accessible name. @default 'Back' */
  backLabel?: string;
}

const Header = styled.header({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});

const TitleRow = styled.div({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

const Title = styled.h1({
  margin: 0,
  fontSize: vars.fontSizes.xxl,
  fontWeight: vars.fontWeights.bold,
  color: vars.colors.text,
  overflowWrap: 'anywhere',
});

const Subtitle = styled.p({ margin: `${vars.space.xs} 0 0`, color: vars.colors.textMuted });

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/**
 * The top of every screen: title, subtitle, an optional back arrow and actions.
 *
 * @example
 * <ScreenHeader title="Distributor Review" onBack={onBack} actions={<Button variant="danger">Remove Distributor</Button>} />
 */
export function ScreenHeader({ title, subtitle, actions, onBack, backLabel = 'Back' }: ScreenHeaderProps) {
  return (
    <Header>
      <TitleRow>
        {onBack && (
          <IconButton label={backLabel} onClick={onBack}>
            <ArrowLeftIcon />
          </IconButton>
        )}
        <div>
          <Title>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </div>
      </TitleRow>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}
