import { CANCELLATION_POLICY } from '../../functions/src/domain/policy.ts';
import { RETENTION_STATEMENTS } from '../../functions/src/domain/retention.ts';
import { expect, PAGE_POLL, test, VISITOR_PAGES } from './support/site.ts';

test('/contact_us gives the email, phone number and address @phone', async ({ page }) => {
  await page.goto('/contact_us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'hello@yarnloft.example' })).toHaveAttribute(
    'href',
    'mailto:hello@yarnloft.example',
  );
  await expect(main.getByRole('link', { name: '01632 960 123' })).toHaveAttribute(
    'href',
    'tel:01632960123',
  );
  await expect(main.getByRole('region', { name: 'Visit' })).toContainText('12 Mill Lane');
});

test('/contact_us: each card is as tall as what it says, so the phone card is not mostly empty @phone', async ({
  page,
}) => {
  await page.goto('/contact_us');
  const phone = page.getByRole('region', { name: 'Phone' });
  const card = (await phone.boundingBox())!;
  const number = (await phone.getByRole('link', { name: '01632 960 123' }).boundingBox())!;
  // Below the number (its last line) only the card's own padding.
  expect(card.y + card.height - (number.y + number.height)).toBeLessThanOrEqual(48);
  const visit = (await page.getByRole('region', { name: 'Visit', exact: true }).boundingBox())!;
  expect(visit.height).toBeGreaterThan(card.height);
});

test('/about tells the studio story and links to the workshops @phone', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About The Yarn Loft' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse workshops' }).click();
  await expect(page).toHaveURL(/\/book_a_workshop$/);
});

test('/terms_and_conditions has the cancellation policy and the data policy @phone', async ({
  page,
}) => {
  await page.goto('/terms_and_conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  const cancellation = page.getByRole('region', { name: 'Cancellation policy' });
  for (const rule of CANCELLATION_POLICY) await expect(cancellation).toContainText(rule);
  await expect(page.getByRole('region', { name: 'On the day' })).toContainText(
    'arrive 10 minutes early',
  );
  const data = page.getByRole('region', { name: 'Data policy' });
  for (const statement of Object.values(RETENTION_STATEMENTS)) {
    await expect(data).toContainText(statement);
  }
  await expect(data.getByRole('heading', { name: 'How long we keep it' })).toBeVisible();
  await expect(data.getByRole('heading', { name: 'What we keep and why' })).toBeVisible();
  await expect(data.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toContainText('cookie_consent');
});

test('the terms page contents link to each section', async ({ page }) => {
  await page.goto('/terms_and_conditions');
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Data policy' })
    .click();
  await expect(page).toHaveURL(/#data-policy$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Data policy' })).toBeInViewport();
});

test('every visitor page has its own title and meta description', async ({ page }) => {
  test.setTimeout(90_000);
  // The server's HTML of each page has them (functions/test/server-render.test.ts); here the app
  // keeps them as a visitor moves from page to page, the first page loaded and the others
  // reached inside the running app, as its links reach them.
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  for (const [i, [path, heading]] of VISITOR_PAGES.entries()) {
    if (i === 0) await page.goto(path);
    else {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    }
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The app changes the head once the page has rendered: a title and description not seen on
    // the pages before are this page's.
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        description:
          document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      }));
    let { title, description } = await head();
    await expect
      .poll(
        async () => {
          ({ title, description } = await head());
          return !seen.titles.has(title) && !seen.descriptions.has(description);
        },
        { message: `${path} has a title and description of its own`, intervals: PAGE_POLL },
      )
      .toBe(true);
    expect(title, `${path} title`).toMatch(/The Yarn Loft/);
    expect(description.length, `${path} description`).toBeGreaterThan(50);
    seen.titles.add(title);
    seen.descriptions.add(description);
  }
  expect(seen.titles.size).toBe(VISITOR_PAGES.length);
  expect(seen.descriptions.size).toBe(VISITOR_PAGES.length);
});

test('visitors never download the Firebase SDK', async ({ page }) => {
  test.setTimeout(90_000);
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), res.text());
  });
  for (const [path, heading] of VISITOR_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(scripts.size).toBeGreaterThan(3);
  for (const [url, text] of scripts) {
    expect(await text, url).not.toMatch(/firebase|identitytoolkit/i);
  }
});

test('the links between pages work without reloading the site', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Monthly meets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly meets' })).toBeVisible();
  await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});
