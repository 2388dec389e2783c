import { focusRing } from '../../src/theme/focusRing.js';
import { vars } from '../../src/theme/theme.js';

describe('focusRing', () => {
  it('draws a 2 px outline in the focus colour, 2 px outside the element by default', () => {
    expect(focusRing()).toEqual({ outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 });
    expect(vars.colors.focus).toMatch(/^var\(--pc-colors-focus, #2563eb\)$/);
  });

  it('takes the offset (negative: inside the element) and another colour', () => {
    expect(focusRing(-2)).toEqual({ outline: `2px solid ${vars.colors.focus}`, outlineOffset: -2 });
    expect(focusRing(1, vars.colors.sidebarText)).toEqual({ outline: `2px solid ${vars.colors.sidebarText}`, outlineOffset: 1 });
  });
});
