import type { Locator, Page } from '@playwright/test';
import { putDate } from '../../scripts/lib/emulator.ts';
import { beginBooking, chooseDate } from './support/booking-flow.ts';
import { createWorkshopType, expect, LOADED, test } from './support/site.ts';

// 400% zoom of a 1280×1024 screen is a 320×256 CSS-pixel viewport (WCAG 1.4.10 reflow). At
// that size a dialog must scroll within the screen, and the header must not cover what has
// the focus (WCAG 2.4.11).
const ZOOMED = { width: 320, height: 256 };

const box = async (el: Locator) => (await el.boundingBox())!;

test.describe('the cookie dialog', () => {
  test.use({ freshVisitor: true, viewport: ZOOMED });

  test('fits the zoomed screen: its heading shows at the top and its buttons scroll into view', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Cookies at The Yarn Loft' });
    await expect(dialog).toBeVisible(LOADED);
    const top = await box(dialog);
    expect(top.y).toBeGreaterThanOrEqual(0);
    expect(top.y + top.height).toBeLessThanOrEqual(ZOOMED.height + 1);
    const heading = dialog.getByRole('heading', { name: 'Cookies at The Yarn Loft' });
    const title = await box(heading);
    expect(title.y).toBeGreaterThanOrEqual(0);
    expect(title.y + title.height).toBeLessThanOrEqual(ZOOMED.height);

    const accept = dialog.getByRole('button', { name: 'Accept all' });
    await accept.scrollIntoViewIfNeeded();
    const button = await box(accept);
    expect(button.y).toBeGreaterThanOrEqual(0);
    expect(button.y + button.height).toBeLessThanOrEqual(ZOOMED.height + 1);
    await accept.click();
    await expect(dialog).toBeHidden();
  });
});

/** How many CSS pixels of the focused element the site header covers. */
const coveredByHeader = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const header = document.querySelector('.site-header');
    if (!focused || !header || focused === document.body || header.contains(focused)) return 0;
    const a = focused.getBoundingClientRect();
    const h = header.getBoundingClientRect();
    const overlap = Math.min(a.bottom, h.bottom) - Math.max(a.top, h.top);
    return overlap > 0 && a.right > h.left && a.left < h.right ? overlap : 0;
  });

test.describe('the header at 400% zoom', () => {
  test.use({ viewport: ZOOMED });

  test('never covers the element in focus while tabbing through a long form', async ({ page }) => {
    test.setTimeout(90_000);
    const type = await createWorkshopType();
    const date = await putDate(type, 150);
    await page.setViewportSize({ width: 390, height: 844 });
    await beginBooking(page, type);
    await chooseDate(page, date);
    await page.setViewportSize(ZOOMED);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(
        () => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent,
      );
      expect(await coveredByHeader(page), `Tab ${i + 1}: ${name}`).toBe(0);
    }
  });
});
