import type { Locator, Page } from '@playwright/test';
import { DAY_MS } from '../../functions/src/domain/dates.ts';
import { announcement, londonDate } from '../../scripts/lib/factories.ts';
import {
  ANNOUNCEMENT_DISMISSED_KEY,
  CONSENT_COOKIE,
  CONSENT_KEY,
} from '../src/features/consent/consent-storage.ts';
import { expect, hold, openWithAppHeld, test } from './support/site.ts';

// A fresh visitor: no cookie choice yet. The announcement comes from site content; the tests
// answer its request themselves, or store one of their own, so they do not depend on what the
// admin has published.
test.use({ freshVisitor: true });

const cookieDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies at The Yarn Loft' });
const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function serveAnnouncement(page: Page, body = announcement()) {
  await page.route('**/api/site_content/announcement', (route) => route.fulfill({ json: body }));
}

test('the cookie dialog shows until a choice is made, and the page behind it is out of reach @phone', async ({
  page,
}) => {
  await serveAnnouncement(page, announcement({ active: false }));
  await page.goto('/about');
  const dialog = cookieDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: 'Essential only' })).toBeFocused();
  // The page behind is inert: it cannot be clicked or focused until the choice is made.
  const main = page.getByRole('main');
  expect(await main.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
  // A click on a link of the footer lands on what covers it, and the link takes no focus (asked
  // of the page at once, not by a click left to time out).
  const link = page.getByRole('contentinfo').getByRole('link').first();
  await link.scrollIntoViewIfNeeded();
  expect(
    await link.evaluate((el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      el.focus();
      return {
        onScreen: x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight,
        clickReachesIt: el.contains(document.elementFromPoint(x, y)),
        focused: document.activeElement === el,
      };
    }),
  ).toEqual({ onScreen: true, clickReachesIt: false, focused: false });

  await page.reload();
  await expect(cookieDialog(page)).toBeVisible();
  expect(await storage(page, CONSENT_KEY)).toBeNull();
});

test('keyboard focus stays inside the cookie dialog', async ({ page }) => {
  await serveAnnouncement(page, announcement({ active: false }));
  await page.goto('/');
  const dialog = cookieDialog(page);
  await expect(dialog.getByRole('button', { name: 'Essential only' })).toBeFocused();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
});

test('"Essential only" is kept for a year in a Lax cookie on / and in local storage with its date', async ({
  page,
  context,
}) => {
  await serveAnnouncement(page, announcement({ active: false }));
  await page.goto('/');
  const before = Date.now();
  await cookieDialog(page).getByRole('button', { name: 'Essential only' }).click();
  await expect(cookieDialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'The Yarn Loft' })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  expect(cookie).toMatchObject({ value: 'essential', path: '/', sameSite: 'Lax' });
  const days = (cookie!.expires * 1000 - before) / DAY_MS;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(367);

  expect(await storage(page, CONSENT_KEY)).toBe('essential');
  const date = await storage(page, `${CONSENT_KEY}_date`);
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Math.abs(Date.parse(date!) - before)).toBeLessThan(60_000);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'The Yarn Loft' })).toBeVisible();
  await expect(cookieDialog(page)).toHaveCount(0);
});

test('"Accept all" is kept as "all" in the cookie and in local storage @phone', async ({
  page,
  context,
}) => {
  await serveAnnouncement(page, announcement({ active: false }));
  await page.goto('/contact_us');
  await cookieDialog(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(cookieDialog(page)).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  expect(cookie?.value).toBe('all');
  expect(await storage(page, CONSENT_KEY)).toBe('all');
});

test("a choice made on the server's notice while the app's own is on its way is kept, and not asked again @phone", async ({
  page,
  context,
}) => {
  const notice = announcement();
  await serveAnnouncement(page, notice);
  // The app has started, but its own notice (loaded when needed) is held back: the server's
  // copy is still the one on the screen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/cookie-consent-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/contact_us');
  await cookieDialog(page).getByRole('button', { name: 'Accept all' }).click();
  release();
  // The app goes on from the choice: the studio's announcement, shown once one is made, and no
  // second cookie notice.
  await expect(page.getByRole('dialog', { name: notice.title })).toBeVisible();
  await expect(cookieDialog(page)).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  expect(cookie?.value).toBe('all');
});

test('a cookie choice tapped before the app has started is kept, and the app starts with it @phone', async ({
  page,
  context,
}) => {
  await serveAnnouncement(page, announcement({ active: false }));
  // The page is the server's HTML and its one inline script until `release`.
  const release = await openWithAppHeld(page, '/contact_us');
  await cookieDialog(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(cookieDialog(page)).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  expect(cookie?.value).toBe('all');
  expect(await storage(page, CONSENT_KEY)).toBe('all');
  // Still the server's notice: the app has not started.
  expect(await page.evaluate(() => document.getElementById('early-consent') !== null)).toBe(true);

  release();
  // The app starts, reads the choice (so it takes the server's notice away) and does not ask.
  await page.waitForFunction(() => document.getElementById('early-consent') === null);
  await expect(cookieDialog(page)).toHaveCount(0);
  expect(await storage(page, CONSENT_KEY)).toBe('all');
});

const newsArticles = (page: Page) =>
  page.getByRole('region', { name: 'News from the studio' }).getByRole('article');

test('the announcement published in site content shows once the cookie choice is made', async ({
  page,
  storedAnnouncement: notice,
}) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/site_content/announcement')) asked.push(req.url());
  });
  await page.goto('/');
  await expect(cookieDialog(page)).toBeVisible();
  // The page has shown its own data, so it is past the point where it would have asked.
  await expect(newsArticles(page).first()).toBeVisible();
  expect(asked).toEqual([]);
  await expect(page.getByRole('dialog', { name: notice.title })).toHaveCount(0);

  await cookieDialog(page).getByRole('button', { name: 'Essential only' }).click();
  const dialog = page.getByRole('dialog', { name: notice.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(notice.message);
});

test('the announcement shows once: closed with ×, it sets its dismissed flag and stays closed @phone', async ({
  page,
}) => {
  const notice = announcement();
  await serveAnnouncement(page, notice);
  await page.goto('/');
  await cookieDialog(page).getByRole('button', { name: 'Accept all' }).click();
  const dialog = page.getByRole('dialog', { name: notice.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toContainText(notice.message);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await storage(page, ANNOUNCEMENT_DISMISSED_KEY)).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'The Yarn Loft' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About The Yarn Loft' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a click on the backdrop closes the announcement @phone', async ({ page }) => {
  const notice = announcement();
  await serveAnnouncement(page, notice);
  await page.goto('/');
  await cookieDialog(page).getByRole('button', { name: 'Essential only' }).click();
  const dialog = page.getByRole('dialog', { name: notice.title });
  await expect(dialog).toBeVisible();
  // A click inside the dialog keeps it open; one on the dimmed backdrop closes it.
  await dialog.getByText(notice.message).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toHaveCount(0);
  expect(await storage(page, ANNOUNCEMENT_DISMISSED_KEY)).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'The Yarn Loft' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Escape closes the announcement and the page is usable again', async ({ page }) => {
  const notice = announcement();
  await serveAnnouncement(page, notice);
  await page.goto('/');
  await cookieDialog(page).getByRole('button', { name: 'Essential only' }).click();
  await expect(page.getByRole('dialog', { name: notice.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('the announcement still shows on its expiry date', async ({ page }) => {
  const notice = announcement({ expiresOn: londonDate(0) });
  await serveAnnouncement(page, notice);
  await page.goto('/');
  await cookieDialog(page).getByRole('button', { name: 'Essential only' }).click();
  await expect(page.getByRole('dialog', { name: notice.title })).toBeVisible();
});

for (const [why, notice] of [
  ['after its expiry date', announcement({ expiresOn: londonDate(-1) })],
  ['when it is not active', announcement({ active: false })],
] as const) {
  test(`the announcement is never shown ${why}`, async ({ page }) => {
    await serveAnnouncement(page, notice);
    const releaseNews = await hold(page, 'homepage_news');
    await page.goto('/');
    const answered = page.waitForResponse('**/api/site_content/announcement');
    await cookieDialog(page).getByRole('button', { name: 'Essential only' }).click();
    await (await answered).finished();
    // The news comes only after the announcement's answer: once the news shows, the page has
    // dealt with the announcement, and a dialog for it would be there already.
    releaseNews();
    await expect(newsArticles(page).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('a returning visitor with a consent cookie sees no cookie dialog', async ({
  page,
  context,
  baseURL,
}) => {
  await serveAnnouncement(page, announcement({ active: false }));
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'all', url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The Yarn Loft' })).toBeVisible();
  await expect(cookieDialog(page)).toHaveCount(0);
});

const announcementClosers = {
  'its × button': (dialog: Locator) => dialog.getByRole('button', { name: 'Close' }).click(),
  '"Got it"': (dialog: Locator) => dialog.getByRole('button', { name: 'Got it' }).click(),
  Escape: (dialog: Locator) => dialog.page().keyboard.press('Escape'),
  'the backdrop': (dialog: Locator) => dialog.page().mouse.click(4, 4),
};

for (const [how, close] of Object.entries(announcementClosers)) {
  test(`closed with ${how}, the announcement leaves focus in the page's content, never on the page itself @phone`, async ({
    page,
  }) => {
    const notice = announcement();
    await serveAnnouncement(page, notice);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'The Yarn Loft' })).toBeVisible();
    // Nothing had focus when the cookie dialog opened on arrival: the start of the content is
    // where a keyboard or screen reader user carries on from, as after a navigation.
    await cookieDialog(page).getByRole('button', { name: 'Essential only' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: notice.title });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await close(dialog);
    await expect(dialog).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main).toBeFocused();
    await page.keyboard.press('Tab');
    expect(
      await main.evaluate(
        (m) => m.contains(document.activeElement) && m !== document.activeElement,
      ),
    ).toBe(true);
  });
}

test('closing the announcement gives focus back to the link that had it before it opened', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'essential', url: baseURL! }]);
  const notice = announcement();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/site_content/announcement', async (route) => {
    await released;
    await route.fulfill({ json: notice });
  });
  await page.goto('/');
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
  await about.focus();
  release();
  const dialog = page.getByRole('dialog', { name: notice.title });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(about).toBeFocused();
});
