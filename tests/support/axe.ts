import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core over `container` and fails on serious or critical violations, listing each rule and
 * the offending nodes. jsdom has no layout, so 'color-contrast' is off here (the storybook project
 * checks contrast in Chromium).
 *
 * @example await expectNoAxeViolations(document.body);
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, 'axe found serious or critical violations').toEqual([]);
}
