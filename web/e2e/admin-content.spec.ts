import { readFile } from 'node:fs/promises';
import { emulatorDb, putDate } from '../../scripts/lib/emulator.ts';
import { uniqueName } from '../../scripts/lib/factories.ts';
import { expect, gotoAdmin, LOADED, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { bookOnline, COLLECTIONS } from './support/self-service.ts';
import { createWorkshopType, withPaymentMethods } from './support/site.ts';

test('a published news item is sanitised by the server and shows on the home page', async ({
  adminPage: page,
  homePageNews: _news,
}) => {
  const title = uniqueName('Studio News');
  await gotoAdmin(page, '/add_homepage_newsitem');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a news item' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Message')
    .fill('<p>New <strong>yarn</strong> in stock.</p><script>window.hacked = true</script>');
  await page.getByLabel('Day').fill('1st');
  await page.getByLabel('Month').selectOption('January');
  await page.getByLabel('Show a button').check();
  await page.getByLabel('Button text').fill('See the yarn');
  await page.getByLabel('Button destination').fill('/book_a_workshop');
  await page.getByRole('button', { name: 'Publish news item' }).click();

  await expect(page.getByRole('status')).toHaveText(`Published “${title}” on the home page.`);
  await expect(page.getByLabel('Title')).toHaveValue('');
  const preview = page.getByRole('region', { name: 'As it shows on the home page' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('yarn', { exact: true })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);

  await page.getByRole('link', { name: 'See the home page' }).click();
  const item = page.getByRole('article', { name: title });
  await expect(item).toContainText('New yarn in stock.');
  await expect(item).toContainText(`1 January ${new Date().getFullYear()}`);
  await expect(item.getByRole('link', { name: 'See the yarn' })).toHaveAttribute(
    'href',
    '/book_a_workshop',
  );
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
});

test('/add_homepage_news is the same page and checks a button needs its text and destination', async ({
  adminPage: page,
}) => {
  await gotoAdmin(page, '/add_homepage_news');
  await page.getByLabel('Title').fill('Half a button');
  await page.getByLabel('Message').fill('<p>Hi</p>');
  await page.getByLabel('Show a button').check();
  await page.getByLabel('Button destination').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Publish news item' }).click();
  await expect(page.getByText('Enter the button text')).toBeVisible();
  await expect(page.getByText(/Enter where the button goes/)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Half a button');
});

test('newsletter signups list emails with their local signup date and time, and export as CSV', async ({
  adminPage: page,
}) => {
  const email = `${uniqueName('news').replace(' ', '-')}@example.com`;
  const added = Date.UTC(2026, 0, 15, 9, 30, 5);
  await emulatorDb().collection('newsletter_signups').doc(email).set({ email, added_date: added });

  await gotoAdmin(page, '/newsletter_signups');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Signups' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Newsletter signups' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Email', 'Signup Date', 'Actions']);
  const local = await page.evaluate((ms) => new Date(ms).toLocaleString('en-GB'), added);
  await expect(table.getByRole('row', { name: email })).toContainText(local);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^newsletter-signups-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('\uFEFFEmail,Signup Date');
  expect(lines).toContain(`${email},2026-01-15 09:30`);
  expect(text.endsWith('\r\n')).toBe(true);
});

test('newsletter requests waiting for confirmation show apart, with when they lapse, and are not exported', async ({
  adminPage: page,
}) => {
  const address = (who: string) => `${uniqueName(who).replace(' ', '-')}@example.com`;
  const [onList, waiting] = [address('onlist'), address('waiting')];
  const added = Date.UTC(2026, 5, 1, 11, 0);
  const signups = emulatorDb().collection('newsletter_signups');
  await signups.doc(onList).set({ email: onList, added_date: added, status: 'confirmed' });
  await signups.doc(waiting).set({ email: waiting, added_date: added, status: 'pending' });

  await gotoAdmin(page, '/newsletter_signups');
  const confirmed = page.getByRole('region', { name: 'Newsletter signups' });
  await expect(confirmed.getByRole('row', { name: onList })).toBeVisible(LOADED);
  await expect(confirmed.getByRole('row', { name: waiting })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Waiting for confirmation' }),
  ).toBeVisible();
  const pending = page.getByRole('region', { name: 'Signups waiting for confirmation' });
  await expect(pending.getByRole('columnheader')).toHaveText([
    'Email',
    'Asked',
    'Deleted unless confirmed by',
    'Actions',
  ]);
  // Asked 1 June 12:00 in London (BST); lapses seven days later.
  await expect(pending.getByRole('row', { name: waiting })).toContainText('08/06/2026, 12:00');
  await expect(pending.getByRole('row', { name: onList })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = await readFile((await (await downloading).path())!, 'utf8');
  expect(text).toContain(onList);
  expect(text).not.toContain(waiting);
});

test('staff remove an address from the newsletter list after confirming', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Newsletter Workshop') });
  const date = await putDate(type, 35, { guests: 6 });
  const { email } = await bookOnline(date, { newsletterSignup: true });
  const signups = emulatorDb()
    .collection(COLLECTIONS.newsletterSignups)
    .where('email', '==', email);
  expect((await signups.get()).size).toBe(1);

  await gotoAdmin(page, '/newsletter_signups');
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible(LOADED);
  const remove = row.getByRole('button', { name: `Remove: ${email}` });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: `Remove ${email} from the newsletter list?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep them on the list' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  expect((await signups.get()).size).toBe(1);

  await remove.click();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`Removed ${email} from the newsletter list.`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
  expect((await signups.get()).size).toBe(0);
});

test('the newsletter page says so when there are no signups to show, also when loading fails', async ({
  adminPage: page,
}) => {
  await page.route('**/api/get_newsletter_signups', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await gotoAdmin(page, '/newsletter_signups');
  await expect(page.getByText('No newsletter signups found.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the announcement editor loads the notice, checks the expiry date and saves changes', async ({
  adminPage: page,
  storedAnnouncement: original,
}) => {
  await gotoAdmin(page, '/edit_announcement');
  await expect(page.getByLabel('Title')).toHaveValue(original.title);
  await page.getByLabel('Show until').fill('');
  await page.getByRole('button', { name: 'Save announcement' }).click();
  await expect(page.getByText('Enter the last day to show it as YYYY-MM-DD')).toBeVisible();

  // Title and expiry stay as they are, so the admin's "dismissed" flag stays valid meanwhile.
  const message = `${original.message} ${uniqueName('Edited')}`;
  await page.getByLabel('Show until').fill(original.expiresOn);
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Save announcement' }).click();
  await expect(page.getByRole('status')).toContainText(`Saved. Visitors see “${original.title}”`);
  const stored = await emulatorDb().collection('site_content').doc('announcement').get();
  expect(stored.get('message')).toBe(message);
});

test('the payments page refuses a link that is not https and saves good links', async ({
  adminPage: page,
}) => {
  // The settings are this test's alone while it runs (other tests choose how visitors pay).
  await withPaymentMethods('both', async () => {
    const saved = (await emulatorDb().collection('site_content').doc('payment_links').get()).get(
      'links',
    ) as Record<string, string>;
    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/site_content/payment_links')) puts += 1;
    });
    await gotoAdmin(page, '/admin_home');
    await page.getByRole('link', { name: /^Payments/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const two = page.getByLabel('Link for 2 guests');
    await expect(two).toHaveValue(saved['2']!);

    await two.fill('http://pay.example.com/insecure');
    await page.getByRole('button', { name: 'Save payments' }).click();
    await expect(page.getByText('Enter a payment link starting with https://')).toBeVisible();
    await expect(two).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toBe(0);

    // Saved back unchanged, so a checkout test running alongside sees the same links.
    await two.fill(saved['2']!);
    await page.getByRole('button', { name: 'Save payments' }).click();
    await expect(page.getByRole('status')).toContainText('Saved.');
    expect(puts).toBe(1);
  });
});
