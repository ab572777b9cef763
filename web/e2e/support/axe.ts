import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core finds no serious or critical violation on the page as it is now.
 *
 * Legacy mode runs axe in the page itself: the default (partial runs per frame, finished in a
 * second blank page that is opened and injected each time) costs a page and a second injection
 * per scan, and our pages have no cross-origin frames for it to reach.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target).join(', ')}`,
    ),
  ).toEqual([]);
}
