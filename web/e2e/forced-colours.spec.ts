import type { Locator, Page } from '@playwright/test';
import { londonParts, monthName } from '../../functions/src/domain/dates.ts';
import { putDate } from '../../scripts/lib/emulator.ts';
import { londonDay, uniqueName } from '../../scripts/lib/factories.ts';
import { beginBooking, dateOption } from './support/booking-flow.ts';
import { createWorkshopType, expect, LOADED, test } from './support/site.ts';

// Windows high contrast (forced colours) replaces every background tint and drops shadows, so
// any state shown only by colour disappears. Each state here must still differ without them.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
});

const style = (el: Locator, property: string, pseudo?: '::before') =>
  el.evaluate(
    (node, [name, which]) => getComputedStyle(node, which ?? null).getPropertyValue(name!),
    [property, pseudo] as const,
  );

/** Mean luminance (0 black - 1 white) of what an element shows on screen. */
async function luminance(page: Page, el: Locator): Promise<number> {
  const png = (await el.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [img.width, img.height];
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data: px } = ctx.getImageData(0, 0, img.width, img.height);
    let sum = 0;
    for (let i = 0; i < px.length; i += 4)
      sum += (0.2126 * px[i]! + 0.7152 * px[i + 1]! + 0.0722 * px[i + 2]!) / 255;
    return sum / (px.length / 4);
  }, png);
}

test('the chosen date and the current booking step show without colour @phone', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const chosen = await putDate(type, 150);
  const other = await putDate(type, 157);
  await beginBooking(page, type);
  await dateOption(page, chosen).click();
  await expect(dateOption(page, chosen)).toHaveAttribute('aria-pressed', 'true');

  const [picked, notPicked] = [dateOption(page, chosen), dateOption(page, other)];
  expect(await style(picked, 'background-color', '::before')).not.toBe(
    await style(notPicked, 'background-color', '::before'),
  );
  expect(parseFloat(await style(picked, 'border-top-width'))).toBeGreaterThan(
    parseFloat(await style(notPicked, 'border-top-width')),
  );

  const steps = page.getByRole('list', { name: 'Booking steps' }).getByRole('listitem');
  const current = page.locator('.steps > [aria-current="step"]');
  await expect(current).toHaveCount(1);
  const later = steps.last();
  expect(await style(current, 'background-color', '::before')).not.toBe(
    await style(later, 'background-color', '::before'),
  );
  expect(await style(current, 'text-decoration-line')).toBe('underline');
});

test('the calendar key gives each craft a shape, and every entry carries its craft’s shape', async ({
  page,
}) => {
  const knit = await createWorkshopType({ name: uniqueName('Key Knit'), craftType: 'Knitting' });
  const crochet = await createWorkshopType({
    name: uniqueName('Key Crochet'),
    craftType: 'Crochet',
  });
  const other = await createWorkshopType({
    name: uniqueName('Key Other'),
    craftType: 'Something Different',
  });
  for (const type of [knit, crochet, other]) await putDate(type, 70, { time: '2pm' });
  const { year, month } = londonDay(70);
  const now = londonParts(Date.now());

  await page.goto('/calendar_view');
  for (let i = 0; i < (year - now.year) * 12 + (month - now.month); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
    `${monthName(month)} ${year}`,
  );
  const key = page.getByRole('list', { name: 'Colour key' }).getByRole('listitem');
  const shapes: Record<string, string> = {};
  for (const craft of ['Crochet', 'Knitting', 'Something different']) {
    shapes[craft] = await style(key.filter({ hasText: craft }), 'content', '::before');
  }
  expect(new Set(Object.values(shapes)).size, JSON.stringify(shapes)).toBe(3);
  for (const shape of Object.values(shapes)) expect(shape).not.toMatch(/^(none|normal|"")$/);

  for (const [type, craft] of [
    [knit, 'Knitting'],
    [crochet, 'Crochet'],
    [other, 'Something different'],
  ] as const) {
    const time = page
      .getByRole('link', { name: new RegExp(type.name) })
      .locator('.calendar__event-time');
    await expect(time).toBeVisible(LOADED);
    // The crafts come with the workshop types, which may arrive after the entries.
    await expect.poll(() => style(time, 'content', '::before'), LOADED).toBe(shapes[craft]);
  }
});

test('the logo and the social icons stay visible on a dark high-contrast background @phone', async ({
  page,
}) => {
  await page.goto('/');
  const logo = page.locator('.site-logo:visible').first();
  await expect(logo).toBeVisible(LOADED);
  // Their ink is dark: on the black system background only a light plate of their own shows it.
  expect(await luminance(page, logo)).toBeGreaterThan(0.5);
  const icons = page.locator('.social-links img');
  await expect(icons.first()).toBeVisible();
  for (const icon of await icons.all()) {
    await icon.scrollIntoViewIfNeeded();
    expect(await luminance(page, icon)).toBeGreaterThan(0.5);
  }
});

test('the current page stands out in the navigation without colour @phone', async ({ page }) => {
  await page.goto('/about');
  const burger = page.getByRole('button', { name: 'Menu' });
  if (await burger.isVisible()) await burger.click();
  const nav = page
    .getByRole('navigation', { name: /^(Main|Mobile)$/ })
    .filter({ visible: true })
    .first();
  const current = nav.locator('a[aria-current="page"]');
  await expect(current).toHaveText('About');
  const other = nav.getByRole('link', { name: 'Contact' });
  expect(await style(current, 'text-decoration-line')).toBe('underline');
  expect(await style(other, 'text-decoration-line')).not.toBe('underline');
});
