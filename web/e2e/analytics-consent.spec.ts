import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { WAITLIST_MESSAGES } from '../../functions/src/domain/waitlist.ts';
import { putDate } from '../../scripts/lib/emulator.ts';
import { type AnalyticsTraffic, TEST_MEASUREMENT_ID } from './support/analytics.ts';
import {
  beginBooking,
  dayLabel,
  finishBooking,
  readSummary,
  toFullSummary,
  visitor,
} from './support/booking-flow.ts';
import { uniqueEmail } from './support/self-service.ts';
import { createWorkshopType, expect, PAGE_POLL, test } from './support/site.ts';

// Analytics runs only with the visitor's consent and a measurement id set by staff
// (docs/product.md#cookie-consent-and-analytics). Google's hosts are intercepted: no network here.
test.use({ freshVisitor: true });

// The studio's announcement (shown after the choice) is not what these tests are about.
test.beforeEach(async ({ context }) => {
  await context.route('**/api/site_content/announcement', (route) =>
    route.fulfill({ json: { title: '', message: '', expiresOn: '', active: false } }),
  );
});

const cookieDialog = (page: Page) => page.getByRole('dialog', { name: /^Cookies/ });

/** What the site has given Google's tag: nothing at all while analytics is off. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)),
  );

/** A fresh visitor accepts on the home page, which is then counted. */
async function acceptAllOnHome(page: Page, analytics: AnalyticsTraffic) {
  await page.goto('/');
  await cookieDialog(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => analytics.events(), { intervals: PAGE_POLL }).toContain('page_view');
}

async function analyticsCookies(page: Page) {
  return (await page.context().cookies()).filter((c) => c.name.startsWith('_ga'));
}

test('nothing is loaded before the choice, and "Essential only" loads nothing and sets no analytics cookie', async ({
  page,
  analytics,
}) => {
  await page.goto('/book_a_workshop');
  const dialog = cookieDialog(page);
  await expect(dialog).toContainText('Google Analytics');
  expect(await dataLayer(page)).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Essential only' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  expect(await dataLayer(page)).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(analytics.requests).toBe(0);
  expect(await analyticsCookies(page)).toEqual([]);
});

test('"Accept all" loads Google Analytics with the studio\'s id, granted for analytics only, and counts each page', async ({
  page,
  analytics,
}) => {
  await page.goto('/');
  await cookieDialog(page).getByRole('button', { name: 'Accept all' }).click();

  await expect
    .poll(() => analytics.scripts)
    .toEqual([`https://www.googletagmanager.com/gtag/js?id=${TEST_MEASUREMENT_ID}`]);
  await expect.poll(() => analytics.events(), { intervals: PAGE_POLL }).toContain('page_view');
  expect(analytics.hits.every((h) => h.tid === TEST_MEASUREMENT_ID)).toBe(true);
  const consent = (await dataLayer(page)).filter((args) => args[0] === 'consent');
  expect(consent).toEqual([
    [
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ],
    ['consent', 'update', { analytics_storage: 'granted' }],
  ]);

  // A page view for each page visited in the app, with its address.
  await page.getByRole('link', { name: 'Workshops & Courses' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops & Courses' })).toBeVisible();
  await expect
    .poll(() =>
      analytics.hits.filter((h) => h.en === 'page_view').map((h) => h.params['ep.page_location']),
    )
    .toContain(new URL('/book_a_workshop', page.url()).href);
  expect(analytics.scripts).toHaveLength(1);
});

test('"Cookie settings" in the footer reopens the choice; withdrawing stops analytics and removes its cookies @phone', async ({
  page,
  analytics,
}) => {
  await acceptAllOnHome(page, analytics);
  await expect.poll(async () => (await analyticsCookies(page)).length).toBeGreaterThan(0);

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  const dialog = cookieDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Essential only' }).click();
  await expect(dialog).toBeHidden();
  await expect(settings).toBeFocused();
  await expect.poll(async () => analyticsCookies(page)).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toContain('cookie_consent=essential');

  expect(await page.evaluate((id) => window[`ga-disable-${id}`], TEST_MEASUREMENT_ID)).toBe(true);
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();

  // Consent given again counts the page the visitor is on and the next ones, without a second
  // tag. Hits arrive in order, so once those are in, a view of the contact page would have been.
  await settings.click();
  await cookieDialog(page).getByRole('button', { name: 'Accept all' }).click();
  await page.getByRole('link', { name: 'Workshops & Courses' }).first().click();
  const viewed = () =>
    analytics.hits
      .filter((h) => h.en === 'page_view')
      .map((h) => new URL(h.params['ep.page_location'] ?? '').pathname);
  await expect.poll(viewed).toEqual(['/', '/terms_and_conditions', '/book_a_workshop']);
  expect(analytics.scripts).toHaveLength(1);
});

test("a secret link's token never reaches analytics: the page is counted by its pattern", async ({
  page,
  analytics,
}) => {
  await acceptAllOnHome(page, analytics);
  const token = randomBytes(32).toString('base64url');
  await page.goto(`/manage_booking/${token}?from=email#top`);
  await expect
    .poll(() =>
      analytics.hits.filter((h) => h.en === 'page_view').map((h) => h.params['ep.page_location']),
    )
    .toContain(new URL('/manage_booking/:token', page.url()).href);
  // Nothing given to Google's tag carries the token: not the config, not a later event.
  const layer = await dataLayer(page);
  expect(JSON.stringify(layer)).not.toContain(token);
  expect(layer.find((args) => args[0] === 'config')?.[2]).toMatchObject({
    page_location: new URL('/manage_booking/:token', page.url()).href,
  });
  expect(JSON.stringify(analytics.hits)).not.toContain(token);
});

test('a visitor who accepted is counted from the next visit on, without being asked again', async ({
  page,
  analytics,
}) => {
  await acceptAllOnHome(page, analytics);
  const first = analytics.hits.length;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => analytics.hits.length, { intervals: PAGE_POLL }).toBeGreaterThan(first);
  await expect(cookieDialog(page)).toBeHidden();
});

test('a booking sends begin_checkout when it starts and purchase with its value in pounds when it is made', async ({
  page,
  analytics,
}) => {
  test.setTimeout(90_000);
  const type = await createWorkshopType({ price: '£42' });
  const date = await putDate(type, 150);
  await acceptAllOnHome(page, analytics);

  await beginBooking(page, type);
  await expect.poll(() => analytics.events(), { intervals: PAGE_POLL }).toContain('begin_checkout');
  const begin = analytics.hits.find((h) => h.en === 'begin_checkout')!;
  expect(begin.params).toMatchObject({ 'ep.currency': 'GBP', 'ep.value': '42' });

  await toFullSummary(page, date, visitor({ guests: '2' }));
  await finishBooking(page);
  await expect.poll(() => analytics.events(), { intervals: PAGE_POLL }).toContain('purchase');
  const purchase = analytics.hits.find((h) => h.en === 'purchase')!;
  expect(purchase.params).toMatchObject({ 'ep.currency': 'GBP', 'ep.value': '84' });
  const reference = (await readSummary(page))['Booking reference'];
  expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(purchase.params['ep.transaction_id']).toBe(reference);
});

test('joining a waiting list sends join_waitlist with the workshop and the places wanted', async ({
  page,
  analytics,
}) => {
  const type = await createWorkshopType();
  const full = await putDate(type, 160, { guests: 2, guest_slots_remaining: 0 });
  await acceptAllOnHome(page, analytics);

  await beginBooking(page, type);
  await page
    .getByRole('button', { name: `Join the waiting list: ${dayLabel(full)}, ${full.time}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Join the waiting list' });
  await dialog.getByLabel('Your name').fill('Wendy Wait');
  await dialog.getByLabel('Email address').fill(uniqueEmail('wendy'));
  await dialog.getByLabel('Number of guests').selectOption('2');
  await dialog.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(dialog.getByRole('status')).toContainText(WAITLIST_MESSAGES.joined);

  await expect.poll(() => analytics.events(), { intervals: PAGE_POLL }).toContain('join_waitlist');
  const joined = analytics.hits.find((h) => h.en === 'join_waitlist')!;
  expect(joined.params).toMatchObject({ 'ep.workshop_type': type.id, 'ep.guests': '2' });
});

test.describe('without a measurement id', () => {
  test.use({ analyticsId: '' });

  test('the notice does not mention analytics, asks nothing and loads nothing', async ({
    page,
    analytics,
  }) => {
    await page.goto('/');
    const dialog = cookieDialog(page);
    await expect(dialog).toContainText('We use only essential cookies');
    await expect(dialog).not.toContainText(/analytics|count visits/i);
    await expect(dialog.getByRole('button')).toHaveText(['OK']);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    expect(await dataLayer(page)).toEqual([]);
    expect(analytics.requests).toBe(0);
    expect(await page.evaluate(() => document.cookie)).toContain('cookie_consent=essential');
  });
});
