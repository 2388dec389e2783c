import { vars } from './theme.js';

/**
 * A raised card: the surface colour, a 1 px border, large corners and the card shadow, as the
 * list panel, a table's mobile cards and the member page's panels draw it. Spread it into a style.
 *
 * @example const Panel = styled.section({ ...cardSurface(vars.space.xl), marginBottom: vars.space.xl });
 */
export function cardSurface(padding: string = vars.space.lg) {
  return {
    padding,
    background: vars.colors.surface,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.lg,
    boxShadow: vars.shadows.card,
  };
}

/**
 * A tinted box above a list: a 1 px border, medium corners, small padding and a gap below, as the
 * bulk bar and its outcome draw it.
 *
 * @example const Bar = styled.div({ ...noticeBox(vars.colors.infoBorder, vars.colors.infoSurface), display: 'flex' });
 */
export function noticeBox(border: string, background: string) {
  return {
    padding: `${vars.space.sm} ${vars.space.md}`,
    marginBottom: vars.space.md,
    borderRadius: vars.radii.md,
    border: `1px solid ${border}`,
    background,
    color: vars.colors.text,
  };
}
