import type { Page } from '@playwright/test';
import { londonDate, londonMonth, uniqueName } from '../../scripts/lib/factories.ts';
import { expect, gotoAdmin, NEXT_MONTH, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createWorkshopType } from './support/site.ts';

/** The 15th of next month at 3pm, 7 places. */
async function fillScheduleForm(page: Page, typeName: string) {
  await page.getByLabel('Workshop type').selectOption({ label: typeName });
  await page.getByLabel('Date', { exact: true }).fill('15th');
  await page.getByLabel('Month').selectOption(NEXT_MONTH.month);
  await page.getByLabel('Year').selectOption(NEXT_MONTH.year);
  await page.getByLabel('Time', { exact: true }).fill('3pm');
  await page.getByLabel('Number of guests').fill('7');
}

const next = londonMonth(1);
/** The 15th of next month as a date picker's value, and its weekday worked out apart. */
const PICKED = `${next.year}-${String(next.month).padStart(2, '0')}-15`;
const WEEKDAY = new Date(Date.UTC(next.year, next.month - 1, 15)).toLocaleDateString('en-GB', {
  weekday: 'long',
  timeZone: 'UTC',
});

/** The ids the page sent with each schedule request. */
function sentIds(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/add_new_workshop') && r.method() === 'POST') {
      ids.push((r.postDataJSON() as { id: string }).id);
    }
  });
  return ids;
}

test('scheduling a workshop: no id to read, a date picker and a time list fill the fields, the weekday shows as visitors will see it, and the result says it in the site’s date format', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Scheduled Workshop') });
  const ids = sentIds(page);
  await gotoAdmin(page, '/add_workshop');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Schedule a new workshop' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Id\b/ })).toHaveCount(0);

  await page.getByLabel('Workshop type').selectOption({ label: type.name });
  await page.getByLabel('Pick a date').fill(PICKED);
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('15th');
  await expect(page.getByLabel('Month')).toHaveValue(NEXT_MONTH.month);
  await expect(page.getByLabel('Year')).toHaveValue(NEXT_MONTH.year);
  await expect(page.getByText('Visitors will see:')).toHaveText(
    `Visitors will see: ${WEEKDAY} 15th ${NEXT_MONTH.month} ${NEXT_MONTH.year}`,
  );

  const time = page.getByLabel('Time', { exact: true });
  const listed = await time.evaluate((input: HTMLInputElement) =>
    [...(input.list?.options ?? [])].map((option) => option.value),
  );
  expect(listed).toEqual(expect.arrayContaining(['10am', '12pm', '3pm']));
  await time.fill('3pm');
  await page.getByLabel('Number of guests').fill('7');
  await expect(page.getByText('Visitors will see:')).toHaveText(
    `Visitors will see: ${WEEKDAY} 15th ${NEXT_MONTH.month} ${NEXT_MONTH.year}, 3pm`,
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page.getByRole('status')).toHaveText(
    `Scheduled: ${type.name} on ${WEEKDAY} 15th ${NEXT_MONTH.month} ${NEXT_MONTH.year}, 3pm, 7 places.`,
  );
  expect(ids).toHaveLength(1);
  expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Pick a date')).toHaveValue('');
  await expect(page.getByLabel('Workshop type')).toHaveValue('');

  await page.getByRole('link', { name: 'See it on the calendar' }).click();
  await expect(page).toHaveURL(/\/calendar_view$/);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(
    page.getByRole('link', {
      name: new RegExp(`15 ${NEXT_MONTH.month}, 3pm, ${type.name}, 7 spaces left`),
    }),
  ).toBeVisible();
});

test('on a phone, the result of scheduling takes focus and shows, not left above the fold', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const type = await createWorkshopType({ name: uniqueName('Phone Schedule') });
  await gotoAdmin(page, '/add_workshop');
  await fillScheduleForm(page, type.name);
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await confirm.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  await confirm.click();

  const status = page.getByRole('status');
  await expect(status).toContainText(`Scheduled: ${type.name} on`);
  await expect(status).toBeInViewport();
  await expect(page.locator(':focus')).toContainText(`Scheduled: ${type.name} on`);
});

test('the same workshop at the same start is refused until staff tick “Schedule it anyway”', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Twice Scheduled') });
  const ids = sentIds(page);
  await gotoAdmin(page, '/add_workshop');
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await fillScheduleForm(page, type.name);
  await confirm.click();
  await expect(page.getByRole('status')).toContainText(`Scheduled: ${type.name} on`);
  await expect(page.getByRole('checkbox', { name: 'Schedule it anyway' })).toHaveCount(0);

  // The same again, as a second press of the fresh form would send it.
  await fillScheduleForm(page, type.name);
  await confirm.click();
  await expect(page.getByRole('alert')).toContainText(
    'This workshop is already scheduled at that date and time',
  );
  const anyway = page.getByRole('checkbox', { name: 'Schedule it anyway' });
  await expect(anyway).toBeFocused();
  await expect(anyway).toHaveAccessibleDescription(
    new RegExp(
      `${type.name} is already scheduled on \\w+ 15th ${NEXT_MONTH.month} ${NEXT_MONTH.year}, 3pm`,
    ),
  );
  await expectNoSeriousA11yViolations(page);

  await anyway.check();
  await confirm.click();
  await expect(page.getByRole('status')).toContainText(`Scheduled: ${type.name} on`);
  await expect(page.getByRole('checkbox', { name: 'Schedule it anyway' })).toHaveCount(0);
  // Each new date gets a new id: the refused one is sent again as it was.
  expect(ids).toHaveLength(3);
  expect(ids[1]).not.toBe(ids[0]);
  expect(ids[2]).toBe(ids[1]);
});

test('the schedule form checks the fields with the shared rules before sending anything', async ({
  adminPage: page,
}) => {
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/add_new_workshop')) sent += 1;
  });
  await gotoAdmin(page, '/add_workshop');
  await page.getByLabel('Date', { exact: true }).fill('31st');
  await page.getByLabel('Month').selectOption('February');
  await page.getByLabel('Time', { exact: true }).fill('15:00');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page.getByRole('alert')).toContainText('Please correct the fields marked below.');
  await expect(page.getByLabel('Workshop type')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Choose a workshop type', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('Enter a time such as 3pm')).toBeVisible();
  await expect(page.getByText('Enter the number of places (1 or more)')).toBeVisible();
  await expect(page.getByLabel('Workshop type')).toBeFocused();
  await expect(page.getByLabel('Time', { exact: true })).toHaveValue('15:00');
  expect(sent).toBe(0);
});

test('a failed save shows the server’s message, keeps what was typed, and cannot be sent twice', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Failing Schedule') });
  let posts = 0;
  // the answer is held until the second click has been tried, however slow the machine
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/add_new_workshop', async (route) => {
    posts += 1;
    await held;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'The studio is busy; please try again in a moment.' }),
    });
  });
  await gotoAdmin(page, '/add_workshop');
  await fillScheduleForm(page, type.name);
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await confirm.click();
  await expect(confirm).toBeDisabled();
  await expect(page.getByRole('form').or(page.locator('form'))).toHaveAttribute(
    'aria-busy',
    'true',
  );
  await confirm.click({ force: true }).catch(() => undefined);
  release();

  await expect(page.getByRole('alert')).toHaveText(
    'The studio is busy; please try again in a moment.',
  );
  await expect(confirm).toBeEnabled();
  expect(posts).toBe(1);
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('15th');
  await expect(page.getByLabel('Time', { exact: true })).toHaveValue('3pm');
  await expect(page.getByLabel('Number of guests')).toHaveValue('7');
  await expect(page.getByLabel('Workshop type')).toHaveValue(type.id);
});

test('a weekly series: the preview lists the dates with checkboxes, an unticked one is left out, and one button creates the rest', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Weekly Series') });
  // A day of its own, months ahead, at an hour the demo data does not use.
  const first = londonDate(120 + Math.floor(Math.random() * 120));
  await gotoAdmin(page, '/add_workshop');
  await page.getByLabel('Repeat').selectOption('Weekly');
  await page.getByLabel('Workshop type').selectOption({ label: type.name });
  await page.getByLabel('First date').fill(first);
  await page.getByLabel('Time', { exact: true }).fill('9pm');
  await page.getByLabel('Number of guests').fill('5');
  await page.getByLabel('How many dates').fill('3');
  await page.getByRole('button', { name: 'Show the dates' }).click();

  const dates = page.getByRole('group', { name: /Dates to create/ }).getByRole('checkbox');
  await expect(dates).toHaveCount(3);
  for (const box of await dates.all()) await expect(box).toBeChecked();
  const second = (await dates.nth(1).locator('xpath=..').innerText()).trim();
  const kept = [
    (await dates.nth(0).locator('xpath=..').innerText()).trim(),
    (await dates.nth(2).locator('xpath=..').innerText()).trim(),
  ];
  expect(kept[0]).toMatch(/, 9pm$/);
  await expectNoSeriousA11yViolations(page);
  await dates.nth(1).uncheck();
  await page.getByRole('button', { name: 'Create 2 dates' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Scheduled 2 dates' })).toHaveText(
    `Scheduled 2 dates of ${type.name}, 5 places each.`,
  );
  const listed = page.getByRole('list', { name: 'Dates scheduled' }).getByRole('listitem');
  await expect(listed).toHaveText(kept);
  await expect(listed.filter({ hasText: second })).toHaveCount(0);
});
