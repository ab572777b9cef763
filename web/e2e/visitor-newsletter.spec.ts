import type { Page } from '@playwright/test';
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
const NOT_A_CONFIRM_LINK =
  'This link is not valid, or it has run out; tick the newsletter box when you next book to ask again';

const CONFIRMED =
  'Thank you: your signup is confirmed. You are on our newsletter list, and every newsletter has a link to unsubscribe.';

const signupOf = async (email: string) => {
  const snap = await emulatorDb()
    .collection(COLLECTIONS.newsletterSignups)
    .where('email', '==', email)
    .get();
  return snap.docs[0]?.data() as { status?: string } | undefined;
};
const signupsOf = async (email: string) => ((await signupOf(email)) ? 1 : 0);

/** Records the POSTs the page sends to one API path. */
function postsTo(page: Page, path: string) {
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes(path)) posts.push(req.url());
  });
  return posts;
}

/**
 * Opens a newsletter link's page: its heading and button show, it is not indexed, and opening it
 * (as a mail scanner would) sent nothing. Returns the POSTs the page sends to the link's endpoint.
 */
async function openLinkPage(page: Page, link: string, heading: string, button: string) {
  const posts = postsTo(page, `/api${link.slice(0, link.lastIndexOf('/') + 1)}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(LOADED);
  await expect(page.getByRole('button', { name: button })).toBeVisible();
  expect(await robots(page)).toBe('noindex, nofollow');
  await expectNoSeriousA11yViolations(page);
  expect(posts).toEqual([]);
  return posts;
}

/** Presses the page's button: the result shows, the button goes, and one request was sent. */
async function press(page: Page, button: string, result: string, posts: string[]) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('status')).toHaveText(result);
  await expect(page.getByRole('button', { name: button })).toHaveCount(0);
  expect(posts).toHaveLength(1);
}

test('a visitor confirms the newsletter signup their booking asked for, with the link in its email, only when they press the button @phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const type = await createWorkshopType();
  const date = await putDate(type, 70, { guests: 6 });
  const { email } = await bookOnline(date, { newsletterSignup: true });
  const link = await linkInMail(email, 'newsletter-signup', '/newsletter_confirm');

  const button = 'Confirm my signup';
  const posts = await openLinkPage(page, link, 'Confirm your newsletter signup', button);
  expect(await signupOf(email)).toMatchObject({ status: 'pending' });

  await press(page, button, CONFIRMED, posts);
  expect(await signupOf(email)).toMatchObject({ status: 'confirmed' });
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
});

test('a link that is not a confirmation link shows the server’s message, how to ask again, and a way home @phone', async ({
  page,
}) => {
  await page.goto('/newsletter_confirm/not-a-real-link');
  await page.getByRole('button', { name: 'Confirm my signup' }).click();
  await expect(page.getByRole('alert')).toHaveText(NOT_A_CONFIRM_LINK);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'contact us', exact: true }),
  ).toBeVisible();
  expect(await robots(page)).toBe('noindex, nofollow');
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor unsubscribes from the newsletter with the link in their booking email, only when they press the button @phone', async ({
  page,
}) => {
  // Two bookings, emails to wait for, two page loads and two accessibility scans: on a busy
  // 2-core CI machine this takes longer than the default 30 s.
  test.setTimeout(90_000);
  const type = await createWorkshopType();
  const date = await putDate(type, 70, { guests: 6 });
  const { email } = await bookOnline(date, { newsletterSignup: true });
  // On the list once confirmed; from then on each email to the address can take it off.
  const confirm = await linkInMail(email, 'newsletter-signup', '/newsletter_confirm');
  const confirmed = await page.request.post(`/api${confirm}`, { data: {} });
  expect(confirmed.status()).toBe(200);
  await bookOnline(date, { email });
  const link = await linkInMail(email, 'booking-confirmation', '/newsletter_unsubscribe');

  const posts = await openLinkPage(page, link, 'Unsubscribe from the newsletter', 'Unsubscribe');
  expect(await signupsOf(email)).toBe(1);

  await press(page, 'Unsubscribe', UNSUBSCRIBED, posts);
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
