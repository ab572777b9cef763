import { courseSessions } from '../../functions/src/domain/course.ts';
import type { ScheduledWorkshop, WorkshopType } from '../../functions/src/domain/model.ts';
import { putDate } from '../../scripts/lib/emulator.ts';
import { dateOption, fullDateLabel } from './support/booking-flow.ts';
import {
  answer,
  apiGet,
  createWorkshopType,
  expect,
  hold,
  test,
  openInApp,
  PAGE_POLL,
  openWithAppHeld,
} from './support/site.ts';
import { CONSENT_COOKIE } from '../src/features/consent/consent-storage.ts';

type Workshop = WorkshopType & { sessions: ScheduledWorkshop[] };
const NO_WORKSHOPS = 'Unfortunately there are no workshops available at the moment';
const NO_DATES = 'Unfortunately there are no dates available for this workshop at the moment';
const CRAFTS = ['Crochet', 'Knitting', 'Something Different'];
const LEVEL_ORDER = ['Novice', 'Beginner', 'Improver', 'Intermediate', 'Advanced', 'All Levels'];

test.describe('the workshop list', () => {
  test('groups the menu workshops under Crochet, Knitting and Something Different @phone', async ({
    page,
  }) => {
    const types = await apiGet<Workshop[]>(page, 'workshop_types');
    const onMenu = types.filter((t) => t.showOnWorkshopMenu);
    const offMenu = types.filter((t) => !t.showOnWorkshopMenu);
    expect(offMenu.length).toBeGreaterThan(0);
    await page.goto('/book_a_workshop');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(CRAFTS);
    for (const type of onMenu) {
      const section = page.getByRole('region', { name: type.craftType });
      await expect(section.getByRole('article', { name: type.name })).toBeVisible();
    }
    for (const type of offMenu) {
      await expect(page.getByRole('article', { name: type.name })).toHaveCount(0);
    }
    await expect(page.getByRole('article')).toHaveCount(onMenu.length);
  });

  test('lists a workshop without a craft type under Something Different', async ({ page }) => {
    const cards = await apiGet<Workshop[]>(page, 'menu_workshops');
    const knitting = cards.find((t) => t.craftType === 'Knitting')!;
    const changed = cards.map((t) => (t.id === knitting.id ? { ...t, craftType: undefined } : t));
    await answer(page, 'menu_workshops', changed);
    await openInApp(page, '/book_a_workshop');
    await expect(
      page
        .getByRole('region', { name: 'Something Different' })
        .getByRole('article', { name: knitting.name }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Knitting' }).getByRole('article', { name: knitting.name }),
    ).toHaveCount(0);
  });

  test('filters by level with "Show All" plus the levels present @phone', async ({ page }) => {
    const onMenu = (await apiGet<Workshop[]>(page, 'workshop_types')).filter(
      (t) => t.showOnWorkshopMenu,
    );
    const levels = LEVEL_ORDER.filter((l) => onMenu.some((t) => t.level === l));
    await page.goto('/book_a_workshop');
    const filter = page.getByRole('group', { name: 'Level:' });
    await expect(filter.getByRole('button')).toHaveText(
      ['Show All', ...levels].map((l) => new RegExp(`^\\W*${l}$`)),
    );
    await expect(filter.getByRole('button', { name: 'Show All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const advanced = onMenu.filter((t) => t.level === 'Advanced');
    expect(advanced.length).toBeGreaterThan(0);
    await filter.getByRole('button', { name: 'Advanced' }).click();
    await expect(filter.getByRole('button', { name: 'Advanced' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(filter.getByRole('button', { name: 'Show All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('article')).toHaveCount(advanced.length);
    for (const t of advanced)
      await expect(page.getByRole('article', { name: t.name })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      `Showing ${advanced.length} Advanced ${advanced.length === 1 ? 'workshop' : 'workshops'}`,
    );

    await filter.getByRole('button', { name: 'Show All' }).click();
    await expect(page.getByRole('article')).toHaveCount(onMenu.length);
  });

  test('"More Info" opens the description of that workshop @phone', async ({ page }) => {
    await page.goto('/book_a_workshop');
    await page
      .getByRole('article', { name: 'Learn to Knit' })
      .getByRole('link', { name: 'More Info' })
      .click();
    await expect(page).toHaveURL('/workshop_description/learn-to-knit');
    await expect(page.getByRole('heading', { level: 1, name: 'Learn to Knit' })).toBeVisible();
  });

  test('shows a placeholder while the workshops load', async ({ page }) => {
    const release = await hold(page, 'menu_workshops');
    await openInApp(page, '/book_a_workshop');
    await expect(page.getByRole('status')).toHaveText('Loading workshops…');
    release();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('says there are no workshops when none is on the menu', async ({ page }) => {
    await answer(page, 'menu_workshops', []);
    await openInApp(page, '/book_a_workshop');
    await expect(page.getByText(NO_WORKSHOPS)).toBeVisible();
  });
});

test.describe('with analytics accepted', () => {
  test.use({ freshVisitor: true });

  test('logs "error_getting_workshop_types" and shows the empty message when loading fails', async ({
    page,
    context,
    baseURL,
    analytics,
  }) => {
    await context.addCookies([{ name: CONSENT_COOKIE, value: 'all', url: baseURL! }]);
    await answer(page, 'site_content/announcement', { active: false });
    await answer(page, 'menu_workshops', { error: 'Busy' }, 503);
    await openInApp(page, '/book_a_workshop');
    await expect(page.getByText(NO_WORKSHOPS)).toBeVisible();
    await expect
      .poll(() => analytics.events(), { intervals: PAGE_POLL })
      .toContain('error_getting_workshop_types');
    await page.unroute('**/api/menu_workshops');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('a workshop description', () => {
  test('shows level, skills, price, duration, the long description, notes and the next dates @phone', async ({
    page,
  }) => {
    const type = await apiGet<Workshop>(page, 'workshop_types/learn-to-knit');
    expect(type.sessions.length).toBeGreaterThan(0);
    await page.goto('/workshop_description/learn-to-knit');
    await expect(page.getByRole('heading', { level: 1, name: type.name })).toBeVisible();
    await expect(page).toHaveTitle(`${type.name} · The Yarn Loft`);
    const facts = page.getByRole('definition');
    await expect(facts.filter({ hasText: type.level })).toBeVisible();
    await expect(facts.filter({ hasText: `${type.price} per person` })).toBeVisible();
    await expect(facts.filter({ hasText: type.duration })).toBeVisible();
    await expect(facts.filter({ hasText: type.skills })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About this workshop' })).toContainText(
      type.longDescription,
    );
    await expect(page.getByRole('region', { name: 'Notes' })).toContainText(type.notes);
    await expect(page.getByRole('link', { name: 'Upcoming Dates' })).toBeVisible();
    const dates = page.getByRole('list').filter({ hasText: /space|Fully booked/ });
    await expect(dates.getByRole('listitem')).toHaveCount(Math.min(6, type.sessions.length));
    const first = type.sessions[0]!;
    await expect(dates.getByRole('listitem').first()).toContainText(
      `${first.day} ${Number(first.date)}`,
    );
    await expect(dates.getByRole('listitem').first()).toContainText(
      first.guest_slots_remaining === 1
        ? '1 space left'
        : `${first.guest_slots_remaining} spaces left`,
    );
    // The Events for search engines (functions/test/server-render.test.ts checks them in the
    // server's HTML) are still there once the app has taken the page over.
    const events = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
        (s) => JSON.parse(s.textContent ?? '[]') as { startDate: string }[],
      ),
    );
    expect(events.map((e) => Date.parse(e.startDate))).toEqual(
      type.sessions.map((s) => s.date_of_workshop),
    );
  });

  test('"Upcoming Dates" starts the booking of this workshop', async ({ page }) => {
    await page.goto('/workshop_description/learn-to-knit');
    await page.getByRole('link', { name: 'Upcoming Dates' }).click();
    await expect(page).toHaveURL(/\/workshop_booking_start\?workshop=learn-to-knit$/);
    const state = await page.evaluate(() => sessionStorage.getItem('studio.booking'));
    expect(JSON.parse(state!)).toMatchObject({ workshopType: { id: 'learn-to-knit' } });
  });

  test('"Upcoming Dates" tapped before the app has started still opens the dates @phone', async ({
    page,
  }) => {
    // The page is the server's HTML and its one inline script until `release`.
    const release = await openWithAppHeld(page, '/workshop_description/learn-to-knit');
    await page.getByRole('link', { name: 'Upcoming Dates' }).click();
    await expect(page).toHaveURL(/\/workshop_booking_start\?workshop=learn-to-knit$/);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a date' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Learn to Knit');
    const state = await page.evaluate(() => sessionStorage.getItem('studio.booking'));
    expect(JSON.parse(state!)).toMatchObject({ workshopType: { id: 'learn-to-knit' } });
  });

  test('"Book a place" opens the date choice of this workshop with no date chosen yet @phone', async ({
    page,
  }) => {
    const type = await createWorkshopType();
    await putDate(type, 100, { time: '10am' });
    await page.goto(`/workshop_description/${type.id}`);
    await page.getByRole('link', { name: 'Book a place' }).click();
    await expect(page).toHaveURL(new RegExp(`/workshop_booking_start\\?workshop=${type.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a date' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(type.name);
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  test('a listed date tapped before the app has started starts the booking with that date chosen @phone', async ({
    page,
  }) => {
    const type = await createWorkshopType();
    await putDate(type, 100, { time: '10am' });
    const chosen = await putDate(type, 130, { time: '2pm', guest_slots_remaining: 3 });
    await putDate(type, 140, { time: '11am', guest_slots_remaining: 0 });
    const release = await openWithAppHeld(page, `/workshop_description/${type.id}`);
    // A full date is listed, but not as a way to book.
    await expect(page.getByText('Fully booked')).toBeVisible();
    await expect(page.getByRole('link', { name: /Fully booked/ })).toHaveCount(0);
    await page.getByRole('link', { name: /2pm\W+3 spaces left/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/workshop_booking_start\\?workshop=${type.id}&date=${chosen.id}$`),
    );
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a date' })).toBeVisible();
    await expect(dateOption(page, chosen)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your workshop' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(fullDateLabel(chosen));
  });

  test('a course shows its schedule and the session dates from its first upcoming date', async ({
    page,
  }) => {
    const course = await apiGet<Workshop>(page, 'workshop_types/crochet-foundations-course');
    expect(course.isCourse).toBe(true);
    const first = course.sessions[0]!;
    const expected = courseSessions(
      first.date_of_workshop,
      course.courseDates,
      course.courseInterval,
    );
    await page.goto('/workshop_description/crochet-foundations-course');
    const schedule = page.getByRole('region', { name: 'Course schedule' });
    await expect(schedule).toContainText(`${course.courseDates} sessions, one a week`);
    for (const topic of course.workshopSessions) await expect(schedule).toContainText(topic);
    const sessionList = schedule.getByRole('list').last();
    await expect(sessionList.getByRole('listitem')).toHaveText(
      expected.map((s) => `${s.label}, ${first.time}`),
    );
    await expect(
      page.getByRole('definition').filter({ hasText: 'for the whole course' }),
    ).toBeVisible();
  });

  test('a coming-soon workshop says "Coming Soon" and offers no dates @phone', async ({ page }) => {
    const types = await apiGet<Workshop[]>(page, 'workshop_types');
    const soon = types.find((t) => t.comingSoon)!;
    await page.goto(`/workshop_description/${soon.id}`);
    await expect(page.getByRole('heading', { level: 1, name: soon.name })).toBeVisible();
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upcoming Dates' })).toHaveCount(0);
  });

  test('a workshop with no dates says so instead of offering them', async ({ page }) => {
    const type = await apiGet<Workshop>(page, 'workshop_types/learn-to-knit');
    await answer(page, 'workshop_types/learn-to-knit', { ...type, sessions: [] });
    await openInApp(page, '/workshop_description/learn-to-knit');
    await expect(page.getByText(NO_DATES)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upcoming Dates' })).toHaveCount(0);
  });

  test('Crochet a Bouquet explains itself and shows its next workshops @phone', async ({
    page,
  }) => {
    const cab = await apiGet<{ now: { name: string } | null; next: { name: string } | null }>(
      page,
      'cab_now_next',
    );
    const shown = [cab.now, cab.next].filter((x) => x !== null);
    expect(shown.length).toBeGreaterThan(0);
    await page.goto('/workshop_description/crochet-a-bouquet');
    const what = page.getByRole('region', { name: 'What is Crochet a Bouquet?' });
    await expect(what).toContainText('monthly flower session');
    for (const entry of shown) {
      await expect(what.getByRole('article', { name: entry.name })).toBeVisible();
    }
  });

  test('Crochet a Bouquet with nothing scheduled says no workshops are scheduled', async ({
    page,
  }) => {
    await answer(page, 'cab_now_next', { now: null, next: null });
    await openInApp(page, '/workshop_description/crochet-a-bouquet');
    await expect(page.getByRole('region', { name: 'What is Crochet a Bouquet?' })).toContainText(
      'There are no Crochet a Bouquet workshops scheduled at the moment.',
    );
  });

  test('other workshops have no bouquet section', async ({ page }) => {
    await page.goto('/workshop_description/learn-to-knit');
    await expect(page.getByRole('heading', { level: 1, name: 'Learn to Knit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What is Crochet a Bouquet?' })).toHaveCount(0);
  });

  test('an unknown workshop gets a friendly not-found page with a way back', async ({ page }) => {
    await page.goto('/workshop_description/no-such-workshop');
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find that workshop" }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'See all workshops' }).click();
    await expect(page).toHaveURL(/\/book_a_workshop$/);
  });

  test('shows a placeholder while the workshop loads', async ({ page }) => {
    const release = await hold(page, 'workshop_types/learn-to-knit');
    await openInApp(page, '/workshop_description/learn-to-knit');
    await expect(page.getByRole('status')).toHaveText('Loading the workshop…');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Learn to Knit' })).toBeVisible();
  });
});
