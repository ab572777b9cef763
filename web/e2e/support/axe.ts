import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

/** What a scan reports of each violation: enough to name it and find it. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  targets: unknown[];
}

/**
 * Puts axe-core into a frame that has not got it yet, configured as @axe-core/playwright's
 * legacy mode configures it. A page keeps it for later scans: the app changes pages without
 * loading a new document, and a scan costs a fresh copy of the 550 KB script otherwise.
 */
async function injectOnce(frame: Frame) {
  try {
    if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
    await frame.evaluate(axe.source);
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  } catch {
    // A frame that went away or cannot be scripted is left out, as the library leaves it out.
  }
}

/**
 * axe-core finds no serious or critical violation on the page as it is now.
 *
 * This is what `new AxeBuilder({ page }).setLegacyMode().analyze()` runs (axe.run in the page
 * over the whole document, every rule, axe's default options), with axe put into each frame
 * once instead of twice per scan, and only the violations sent back from the page. Legacy mode
 * runs axe in the page itself: the default (partial runs per frame, finished in a second blank
 * page that is opened and injected each time) costs a page and a second injection per scan,
 * and our pages have no cross-origin frames for it to reach.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  for (const frame of page.frames()) await injectOnce(frame);
  const violations = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(
      { include: [], exclude: [] } as unknown as axe.ElementContext,
      {},
    );
    return results.violations.map((v): Violation => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.targets.join(', ')}`)).toEqual(
    [],
  );
}
