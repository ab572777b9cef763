import { expect, gotoAdmin, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

test('the admin home groups its tiles under headings by what staff came to do', async ({
  adminPage: page,
}) => {
  await gotoAdmin(page, '/admin_home');
  const main = page.getByRole('main');
  // The dashboard (issue 26) comes first, above the tiles' groups.
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'At a glance',
    'Bookings',
    'Schedule',
    'Content',
    'Studio',
    'People & data',
  ]);
  const group = (heading: string) => main.getByRole('region', { name: heading, exact: true });
  await expect(group('Bookings').getByRole('link')).toHaveCount(5);
  for (const tile of [
    /^Booked workshops/,
    /^Add a booking made another way/,
    /^Waiting lists/,
    /^Refunds due/,
    /^Discount codes/,
  ])
    await expect(group('Bookings').getByRole('link', { name: tile })).toBeVisible();
  await expect(group('Schedule').getByRole('link', { name: /^Schedule a workshop/ })).toBeVisible();
  await expect(group('Content').getByRole('link', { name: /^News items/ })).toBeVisible();
  await expect(group('Studio').getByRole('link', { name: /^Studio details/ })).toBeVisible();
  await expect(group('Studio').getByRole('link', { name: /^Gift vouchers/ })).toBeVisible();
  await expect(group('People & data').getByRole('link', { name: /^Audit log/ })).toBeVisible();
  // Every tile is in one of the groups: none left over, none twice.
  await expect(main.getByRole('region').getByRole('link')).toHaveCount(24);
  await expectNoSeriousA11yViolations(page);
});

test('the admin bar leads to the waiting lists and the refunds due', async ({
  adminPage: page,
}) => {
  await gotoAdmin(page, '/admin_home');
  const bar = page.getByRole('navigation', { name: 'Admin' });
  await bar.getByRole('link', { name: 'Waiting lists', exact: true }).click();
  await expect(page).toHaveURL(/\/waiting_lists$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Waiting lists', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await bar.getByRole('link', { name: 'Refunds due', exact: true }).click();
  await expect(page).toHaveURL(/\/refunds_due$/);
  await expect(bar.getByRole('link', { name: 'Refunds due', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
