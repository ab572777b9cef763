import type { Page } from '@playwright/test';
import { CONSENT_COOKIE, CONSENT_KEY } from '../src/features/consent/consent-storage.ts';
import { expect, LOADED, test } from './support/site.ts';

// The first paint needs nothing but the HTML and the stylesheet (src/boot-script.ts): the
// cookie notice the server sends with each page shows at once when no choice is stored, and
// the app is fetched only after the page has painted, then takes the notice over.

test.use({ freshVisitor: true, analyticsId: '' });

const cookieNotice = (page: Page) => page.getByRole('dialog', { name: 'Cookies at The Yarn Loft' });

/** Holds the app's code (every script under /assets) until the returned function is called. */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/assets/*.js', async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

test('a first visit sees the cookie notice before the app has started, then the app takes it over @phone', async ({
  context,
}) => {
  // A page of its own: the site fixture's page waits for the app on each visit.
  const page = await context.newPage();
  const app = await holdTheApp(page);
  await page.goto('/calendar_view');
  await app.requested;
  const notice = cookieNotice(page);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('We use only essential cookies');
  await expect(
    page.getByRole('heading', { level: 1, name: "What's on at the studio" }),
  ).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  app.release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', ...LOADED });
  // The app's own notice, in the same place: one, and it answers.
  await expect(notice.getByRole('button', { name: 'OK' })).toBeFocused(LOADED);
  await expect(page.locator('#early-consent')).toHaveCount(0);
  await expect(page.locator('.cookie-banner')).toHaveCount(1);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-consent');
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('essential');
});

test('the notice is never shown twice nor taken away while it waits for an answer', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { noticeCounts: number[] }).noticeCounts = counts;
    const count = () => {
      const shown = [...document.querySelectorAll('.cookie-banner')].filter(
        (el) => getComputedStyle(el).display !== 'none',
      ).length;
      if (counts.at(-1) !== shown) counts.push(shown);
    };
    new MutationObserver(count).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-consent'],
    });
  });
  await page.goto('/');
  await expect(cookieNotice(page).getByRole('button', { name: 'OK' })).toBeFocused(LOADED);
  const counts = await page.evaluate(
    () => (window as unknown as { noticeCounts: number[] }).noticeCounts,
  );
  // Hidden while the HTML arrives, shown before the first paint, and from then on one notice.
  expect(counts.slice(counts.indexOf(1))).toEqual([1]);
});

test('a returning visitor gets no notice, not even before the app has started', async ({
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'essential', url: baseURL! }]);
  const page = await context.newPage();
  const app = await holdTheApp(page);
  await page.goto('/');
  // The boot script has run (it asks for the app only after the page has painted) ...
  await app.requested;
  await expect(page.getByRole('heading', { level: 1, name: 'The Yarn Loft' })).toBeVisible();
  // ... and found the choice: the server's notice stays hidden.
  await expect(page.locator('html')).not.toHaveAttribute('data-consent');
  await expect(page.locator('#early-consent')).toBeHidden();
  await expect(cookieNotice(page)).toHaveCount(0);
  app.release();
});

test('if the app cannot load, the notice goes: nothing would answer its buttons', async ({
  context,
}) => {
  const page = await context.newPage();
  let aborted!: () => void;
  const failed = new Promise<void>((resolve) => (aborted = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await route.abort();
    aborted();
  });
  await page.goto('/about');
  await failed;
  await expect(page.getByRole('heading', { level: 1, name: 'About The Yarn Loft' })).toBeVisible();
  await expect(page.locator('#early-consent')).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-consent');
});

test('the app is fetched only once the page has painted', async ({ page }) => {
  await page.goto('/book_a_workshop');
  const { paint, app } = await page.evaluate(() => {
    const entry = document.getElementById('boot')!.dataset.entry!;
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      app: performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname === entry)!
        .startTime,
    };
  });
  expect(app).toBeGreaterThan(paint);
});
