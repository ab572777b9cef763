import { putBooking, putDate } from '../../scripts/lib/emulator.ts';
import { uniqueName } from '../../scripts/lib/factories.ts';
import { expect, expectWhollyShown, gotoAdmin, LOADED, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoSidewaysScroll } from './support/self-service.ts';
import { createWorkshopType } from './support/site.ts';

const PHONE = { width: 360, height: 740 };

test('at the door on a 360 px phone, staff mark a no-show, then all present, and a reload keeps the register', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Door Register Workshop') });
  const date = await putDate(type, 0, { time: '1am', guests: 8 });
  const [ada, bea, cy] = ['Ada Door', 'Bea Door', 'Cy Door'].map(uniqueName);
  // Booked before the workshop began (at 1am today): stored as a booking made then.
  for (const name of [ada, bea, cy]) await putBooking(date, type, { name, guests: 1 });

  await page.setViewportSize(PHONE);
  await gotoAdmin(page, `/class_register/${date.id}`);
  const button = (action: string, who: string) =>
    page.getByRole('button', { name: `${action}: ${who}`, exact: true });
  await expect(button('No-show', cy!)).toBeVisible(LOADED);
  await expectNoSidewaysScroll(page);
  await expectWhollyShown(button('Attended', ada!));
  await expectWhollyShown(button('No-show', ada!));
  await expectNoSeriousA11yViolations(page);

  await button('No-show', cy!).click();
  await expect(page.getByRole('status')).toHaveText(`${cy}: a no-show.`);
  await expect(button('No-show', cy!)).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'All present' }).click();
  await expect(page.getByRole('status')).toHaveText('2 bookings marked attended.');
  for (const who of [ada!, bea!])
    await expect(button('Attended', who)).toHaveAttribute('aria-pressed', 'true');
  await expect(button('Attended', cy!)).toHaveAttribute('aria-pressed', 'false');

  // A wrong tap comes off with a second tap.
  await button('Attended', bea!).click();
  await expect(page.getByRole('status')).toHaveText(`${bea}: not marked.`);
  await expect(button('Attended', bea!)).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(button('Attended', ada!)).toHaveAttribute('aria-pressed', 'true', LOADED);
  await expect(button('Attended', bea!)).toHaveAttribute('aria-pressed', 'false');
  await expect(button('No-show', cy!)).toHaveAttribute('aria-pressed', 'true');
});

test('the admin home shows the dashboard charts by name, with their numbers, on a 360 px phone', async ({
  adminPage: page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoAdmin(page, '/admin_home');
  const dashboard = page.getByRole('region', { name: 'At a glance' });
  for (const name of [
    /^Places filled, next 14 days: /,
    /^Bookings made per week, last 12 weeks: /,
    /^Fill rate by workshop, last 3 months: /,
  ])
    await expect(dashboard.getByRole('img', { name })).toBeVisible(LOADED);
  await expect(dashboard.getByRole('heading', { name: /^Money, bookings made/ })).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: /^No-shows/ })).toBeVisible();
  // The links are still there, under the dashboard.
  await expect(page.getByRole('link', { name: /Booked workshops/ })).toBeVisible();
  const numbers = dashboard.getByText('The numbers', { exact: false }).first();
  await numbers.click();
  await expect(dashboard.getByRole('table').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
