import type { Locator } from '@playwright/test';
import { putDate } from '../../scripts/lib/emulator.ts';
import { addBooking, gotoAdmin, test } from './support/admin-stack.ts';
import { beginBooking, finishBooking, toFullSummary, visitor } from './support/booking-flow.ts';
import { createWorkshopType, expect, LOADED } from './support/site.ts';

// Links that stand alone as controls are targets a finger can hit (WCAG 2.5.8: at least
// 24×24 CSS px; 44 px where the link is the page's main way on or back). Links inside a
// sentence are exempt.
const PHONE = { width: 360, height: 740 };
const MAIN_ACTION = 44;
const MINIMUM = 24;

async function expectTarget(link: Locator, size: number) {
  await expect(link).toBeVisible(LOADED);
  const box = (await link.boundingBox())!;
  expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(size);
  expect(box.width, await link.innerText()).toBeGreaterThanOrEqual(MINIMUM);
}

test.use({ viewport: PHONE });

test('the ways back and on through the booking are full-size targets on a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const type = await createWorkshopType();
  const date = await putDate(type, 150);
  await page.goto(`/workshop_description/${type.id}`);
  await expectTarget(page.getByRole('link', { name: '← All Workshops & Courses' }), MAIN_ACTION);

  await beginBooking(page, type);
  await toFullSummary(page, date, visitor());
  for (const link of await page.getByRole('link', { name: 'Change your details' }).all()) {
    await expectTarget(link, MAIN_ACTION);
  }
  await finishBooking(page);
  await expectTarget(page.getByRole('link', { name: 'Browse more workshops' }), MAIN_ACTION);
});

test('email addresses standing alone are at least 24 px targets', async ({ page }) => {
  await page.goto('/contact_us');
  const main = page.getByRole('main');
  await expectTarget(main.getByRole('link', { name: /@/ }).first(), MINIMUM);
  const footer = page.getByRole('contentinfo');
  await expectTarget(footer.getByRole('link', { name: /@/ }), MINIMUM);
});

test('email addresses in the staff booking list are at least 24 px targets', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 12);
  const email = `tap.${Date.now()}@example.com`;
  await addBooking(date, { name: 'Tap Target', email });
  await gotoAdmin(page, '/booked_workshops');
  await expectTarget(page.getByRole('link', { name: email }), MINIMUM);
});
