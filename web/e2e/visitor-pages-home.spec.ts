import type {
  NewsItem,
  ScheduledWorkshop,
  WorkshopType,
} from '../../functions/src/domain/model.ts';
import { answer, apiGet, expect, hold, openInApp, test } from './support/site.ts';

type Upcoming = WorkshopType & { sessions: ScheduledWorkshop[] };
const NO_WORKSHOPS = 'Unfortunately there are no workshops available at the moment';

test('the home page shows the hero and every upcoming workshop that has dates @phone', async ({
  page,
}) => {
  const upcoming = await apiGet<Upcoming[]>(page, 'upcoming_workshops');
  const withDates = upcoming.filter((w) => w.sessions.length > 0);
  expect(withDates.length).toBeGreaterThan(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The Yarn Loft' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Balls of yarn/ })).toBeVisible();
  const section = page.getByRole('region', { name: 'Upcoming workshops' });
  await expect(section.getByRole('article')).toHaveCount(withDates.length);
  for (const w of withDates) {
    const card = section.getByRole('article', { name: w.name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(w.price);
    await expect(card).toContainText('Next:');
  }
});

test('the hero picture shows on a home page that arrived whole and on one reached in the app', async ({
  page,
}) => {
  const hero = page.getByRole('img', { name: /Balls of yarn/ });
  const loaded = () => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
  // Arrived whole: the server's inline copy, which the app keeps as it takes the page over.
  await page.goto('/');
  await expect(hero).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  expect(await loaded()).toBeGreaterThan(0);
  // Reached from another page: the app's bundle has no copy of its own, so the picture's file.
  await openInApp(page, '/');
  await expect(hero).toHaveAttribute('src', '/images/hero.svg');
  await expect.poll(loaded).toBeGreaterThan(0);
});

test('an upcoming workshop card opens the workshop description', async ({ page }) => {
  const [first] = await apiGet<Upcoming[]>(page, 'upcoming_workshops');
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Upcoming workshops' })
    .getByRole('link', { name: first!.name })
    .click();
  await expect(page).toHaveURL(`/workshop_description/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
});

test('the news items show newest first with their message and their optional button @phone', async ({
  page,
  homePageNews: _news,
}) => {
  const news = await apiGet<NewsItem[]>(page, 'homepage_news');
  expect(news.filter((n) => n.button).length).toBeGreaterThan(0);
  expect(news.filter((n) => !n.button).length).toBeGreaterThan(0);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'News from the studio' });
  const article = (item: NewsItem) => section.getByRole('article', { name: item.title });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(news.map((n) => n.title));
  for (const item of news) {
    await expect(article(item)).toContainText(item.message.replace(/<[^>]+>/g, ''));
  }
  for (const item of news.filter((n) => n.button)) {
    await expect(article(item).getByRole('link', { name: item.buttonText })).toHaveAttribute(
      'href',
      item.buttonDestination,
    );
  }
  // Without a button an item has only the links its message holds.
  for (const item of news.filter((n) => !n.button)) {
    const inMessage = [...item.message.matchAll(/<a\b/g)].length;
    await expect(article(item).getByRole('link')).toHaveCount(inMessage);
  }
});

test('news HTML is rendered as formatting, not as text', async ({ page }) => {
  await answer(page, 'homepage_news', [
    {
      id: 'n1',
      title: 'Bold news',
      message: '<p>We have <strong>new yarn</strong> in.</p>',
      date: Date.now(),
      button: false,
      buttonText: '',
      buttonDestination: '',
    },
  ]);
  await openInApp(page, '/');
  const article = page.getByRole('article', { name: 'Bold news' });
  await expect(article).toContainText('We have new yarn in.');
  await expect(article).not.toContainText('<strong>');
});

test('a link to a page of the site inside a news message opens without reloading the site', async ({
  page,
}) => {
  const news = await apiGet<NewsItem[]>(page, 'homepage_news');
  const item = news.find((n) => /<a href="\/[a-z_]+"[^>]*>/.test(n.message));
  expect(item, 'the demo news has a message linking to a page of the site').toBeDefined();
  const [, href, text] = /<a href="(\/[a-z_]+)"[^>]*>([^<]+)<\/a>/.exec(item!.message)!;
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.getByRole('article', { name: item!.title }).getByRole('link', { name: text }).click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
});

test('phones get an "All Workshops & Courses" link to the workshop list @phone', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'All Workshops & Courses' });
  if (!isMobile) {
    await expect(page.getByRole('region', { name: 'Upcoming workshops' })).toBeVisible();
    await expect(link).toBeHidden();
    return;
  }
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/book_a_workshop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops & Courses' })).toBeVisible();
});

test('"What\'s on this month" opens the calendar, on a phone too @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: "What's on this month" }).click();
  await expect(page).toHaveURL(/\/calendar_view$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "What's on at the studio" }),
  ).toBeVisible();
});

test('phones reach the calendar from the burger menu @phone-only', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: "What's On", exact: true })
    .click();
  await expect(page).toHaveURL(/\/calendar_view$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "What's on at the studio" }),
  ).toBeVisible();
});

test('a placeholder holds the place of the upcoming workshops while they load', async ({
  page,
}) => {
  const release = await hold(page, 'upcoming_workshops');
  await openInApp(page, '/');
  const section = page.getByRole('region', { name: 'Upcoming workshops' });
  await expect(section.getByRole('status')).toHaveText('Loading the upcoming workshops…');
  await expect(section.getByRole('article')).toHaveCount(0);
  release();
  await expect(section.getByRole('status')).toHaveCount(0);
  await expect(section.getByRole('article').first()).toBeVisible();
});

test('when the upcoming workshops fail to load the page stays and offers another try', async ({
  page,
}) => {
  await answer(page, 'upcoming_workshops', { error: 'Busy' }, 503);
  await openInApp(page, '/');
  const section = page.getByRole('region', { name: 'Upcoming workshops' });
  await expect(section.getByRole('alert')).toContainText(
    "We couldn't load the upcoming workshops just now.",
  );
  await expect(page.getByRole('region', { name: 'News from the studio' })).toBeVisible();
  await page.unroute('**/api/upcoming_workshops');
  await section.getByRole('button', { name: 'Try again' }).click();
  await expect(section.getByRole('article').first()).toBeVisible();
});

test('with no upcoming workshops the home page says so', async ({ page }) => {
  await answer(page, 'upcoming_workshops', []);
  await openInApp(page, '/');
  await expect(page.getByRole('region', { name: 'Upcoming workshops' })).toContainText(
    NO_WORKSHOPS,
  );
});

test('the home page links to the monthly meets and the monthly series', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Every month at the studio' });
  for (const [name, path] of [
    ['Monthly meets', '/monthly_meets'],
    ['Crochet a Bouquet', '/crochet_a_bouquet'],
    ['Granny Square Monthly', '/granny_square_monthly'],
    ['Yarn and Yarn', '/yarn_and_yarn'],
  ]) {
    await expect(section.getByRole('link', { name })).toHaveAttribute('href', path!);
  }
});
