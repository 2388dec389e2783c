import type { A11yParameters } from '@storybook/addon-a11y';

/**
 * Axe rules whose worst impact is only "minor" or "moderate" (axe-core 4.x metadata), within the
 * WCAG 2.x A/AA and best-practice tags we run. They are turned off so that a story fails on
 * serious and critical violations only: contrast, names, roles, labels, keyboard reachability.
 * Most of them are page-level concerns (one main landmark, an h1, heading order, skip links) that
 * a component shown on its own cannot meet.
 */
const minorOrModerateRules = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-heading',
  'empty-table-header',
  'form-field-multiple-labels',
  'heading-order',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport',
  'meta-viewport-large',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'scope-attr-valid',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];

/**
 * Every story runs axe after rendering (and after its play function); a violation fails the story
 * in Storybook's test panel and in `vitest --project storybook`.
 */
export const a11y: A11yParameters = {
  test: 'error',
  options: {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  },
  config: { rules: minorOrModerateRules.map((id) => ({ id, enabled: false })) },
};
