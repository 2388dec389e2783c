import { vars } from './theme.js';

/**
 * The ring a control draws while it has keyboard focus: a 2 px solid outline in the theme's focus
 * colour, `offset` px outside the element's border (a negative offset draws it inside, for
 * elements whose edges a scrolling parent would clip). Spread it into a `:focus-visible` rule.
 *
 * @example const Tab = styled.button({ '&:focus-visible': focusRing(-2) });
 */
export function focusRing(offset = 2, color: string = vars.colors.focus) {
  return { outline: `2px solid ${color}`, outlineOffset: offset };
}
