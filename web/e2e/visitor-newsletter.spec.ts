import { emulatorDb, putDate } from '../../scripts/lib/emulator.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  bookOnline,
  COLLECTIONS,
  expectNoSidewaysScroll,
  linkInMail,
  robots,
} from './support/self-service.ts';
import { createWorkshopType, expect, LOADED, test } from './support/site.ts';

const UNSUBSCRIBED =
  'You have been unsubscribed. We have removed your email address from our newsletter list and will not send you the newsletter again.';
const NOT_VALID = 'This link is not valid, or you have already unsubscribed';

const signupsOf = async (email: string) =>
  (await emulatorDb().collection(COLLECTIONS.newsletterSignups).where('email', '==', email).get())
    .size;

test('a visitor unsubscribes from the newsletter with the link in their booking email, only when they press the button @phone', async ({
  page,
}) => {
  // A booking, two emails to wait for, two page loads and two accessibility scans: on a busy
  // 2-core CI machine this takes longer than the default 30 s.
  test.setTimeout(90_000);
  const type = await createWorkshopType();
  const date = await putDate(type, 70, { guests: 6 });
  const { email } = await bookOnline(date, { newsletterSignup: true });
  const link = await linkInMail(email, 'booking-confirmation', '/newsletter_unsubscribe');
  expect(await linkInMail(email, 'newsletter-signup', '/newsletter_unsubscribe')).toBe(link);

  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/newsletter_unsubscribe/')) {
      posts.push(req.url());
    }
  });
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }),
  ).toBeVisible(LOADED);
  const button = page.getByRole('button', { name: 'Unsubscribe' });
  await expect(button).toBeVisible();
  expect(await robots(page)).toBe('noindex, nofollow');
  await expectNoSeriousA11yViolations(page);
  // Opening the link (as a mail scanner would) changes nothing.
  expect(posts).toEqual([]);
  expect(await signupsOf(email)).toBe(1);

  await button.click();
  await expect(page.getByRole('status')).toHaveText(UNSUBSCRIBED);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  expect(posts).toHaveLength(1);
  expect(await signupsOf(email)).toBe(0);
  await expectNoSeriousA11yViolations(page);

  // The link has done its work: used again, the server's message says so.
  await page.reload();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText(NOT_VALID);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'contact us', exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
});

test('a link that is not an unsubscribe link shows the server’s message and a way home @phone', async ({
  page,
}) => {
  await page.goto('/newsletter_unsubscribe/not-a-real-link');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText(NOT_VALID);
  expect(await robots(page)).toBe('noindex, nofollow');
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
