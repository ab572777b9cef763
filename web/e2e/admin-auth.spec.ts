import {
  createUser,
  expect,
  LOADED,
  SEED_ADMIN,
  signInThroughUi,
  test,
} from './support/admin-stack.ts';
import { passwordResetLinks } from '../../scripts/lib/emulator.ts';
import { announcement } from '../../scripts/lib/factories.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { answer } from './support/site.ts';

const NO_MATCH = "That email and password don't match. Try again or reset your password.";

test('a wrong password or an unknown address is told in words, never in the provider’s @phone', async ({
  page,
}) => {
  // The Auth emulator answers INVALID_PASSWORD and EMAIL_NOT_FOUND (the SDK's auth/wrong-password
  // and auth/user-not-found); production answers auth/invalid-credential for both.
  for (const [email, password] of [
    [SEED_ADMIN.email, 'not-the-password'],
    ['nobody-here@studio.test', 'not-the-password'],
  ] as const) {
    await signInThroughUi(page, email, password);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(NO_MATCH);
    await expect(page.getByRole('main')).not.toContainText(/Firebase|auth\//);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
  }
  await expectNoSeriousA11yViolations(page);
});

test('“Reset your password” emails a link to an account’s address and tells nothing of others @phone', async ({
  page,
}) => {
  const user = await createUser({ admin: true });
  await signInThroughUi(page, user.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(NO_MATCH);
  await page.getByRole('button', { name: 'Reset your password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `If ${user.email} has a staff account, we have emailed it a link to choose a new password.`,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => passwordResetLinks(user.email)).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);

  // An address without an account is answered the same, and nothing is sent.
  const nobody = 'nobody-reset@studio.test';
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Reset your password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `If ${nobody} has a staff account, we have emailed it a link to choose a new password.`,
  );
  expect(await passwordResetLinks(nobody)).toEqual([]);

  // Without an address it says what to do and goes to the field.
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Reset your password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter your email address, then choose "Reset your password".',
  );
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('the studio’s announcement stays off the sign-in and staff pages and shows on the home page', async ({
  page,
}) => {
  const notice = announcement({ title: "We're Moving" });
  await answer(page, 'site_content/announcement', notice);
  const dialog = page.getByRole('dialog', { name: notice.title });
  // Everything the page asks for has come (the announcement and the dialog's code included).
  const settled = () => page.waitForLoadState('networkidle');

  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible(LOADED);
  await settled();
  await expect(dialog).toHaveCount(0);

  await page.getByLabel('Email').fill(SEED_ADMIN.email);
  await page.getByLabel('Password').fill(SEED_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Studio admin' })).toBeVisible(LOADED);
  await settled();
  await expect(dialog).toHaveCount(0);
  await page.goto('/booked_workshops');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
  await settled();
  await expect(dialog).toHaveCount(0);

  await page.goto('/');
  await expect(dialog).toBeVisible(LOADED);
  await expect(dialog).toContainText(notice.message);
});

test('the seed admin signs in, lands on the admin home with the admin logo, and signs out @phone', async ({
  page,
}) => {
  await signInThroughUi(page, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/admin_home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio admin' })).toBeVisible();
  // The desktop logo is hidden on phones but still switches; the brand link goes to admin home.
  const logo = page.getByRole('banner').getByRole('img', { includeHidden: true }).first();
  await expect(logo).toHaveAttribute('src', /logo-admin/);
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute(
    'href',
    '/admin_home',
  );
  await expect(page.getByText(`Signed in as ${SEED_ADMIN.email}`)).toBeVisible();
  const robots = () =>
    page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content'));
  expect(await robots()).toBe('noindex, nofollow');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(logo).not.toHaveAttribute('src', /logo-admin/);
  await expect.poll(robots).toBeUndefined();
  await page.goto('/admin_home');
  await expect(page).toHaveURL(/\/$/);
});

test('the sign-in page sends someone already signed in back to the home page', async ({ page }) => {
  await signInThroughUi(page, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/admin_home$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor who is not signed in is sent from every admin page to the home page', async ({
  page,
}) => {
  for (const path of ['/admin_home', '/add_workshop', '/booked_workshops', '/newsletter_signups']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('a signed-up user without the admin claim is told plainly they have no access', async ({
  page,
}) => {
  const user = await createUser();
  await signInThroughUi(page, user.email, user.password);
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'You do not have access to the studio admin pages.',
  );
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/booked_workshops');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Booked workshops' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('visitors never download the Firebase SDK; the sign-in page does', async ({
  page,
  request,
}) => {
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(req.url());
  });
  // Firebase Auth's REST endpoint is in the SDK's code and nowhere else.
  const sdkScripts = async () => {
    const found: string[] = [];
    for (const url of scripts) {
      if ((await (await request.get(url)).text()).includes('identitytoolkit.googleapis.com')) {
        found.push(url);
      }
    }
    return found;
  };

  for (const path of ['/', '/book_a_workshop', '/calendar_view', '/contact_us']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await sdkScripts()).toEqual([]);

  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible(LOADED);
  expect(await sdkScripts()).toHaveLength(1);
});
