import type { MonthlyMeet, MonthlyWorkshop } from '../../functions/src/domain/model.ts';
import { answer, apiGet, expect, hold, test, openInApp } from './support/site.ts';

const NO_PLANNED = 'Unfortunately there are no planned workshops.';

test('/monthly_meets lists the active meets with when they happen @phone', async ({ page }) => {
  const meets = await apiGet<MonthlyMeet[]>(page, 'monthly_meets');
  expect(meets.length).toBeGreaterThan(0);
  await page.goto('/monthly_meets');
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly meets' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(meets.length);
  for (const meet of meets) {
    const card = page.getByRole('article', { name: meet.name });
    await expect(card).toContainText(meet.schedule);
    await expect(card).toContainText(meet.description);
  }
});

test('/monthly_meets with no meets says "Unfortunately there are no planned workshops."', async ({
  page,
}) => {
  await answer(page, 'monthly_meets', []);
  await openInApp(page, '/monthly_meets');
  await expect(page.getByText(NO_PLANNED)).toBeVisible();
});

test('/monthly_meets shows a placeholder while loading and a retry when loading fails', async ({
  page,
}) => {
  const release = await hold(page, 'monthly_meets');
  await openInApp(page, '/monthly_meets');
  await expect(page.getByRole('status')).toHaveText('Loading the monthly meets…');
  release();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.unroute('**/api/monthly_meets');
  await answer(page, 'monthly_meets', { error: 'Busy' }, 503);
  await openInApp(page, '/monthly_meets');
  await expect(page.getByRole('alert')).toContainText("We couldn't load the monthly meets");
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly meets' })).toBeVisible();
});

const series = [
  { path: '/crochet_a_bouquet', api: 'crochet_a_bouquet', title: 'Crochet a Bouquet' },
  { path: '/granny_square_monthly', api: 'granny_square_monthly', title: 'Granny Square Monthly' },
  { path: '/yarn_and_yarn', api: 'yarn_and_yarn', title: 'Yarn and Yarn' },
];

for (const s of series) {
  test(`${s.path} lists its months, each bookable through its workshop type @phone`, async ({
    page,
  }) => {
    const months = await apiGet<MonthlyWorkshop[]>(page, s.api);
    expect(months.length).toBeGreaterThan(0);
    await page.goto(s.path);
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(months.length);
    const card = (month: MonthlyWorkshop) => page.getByRole('article', { name: month.name });
    const book = (month: MonthlyWorkshop) =>
      card(month).getByRole('link', { name: /See dates and book/ });
    for (const month of months) {
      await expect(card(month)).toContainText(`${month.month} ${month.year}`);
      await expect(card(month)).toContainText(month.price);
    }
    // A month coming soon has no dates yet; the others are booked through their workshop type.
    for (const month of months.filter((m) => m.comingSoon)) {
      await expect(card(month).getByText('No Dates Available')).toBeVisible();
      await expect(book(month)).toHaveCount(0);
    }
    for (const month of months.filter((m) => !m.comingSoon)) {
      await expect(book(month)).toHaveAttribute(
        'href',
        `/workshop_description/${month.workshop_type}`,
      );
    }
  });

  test(`${s.path} with nothing planned says so`, async ({ page }) => {
    await answer(page, s.api, []);
    await openInApp(page, s.path);
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(
      page.getByText(
        s.api === 'crochet_a_bouquet'
          ? 'There are no Crochet a Bouquet workshops scheduled at the moment.'
          : NO_PLANNED,
      ),
    ).toBeVisible();
  });
}

test('a month that is coming soon says "No Dates Available" on /yarn_and_yarn', async ({
  page,
}) => {
  const months = await apiGet<MonthlyWorkshop[]>(page, 'yarn_and_yarn');
  const soon = months.find((m) => m.comingSoon);
  expect(soon, 'the demo data has a Yarn and Yarn month coming soon').toBeDefined();
  await page.goto('/yarn_and_yarn');
  const card = page.getByRole('article', { name: soon!.name });
  await expect(card.getByText('No Dates Available')).toBeVisible();
});

test('booking a month goes through its workshop type description', async ({ page }) => {
  const months = await apiGet<MonthlyWorkshop[]>(page, 'crochet_a_bouquet');
  const bookable = months.find((m) => !m.comingSoon && m.workshop_type)!;
  await page.goto('/crochet_a_bouquet');
  await page
    .getByRole('article', { name: bookable.name })
    .getByRole('link', { name: /See dates and book/ })
    .click();
  await expect(page).toHaveURL(`/workshop_description/${bookable.workshop_type}`);
  await expect(page.getByRole('link', { name: 'Upcoming Dates' })).toBeVisible();
});

test('/granny_square_monthly shows a placeholder while its months load', async ({ page }) => {
  const release = await hold(page, 'granny_square_monthly');
  await openInApp(page, '/granny_square_monthly');
  await expect(page.getByRole('status')).toHaveText('Loading the granny square months…');
  release();
  await expect(page.getByRole('article').first()).toBeVisible();
});
