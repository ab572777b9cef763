import type { AuditEntry } from '../../functions/src/domain/model.ts';
import { COLLECTIONS } from '../../functions/src/lib/collections.ts';
import { whenLabel } from '../../functions/src/domain/wording.ts';
import { put, putDate } from '../../scripts/lib/emulator.ts';
import { uniqueId, uniqueName } from '../../scripts/lib/factories.ts';
import {
  addBooking,
  adminCall,
  expect,
  gotoAdmin,
  SEED_ADMIN,
  test,
} from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createWorkshopType } from './support/site.ts';

test('a booking’s History shows its changes newest first: when, who, what and before → after, each naming the person, the workshop and the reference', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Audited Workshop') });
  const date = await putDate(type, 30, { guests: 5 });
  const name = uniqueName('Audited Booker');
  const booking = await addBooking(date, { name, guests: 2 });
  await adminCall('update_booking', { id: booking.id, payed: true });
  await adminCall('cancel_booking', { id: booking.id, notify: false, reason: 'Changed plans' });

  await gotoAdmin(page, '/booked_workshops?view=cancelled');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: `History: ${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/audit_log\\?target=${booking.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByLabel('Target')).toHaveValue(booking.id);

  const rows = page.getByRole('region', { name: 'Audit log entries' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  const [cancelled, paid, added] = [rows.nth(1), rows.nth(2), rows.nth(3)];
  await expect(cancelled).toContainText('Cancelled a booking');
  await expect(cancelled).toContainText(SEED_ADMIN.email);
  await expect(cancelled).toContainText(/Status: booked →\s*changed to cancelled/);
  await expect(cancelled).toContainText(/Reason: \(none\) →\s*changed to Changed plans/);
  await expect(cancelled.getByRole('rowheader')).toHaveText(
    /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}:\d{2}$/,
  );
  // Named as staff know it, not by its id, even where the change touched only its state.
  const named = `Booking ${booking.reference}: ${name}, ${type.name}, ${whenLabel(date)}`;
  await expect(cancelled.getByRole('link', { name: named, exact: true })).toHaveAttribute(
    'href',
    `/audit_log?target=bookings%2F${booking.id}`,
  );
  await expect(
    page.getByText(`Every change staff made to ${named}, newest first (times in London).`),
  ).toBeVisible();
  await expect(paid).toContainText('Marked paid');
  await expect(paid).toContainText(/Paid: No →\s*changed to Yes/);
  await expect(paid.getByRole('link', { name: named, exact: true })).toBeVisible();
  await expect(added).toContainText('Added a booking');
  await expect(added.getByRole('link', { name: named, exact: true })).toBeVisible();
  await expect(added).toContainText(/Created: show the \d+ details recorded/);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Action').selectOption({ label: 'Marked paid' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Marked paid');
  await page.getByRole('button', { name: 'Show every entry' }).click();
  await expect(page.getByLabel('Target')).toHaveValue('');
});

test('the audit log pages back through older entries and returns to the newest', async ({
  adminPage: page,
}) => {
  const target = { collection: 'bookings', id: uniqueId('paged') };
  const start = Date.now() - 60_000;
  for (let i = 0; i < 53; i += 1) {
    await put<AuditEntry>(COLLECTIONS.auditLog, {
      id: uniqueId('audit'),
      at: start + i * 1000,
      by: { uid: 'e2e', email: SEED_ADMIN.email },
      action: 'edit_booking',
      target,
      before: { guests: i },
      after: { guests: i + 1 },
    });
  }

  await gotoAdmin(page, '/admin_home');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Audit log Every change/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Target').fill(target.id);
  await page.getByRole('button', { name: 'Filter' }).click();

  const rows = page.getByRole('region', { name: 'Audit log entries' }).getByRole('row');
  await expect(rows).toHaveCount(51);
  await expect(rows.nth(1)).toContainText(/Guests: 52 →\s*changed to 53/);
  // Entries stored before entries named their subject still name the booking by its id.
  await expect(rows.nth(1).getByRole('link', { name: `Booking ${target.id}` })).toBeVisible();
  await expect(rows.nth(50)).toContainText(/Guests: 3 →\s*changed to 4/);
  await page.getByRole('link', { name: 'Older entries' }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(/Guests: 2 →\s*changed to 3/);
  await expect(rows.nth(3)).toContainText(/Guests: 0 →\s*changed to 1/);
  await expect(page.getByRole('link', { name: 'Older entries' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Newest entries' }).click();
  await expect(rows).toHaveCount(51);
  await expect(rows.nth(1)).toContainText(/Guests: 52 →\s*changed to 53/);
});
