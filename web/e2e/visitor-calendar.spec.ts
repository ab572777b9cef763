import type { Page } from '@playwright/test';
import { londonParts, monthName, weekdayName } from '../../functions/src/domain/dates.ts';
import { putDate } from '../../scripts/lib/emulator.ts';
import { londonDay, uniqueName } from '../../scripts/lib/factories.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { answer, createWorkshopType, expect, openInApp, test } from './support/site.ts';

test.describe.configure({ timeout: 60_000 });

const title = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const prev = (page: Page) => page.getByRole('button', { name: 'Previous month' });
const next = (page: Page) => page.getByRole('button', { name: 'Next month' });

/** Months from the current London month to the given one. */
function monthsAhead(year: number, month: number) {
  const now = londonParts(Date.now());
  return (year - now.year) * 12 + (month - now.month);
}

async function stepForward(page: Page, times: number) {
  for (let i = 0; i < times; i++) await next(page).click();
}

test('the calendar opens at the current month and steps across years within a year either way @phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.setFixedTime(new Date('2026-03-10T12:00:00Z'));
  await page.goto('/calendar_view');
  await expect(
    page.getByRole('heading', { level: 1, name: "What's on at the studio" }),
  ).toBeVisible();
  await expect(title(page)).toHaveText('March 2026');
  await expect(prev(page)).toHaveAttribute('aria-disabled', 'false');

  for (const expected of ['February 2026', 'January 2026', 'December 2025']) {
    await prev(page).click();
    await expect(title(page)).toHaveText(expected);
  }
  for (let i = 0; i < 9; i++) await prev(page).click();
  await expect(title(page)).toHaveText('March 2025');
  await expect(prev(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(prev(page)).toHaveCSS('opacity', '0.4');
  // aria-disabled keeps the arrow focusable, so a click still arrives and must do nothing.
  await prev(page).click({ force: true });
  await expect(title(page)).toHaveText('March 2025');

  await stepForward(page, 12);
  await expect(title(page)).toHaveText('March 2026');
  await stepForward(page, 10);
  await expect(title(page)).toHaveText('January 2027');
  await stepForward(page, 2);
  await expect(title(page)).toHaveText('March 2027');
  await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(next(page)).toHaveCSS('opacity', '0.4');
  await next(page).click({ force: true });
  await expect(title(page)).toHaveText('March 2027');
  await expect(prev(page)).toHaveAttribute('aria-disabled', 'false');
  await expect(prev(page)).toHaveCSS('opacity', '1');
});

test('the month grid runs Monday to Sunday with blanks before the 1st', async ({ page }) => {
  // 1 March 2026 is a Sunday: six blank cells put it in the last column of the first week.
  await page.clock.setFixedTime(new Date('2026-03-10T12:00:00Z'));
  await page.goto('/calendar_view');
  const days = page.getByRole('list', { name: 'March 2026' }).getByRole('listitem');
  await expect(days).toHaveCount(31);
  for (const day of [1, 2, 15, 31]) await expect(days.nth(day - 1)).toContainText(String(day));

  const box = async (day: number) => (await days.nth(day - 1).boundingBox())!;
  const [first, monday2, saturday7, sunday8, monday9] = await Promise.all([1, 2, 7, 8, 9].map(box));
  expect(first!.x).toBeCloseTo(sunday8!.x, 0);
  expect(monday2!.x).toBeCloseTo(monday9!.x, 0);
  expect(first!.y).toBeLessThan(monday2!.y);
  expect(first!.x).toBeGreaterThan(saturday7!.x);
  expect(monday2!.x).toBeLessThan(saturday7!.x);
  const grid = (await page.getByRole('list', { name: 'March 2026' }).boundingBox())!;
  // Monday 2 March starts a row at the grid's left edge: the 1st had six cells before it.
  expect(monday2!.x - grid.x).toBeLessThan(30);
  expect(first!.x - grid.x).toBeGreaterThan(grid.width * 0.8);

  // 1 June 2026 is a Monday: no blanks at all.
  await stepForward(page, 3);
  const june = page.getByRole('list', { name: 'June 2026' });
  const june1 = (await june.getByRole('listitem').first().boundingBox())!;
  expect(june1.x - (await june.boundingBox())!.x).toBeLessThan(30);
});

test('each workshop shows its time, name and spaces left, and opens its page in the same tab @phone', async ({
  page,
  context,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Calendar Knit') });
  const date = await putDate(type, 40, { time: '11am', guests: 8, guest_slots_remaining: 5 });
  const { year, month, day } = londonDay(40);

  await page.goto('/calendar_view');
  await stepForward(page, monthsAhead(year, month));
  await expect(title(page)).toHaveText(`${monthName(month)} ${year}`);
  const name = `${weekdayName(year, month, day)} ${day} ${monthName(month)}, 11am, ${type.name}, 5 spaces left`;
  const entry = page.getByRole('link', { name, exact: true });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveText(`11am ${type.name} Spaces left: 5`);
  await expect(entry).not.toHaveAttribute('target', /.*/);
  await expectNoSeriousA11yViolations(page);

  const opened: unknown[] = [];
  context.on('page', (p) => opened.push(p));
  // A site link moves the app without a reload: a marker on window survives only that.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/workshop_description/${type.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: type.name })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  expect(opened).toHaveLength(0);
  expect(context.pages()).toHaveLength(1);
  expect(date.workshop_type).toBe(type.id);
});

test('a full date says it is fully booked', async ({ page }) => {
  const type = await createWorkshopType({ name: uniqueName('Calendar Full') });
  await putDate(type, 45, { time: '6pm', guests: 6, guest_slots_remaining: 0 });
  const { year, month, day } = londonDay(45);
  await page.goto('/calendar_view');
  await stepForward(page, monthsAhead(year, month));
  const name = `${weekdayName(year, month, day)} ${day} ${monthName(month)}, 6pm, ${type.name}, Fully booked`;
  await expect(page.getByRole('link', { name, exact: true })).toContainText('Spaces left: 0');
});

test('each change of month clears the entries and shows a loading placeholder until they arrive', async ({
  page,
}) => {
  await page.goto('/calendar_view');
  await expect(page.getByRole('status')).not.toHaveText("Loading what's on…");

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/get_calendar_events?*', async (route) => {
    await held;
    await route.fulfill({
      json: [
        {
          day: 3,
          month: 1,
          year: 2000,
          start: '1pm',
          name: 'Never shown',
          workshopId: 'x',
          scheduledWorkshopId: 'x',
          seatsRemaining: 1,
        },
      ],
    });
  });
  await next(page).click();
  await expect(page.getByRole('status')).toHaveText("Loading what's on…");
  await expect(page.getByRole('list', { name: /\d{4}$/ })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('list', { name: /\d{4}$/ }).getByRole('link')).toHaveCount(0);
  release();
  // The one entry that came is not in this month.
  await expect(page.getByRole('status')).toHaveText('Nothing on this month');
  await expect(page.getByRole('list', { name: /\d{4}$/ })).toHaveAttribute('aria-busy', 'false');
});

test('when the calendar cannot load, the month shows empty without a message @phone', async ({
  page,
}) => {
  await page.route('**/api/get_calendar_events?*', (route) => route.abort('failed'));
  await openInApp(page, '/calendar_view');
  await expect(title(page)).toBeVisible();
  const grid = page.getByRole('list', { name: /\d{4}$/ });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('status')).toBeEmpty();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(grid.getByRole('link')).toHaveCount(0);
  await expect(page.getByText('Nothing on this month')).toBeHidden();
});

test('on a phone the month is a list of the days that have something on @phone-only', async ({
  page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Calendar Phone') });
  await putDate(type, 50, { time: '7pm', guest_slots_remaining: 3 });
  const { year, month } = londonDay(50);
  await page.goto('/calendar_view');
  await stepForward(page, monthsAhead(year, month));
  const grid = page.getByRole('list', { name: `${monthName(month)} ${year}` });
  await expect(grid.getByRole('link', { name: new RegExp(type.name) })).toBeVisible();
  // Only days with entries are listed, each with its weekday.
  const days = grid.getByRole('listitem');
  const count = await days.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(28);
  for (let i = 0; i < count; i++) {
    await expect(days.nth(i).getByRole('link').first()).toBeVisible();
    await expect(days.nth(i)).toContainText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  await page.route('**/api/get_calendar_events?*', (route) => route.fulfill({ json: [] }));
  await next(page).click();
  await expect(page.getByText('Nothing on this month')).toBeVisible();
  await expect(page.getByRole('list', { name: /\d{4}$/ }).getByRole('listitem')).toHaveCount(0);
});

/** A calendar entry as the API answers it, for a month the test fixes. */
const calendarEntry = (day: number, name: string, seatsRemaining = 4) => ({
  day,
  month: 3,
  year: 2026,
  start: '2pm',
  name,
  workshopId: `${name.toLowerCase().replace(/\W+/g, '-')}`,
  scheduledWorkshopId: `sw-${day}`,
  seatsRemaining,
});

test('each day is read as its weekday and date, and a past day’s workshops are not offered as links @phone', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-03-10T12:00:00Z'));
  await answer(page, 'get_calendar_events?*', [
    calendarEntry(3, 'Past Pompoms'),
    calendarEntry(10, 'Today Tassels'),
    calendarEntry(17, 'Future Fringes', 0),
  ]);
  await page.goto('/calendar_view');
  const grid = page.getByRole('list', { name: 'March 2026' });
  const past = grid.getByRole('listitem', { name: 'Tuesday 3 March', exact: true });
  await expect(past).toContainText('2pm Past Pompoms Spaces left: 4');
  await expect(past.getByRole('link')).toHaveCount(0);
  const today = grid.getByRole('listitem', { name: 'Tuesday 10 March', exact: true });
  await expect(today).toHaveAttribute('aria-current', 'date');
  await expect(
    today.getByRole('link', {
      name: 'Tuesday 10 March, 2pm, Today Tassels, 4 spaces left',
    }),
  ).toBeVisible();
  await expect(
    grid
      .getByRole('listitem', { name: 'Tuesday 17 March', exact: true })
      .getByRole('link', { name: /Future Fringes, Fully booked/ }),
  ).toContainText('Spaces left: 0');
  // Every day the grid shows is named in full (a phone lists only the days with something on).
  const days = grid.getByRole('listitem');
  const count = await days.count();
  for (let i = 0; i < count; i++) {
    await expect(days.nth(i)).toHaveAccessibleName(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} March$/,
    );
  }
  await expect(grid.getByRole('listitem', { name: 'Sunday 1 March', exact: true })).toHaveCount(
    test.info().project.name === 'phone' ? 0 : 1,
  );
  await expectNoSeriousA11yViolations(page);
});

test('a month with nothing on says so in words @phone', async ({ page }) => {
  await answer(page, 'get_calendar_events?*', []);
  await openInApp(page, '/calendar_view');
  await expect(page.getByRole('status')).toHaveText('Nothing on this month');
  await expect(page.getByText('Nothing on this month')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
