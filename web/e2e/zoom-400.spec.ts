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
    const frame = await box(dialog);
    expect(frame.y).toBeGreaterThanOrEqual(0);
    expect(frame.y + frame.height).toBeLessThanOrEqual(ZOOMED.height + 1);
    // Focus starts on a button further down; the heading and first line are reached by
    // scrolling the dialog itself.
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await page.mouse.wheel(0, -2000);
    const heading = dialog.getByRole('heading', { name: 'Cookies at The Yarn Loft' });
    await expect.poll(async () => (await box(heading)).y).toBeGreaterThanOrEqual(0);
    const title = await box(heading);
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

/** Whether the site header is drawn over any part of the focused element. */
const coveredByHeader = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const header = document.querySelector('.site-header');
    if (!focused || !header || focused === document.body || header.contains(focused)) return '';
    const r = focused.getBoundingClientRect();
    // Its edges as well as its middle: a header over the top few pixels hides the focus ring.
    const xs = [r.left + 1, r.left + r.width / 2, r.right - 1];
    const ys = [r.top + 1, r.top + r.height / 2, r.bottom - 1];
    const points = xs.flatMap((x) => ys.map((y) => [x, y] as const));
    const hidden = points.filter(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && header.contains(top);
    });
    return hidden.length ? `${hidden.length} of 9 points under the header` : '';
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
    // Forwards, then back up the form: going up, each field is scrolled to just below the top
    // of the screen, where a sticky header would lie over it.
    for (const key of [...Array<string>(15).fill('Tab'), ...Array<string>(15).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const name = await page.evaluate(
        () => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent,
      );
      expect(await coveredByHeader(page), `${key} to ${name}`).toBe('');
    }
  });
});
