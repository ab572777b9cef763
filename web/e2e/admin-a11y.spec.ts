import { createUser, expect, gotoAdmin, LOADED, openInApp, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

const pages: [path: string, heading: string | RegExp, ready?: string][] = [
  ['/admin_home', 'Studio admin'],
  ['/add_workshop', 'Schedule a new workshop', 'Confirm Booking'],
  ['/add_homepage_newsitem', 'Add a news item'],
  ['/newsletter_signups', 'Newsletter Signups', 'Export CSV'],
  ['/booked_workshops', 'Booked workshops', 'Export CSV'],
  ['/scheduled_workshop_list', 'Scheduled workshops'],
  ['/manage_workshop_types', 'Manage workshop types', 'Save'],
  ['/add_new_workshop_type', 'Add a workshop type', 'Add workshop type'],
  ['/add_granny_square_monthly', 'Add a granny square month', 'Add granny square month'],
  ['/add_crochet_a_bouquet', 'Add a crochet a bouquet month', 'Add crochet a bouquet month'],
  ['/add_other_way_booking', 'Add a booking made another way', 'Add booking'],
  ['/edit_announcement', 'Edit the announcement', 'Save announcement'],
  ['/edit_payment_links', 'Payments', 'Save payments'],
  ['/edit_studio_details', 'Studio details', 'Save studio details'],
  ['/reminder_settings', 'Reminder times', 'Save reminder times'],
  ['/person_data', 'Person data', 'Download data'],
  ['/failed_emails', 'Failed emails'],
  ['/class_register/6b0f3c2e-1d5a-4f7e-9a11-000000000001', /^Class register/, 'Print'],
];

for (const [path, heading, ready] of pages) {
  test(`${path} has no serious or critical accessibility violation`, async ({
    adminPage: page,
  }) => {
    // axe walks every node of the page; on a busy machine a long list takes a while.
    test.setTimeout(120_000);
    await gotoAdmin(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (ready) await expect(page.getByRole('button', { name: ready }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}

test('an opened workshop type row and a form showing its errors have no serious violation', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  await gotoAdmin(page, '/manage_workshop_types');
  const row = page.getByRole('form').first();
  await row.locator('summary').click();
  await row.getByLabel('Price').fill('free');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Not saved');
  await expectNoSeriousA11yViolations(page);

  await openInApp(page, '/add_workshop');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the sign-in page, its error, and the no-access page have no serious violation', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(LOADED);
  await expectNoSeriousA11yViolations(page);
  // Each state comes from the form on this page, as it does for staff (no page load between).
  const signInHere = async (email: string, password: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await signInHere('nobody@studio.test', 'wrong-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const user = await createUser();
  await signInHere(user.email, user.password);
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('staff forms mark their optional fields and tell which are required, as the schema says', async ({
  adminPage: page,
}) => {
  await gotoAdmin(page, '/add_other_way_booking');
  for (const label of ['Workshop date', 'Name', 'Contact number', 'Guests'])
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
  const email = page.getByRole('textbox', { name: /^Email/ });
  await expect(email).toHaveAccessibleName('Email (optional)');
  await expect(email).not.toHaveAttribute('aria-required', 'true');
  // Sending a confirmation needs an address: the field says so before the form is sent.
  await page.getByLabel('Send confirmation email').check();
  await expect(email).toHaveAccessibleName('Email');
  await expect(email).toHaveAttribute('aria-required', 'true');

  await openInApp(page, '/add_new_workshop_type');
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-required', 'true');
  for (const label of ['Id', 'Image', 'Short description', 'Skills needed', 'Notes'])
    await expect(page.getByLabel(`${label} (optional)`, { exact: true })).toBeVisible();

  await openInApp(page, '/add_workshop');
  for (const label of ['Workshop type', 'Date', 'Month', 'Year', 'Time', 'Number of guests'])
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
  await expectNoSeriousA11yViolations(page);
});
