import type { Page } from '@playwright/test';
import { expect, test } from './support/site.ts';

// Visitor pages arrive as HTML with their content (rendered by the `render` function) and the
// app takes them over without a visible change: no placeholder, no layout shift.

const PAGES = [
  ['/', 'The Yarn Loft', 'Upcoming workshops'],
  ['/book_a_workshop', 'Workshops & Courses', 'Crochet'],
  ['/calendar_view', "What's on at the studio", 'Something different'],
  ['/workshop_description/crochet-foundations-course', 'Crochet Foundations Course', 'Next dates'],
] as const;

/** Records, from before the HTML is parsed, every placeholder shown and every layout shift. */
async function watchFirstView(page: Page) {
  await page.addInitScript(() => {
    const seen = { placeholders: [] as string[], shift: 0 };
    (window as unknown as { firstView: typeof seen }).firstView = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const targets = [record.target, ...record.addedNodes].filter(
          (n): n is Element => n instanceof Element,
        );
        for (const el of targets) {
          for (const busy of [el, ...el.querySelectorAll('[aria-busy="true"], .skeleton')]) {
            if (busy.matches('[aria-busy="true"], .skeleton')) {
              seen.placeholders.push(busy.outerHTML.slice(0, 120));
            }
          }
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy', 'class'],
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const firstView = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { firstView: { placeholders: string[]; shift: number } }).firstView,
  );

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading, content] of PAGES) {
    test(`${path} already shows its heading and content`, async ({ browser, baseURL }) => {
      // A context of its own: the site fixture's page waits for the app, which never runs here.
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(content).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await context.close();
    });
  }
});

for (const [path, heading] of PAGES) {
  test(`${path} hydrates without a placeholder or a layout shift @phone`, async ({ page }) => {
    await watchFirstView(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The app is live; anything it was going to change has had time to show.
    await page.waitForLoadState('networkidle');
    const seen = await firstView(page);
    expect(seen.placeholders, 'placeholders shown').toEqual([]);
    expect(seen.shift, 'cumulative layout shift').toBe(0);
  });
}

test('the home page, arrived whole, follows its links inside the app', async ({ page }) => {
  await watchFirstView(page);
  await page.goto('/');
  expect((await firstView(page)).placeholders).toEqual([]);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('link', { name: 'Find a workshop' }).click();
  await expect(page).toHaveURL(/\/book_a_workshop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops & Courses' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('the calendar, arrived whole, steps to the next month', async ({ page }) => {
  await watchFirstView(page);
  await page.goto('/calendar_view');
  expect((await firstView(page)).placeholders).toEqual([]);
  const month = page.getByRole('heading', { level: 2 }).first();
  const shown = await month.textContent();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(month).not.toHaveText(shown!);
});
