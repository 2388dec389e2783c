import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { containerUp, vars, breakpoints } from '../../theme/theme.js';
import { authMessages } from '../../i18n/texts/auth.js';
import { LibraryRoot } from '../../theme/ConsoleThemeProvider.js';

export interface AuthLayoutProps {
  /**
   * The background art beside the form on wide screens: LoginArt, ForgotPasswordArt or RegisterArt,
   * or any other picture. Passed in, so a page bundles only the art it shows. @default none
   */
  art?: ReactNode;
  /** The slogan over the art; the catalogue's `auth.slogan` unless given. @default messages.auth.slogan */
  slogan?: ReactNode;
  /** The form or text of the page. */
  children: ReactNode;
}

/** The box whose width the layout follows (a container query), not the window's: a host may give it a column. */
const Frame = styled.div({ containerType: 'inline-size' });

// One grid: in a wide box (≥ sidebar breakpoint, 1024 px) the form sits left of a large image with
// the slogan over it; below that the image goes and the slogan follows the form.
const Page = styled.div({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"form" "slogan"',
  gridTemplateRows: '1fr auto',
  background: vars.colors.surface,
  [containerUp(breakpoints.sidebar)]: {
    gridTemplateColumns: 'minmax(420px, 5fr) 7fr',
    gridTemplateRows: 'minmax(100vh, 1fr)',
    gridTemplateAreas: '"form art"',
  },
});

const FormArea = styled.main({
  gridArea: 'form',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.xxl} ${vars.space.xl}`,
});

const FormColumn = styled.div({ width: '100%', maxWidth: 400 });

const Art = styled.div({
  display: 'none',
  gridArea: 'art',
  overflow: 'hidden',
  background: vars.colors.sidebar,
  // Out of the flow, so the art's own aspect ratio never makes the page taller than the screen.
  svg: { position: 'absolute', inset: 0, display: 'block' },
  [containerUp(breakpoints.sidebar)]: { display: 'block', position: 'relative' },
});

const Slogan = styled.p({
  gridArea: 'slogan',
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  textAlign: 'center',
  fontSize: vars.fontSizes.md,
  fontStyle: 'italic',
  color: vars.colors.textMuted,
  [containerUp(breakpoints.sidebar)]: {
    gridArea: 'art',
    alignSelf: 'end',
    zIndex: 1,
    padding: `96px ${vars.space.xxl} 56px`,
    // A fade to the art's ground colour keeps the slogan readable over the network lines.
    background: `linear-gradient(to top, ${vars.colors.sidebar} 35%, transparent)`,
    fontSize: vars.fontSizes.xxl,
    fontWeight: vars.fontWeights.medium,
    color: vars.colors.sidebarText,
  },
});

/**
 * The frame of the sign-in pages: the form on the left and, where its box is at least 1024 px wide, a
 * large background image with the slogan 'Security is not a product, but a process.' on the right.
 *
 * @example
 * <AuthLayout art={<ForgotPasswordArt />}>
 *   <h1>Forgot your password?</h1>
 * </AuthLayout>
 */
export function AuthLayout(props: AuthLayoutProps) {
  return (
    <LibraryRoot>
      <AuthLayoutContent {...props} />
    </LibraryRoot>
  );
}

function AuthLayoutContent({ art, slogan, children }: AuthLayoutProps) {
  const messages = useMessages({ auth: authMessages });
  return (
    <Frame>
      <Page>
        <FormArea>
          <FormColumn>{children}</FormColumn>
        </FormArea>
        <Art>{art}</Art>
        <Slogan>{slogan ?? messages.auth.slogan}</Slogan>
      </Page>
    </Frame>
  );
}
