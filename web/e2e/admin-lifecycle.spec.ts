import type { Page } from '@playwright/test';
import type { ScheduledWorkshop } from '../../functions/src/domain/model.ts';
import { getDate, mailFor, putBooking, putDate, readDoc } from '../../scripts/lib/emulator.ts';
import { uniqueName } from '../../scripts/lib/factories.ts';
import { addBooking, expect, gotoAdmin, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { apiGet, createWorkshopType } from './support/site.ts';

const bookingRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

/** Places left on a date as visitors' pages read them (the public API). */
async function publicPlacesLeft(page: Page, typeId: string, dateId: string) {
  const dates = await apiGet<ScheduledWorkshop[]>(page, `scheduled_workshops/${typeId}`);
  return dates.find((d) => d.id === dateId)?.guest_slots_remaining;
}

test('cancelling a booking gives its places back, emails the visitor and lists it as cancelled @phone', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Cancel Workshop') });
  const date = await putDate(type, 30, { guests: 6 });
  const name = uniqueName('Cancel Me');
  const email = `${name.split(' ').pop()}@example.com`;
  const booking = await addBooking(date, { name, email, guests: 2, payed: true });
  await expect.poll(() => publicPlacesLeft(page, type.id, date.id)).toBe(4);

  await gotoAdmin(page, '/booked_workshops');
  await bookingRow(page, name)
    .getByRole('button', { name: `Cancel: ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${name}’s booking` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Tell the visitor by email')).toBeChecked();
  await dialog.getByLabel('Reason (optional)').fill('The tutor is unwell');
  await expect(dialog.getByLabel('The booker asked for this')).not.toBeChecked();
  await dialog.getByLabel('The booker asked for this').check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();

  const status = page.getByRole('status').filter({ hasText: 'Cancelled' });
  await expect(status).toContainText(`Cancelled ${name}’s booking for ${type.name}`);
  await expect(status).toContainText('2 places went back to the date.');
  await expect(status).toContainText(`An email is on its way to ${email}.`);
  await expect(status).toContainText('It was paid: refund it.');
  await expect(bookingRow(page, name)).toHaveCount(0);
  await expect.poll(() => publicPlacesLeft(page, type.id, date.id)).toBe(6);
  const mail = await mailFor([booking.id]);
  const cancelled = mail.find((m) => m.kind === 'booking-cancelled');
  expect(cancelled?.message.text).toContain('as you asked, we have cancelled your booking');

  await page.getByRole('button', { name: 'Show cancelled' }).click();
  const row = bookingRow(page, name);
  await expect(row).toContainText('Cancelled by staff on');
  await expect(row).toContainText('Reason: The tutor is unwell');
  await expect(row.getByRole('link', { name: `History: ${name}` })).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
});

test('a move to a date without enough places shows how many are left; a move to one with room takes them', async ({
  adminPage: page,
}) => {
  const from = await createWorkshopType({ name: uniqueName('Move From') });
  const to = await createWorkshopType({ name: uniqueName('Move To'), price: '£20' });
  const fromDate = await putDate(from, 30, { guests: 6 });
  const tight = await putDate(to, 32, { guests: 4, guest_slots_remaining: 2 });
  const roomy = await putDate(to, 34, { guests: 8 });
  const name = uniqueName('Mover');
  await addBooking(fromDate, { name, email: 'mover@example.com', guests: 3 });

  await gotoAdmin(page, '/booked_workshops');
  await bookingRow(page, name)
    .getByRole('button', { name: `Move: ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Move ${name}’s booking` });
  const newDate = dialog.getByLabel('New date');
  await expect(newDate.locator('option', { hasText: from.name })).toHaveCount(0);
  await expect(newDate.locator(`option[value="${tight.id}"]`)).toHaveText(
    /\(2 of 4 spaces left\)$/,
  );
  await expect(dialog.getByLabel('Tell the visitor by email')).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await newDate.selectOption(tight.id);
  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Sorry, only 2 places are left on this date');

  await newDate.selectOption(roomy.id);
  await dialog.getByLabel('Tell the visitor by email').uncheck();
  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toHaveText(
    new RegExp(`^Moved ${name}’s booking to ${to.name}, `),
  );
  await expect(dialog).toHaveCount(0);
  const group = page.locator('section', { has: page.getByRole('heading', { name: to.name }) });
  await expect(group.getByRole('row', { name: new RegExp(name) })).toContainText('£60');
  expect((await getDate(fromDate.id)).guest_slots_remaining).toBe(6);
  expect((await getDate(roomy.id)).guest_slots_remaining).toBe(5);
});

test('editing a booking: more guests than are left is refused with the places left, and a valid edit saves', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Edit Workshop') });
  const date = await putDate(type, 30, { guests: 4 });
  const name = uniqueName('Edit Me');
  const booking = await addBooking(date, { name, guests: 2 });

  await gotoAdmin(page, '/booked_workshops');
  await bookingRow(page, name)
    .getByRole('button', { name: `Edit: ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}’s booking` });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await expect(dialog.getByLabel('Other phone number')).toHaveValue('020 7946 0000');

  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Email').fill('edited@example.com');
  await dialog.getByLabel('Guests').fill('5');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sorry, only 2 more places are left on this date',
  );

  await dialog.getByLabel('Guests').fill('3');
  await dialog.getByLabel('Notes').fill('Brings her own hook');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
    `Saved the changes to ${name}’s booking.`,
  );
  const row = bookingRow(page, name);
  await expect(row).toContainText('Notes: Brings her own hook');
  await expect(row).toContainText('edited@example.com');
  await expect(row.getByRole('cell').nth(1)).toHaveText('3');
  expect((await getDate(date.id)).guest_slots_remaining).toBe(1);
  expect((await readDoc<{ guests: number }>('bookings', booking.id))?.guests).toBe(3);
});

test('a paid booking can be marked unpaid again', async ({ adminPage: page }) => {
  const type = await createWorkshopType({ name: uniqueName('Unpaid Workshop') });
  const date = await putDate(type, 30, { guests: 4 });
  const name = uniqueName('Paid Then Not');
  const booking = await addBooking(date, { name, guests: 1, payed: true });

  await gotoAdmin(page, '/booked_workshops');
  const row = bookingRow(page, name);
  await row.getByRole('button', { name: `Mark Unpaid: ${name}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Marked ${name}’s booking as unpaid.`);
  await expect(row.getByRole('button', { name: `Mark Payed: ${name}` })).toBeVisible();
  expect((await readDoc<{ payed: boolean }>('bookings', booking.id))?.payed).toBe(false);
});

test('staff find bookings by search, see past bookings between two days, and the cancelled ones', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Past Workshop') });
  const past = await putDate(type, -5, { guests: 6 });
  const coming = await putDate(type, 20, { guests: 6 });
  const surname = uniqueName('Findable').split(' ')[1]!;
  const pastName = `Olga ${surname}`;
  const comingName = `Pia ${surname}`;
  await putBooking(past, type, { name: pastName, email: `olga-${surname}@example.com` });
  await addBooking(coming, { name: comingName, guests: 1 });

  await gotoAdmin(page, '/booked_workshops');
  await expect(bookingRow(page, comingName)).toBeVisible();
  await expect(bookingRow(page, pastName)).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(surname);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`Bookings matching “${surname}”`)).toBeVisible();
  await expect(bookingRow(page, pastName)).toBeVisible();
  await expect(bookingRow(page, comingName)).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(bookingRow(page, comingName)).toBeVisible();
  await expect(bookingRow(page, pastName)).toHaveCount(0);

  await page.getByRole('button', { name: 'Past bookings' }).click();
  await expect(page.getByRole('button', { name: 'Past bookings' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(bookingRow(page, pastName)).toBeVisible();
  await expect(bookingRow(page, comingName)).toHaveCount(0);
  const day = (offset: number) =>
    new Date(past.date_of_workshop + offset * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(day(-3));
  await page.getByLabel('To', { exact: true }).fill(day(-1));
  await page.getByRole('button', { name: 'Show these dates' }).click();
  await expect(
    page.getByText(`Bookings for workshops from ${day(-3)} to ${day(-1)}.`, { exact: true }),
  ).toBeVisible();
  await expect(bookingRow(page, pastName)).toHaveCount(0);

  await page.getByRole('button', { name: 'Show cancelled' }).click();
  await expect(page.getByText('Cancelled bookings for workshops from today on.')).toBeVisible();
  await expect(bookingRow(page, comingName)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a booking dialog works with the keyboard alone and gives focus back to its button', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Keyboard Workshop') });
  const date = await putDate(type, 30, { guests: 4 });
  const name = uniqueName('Keys Only');
  await addBooking(date, { name, email: 'keys@example.com', guests: 1 });

  await gotoAdmin(page, '/booked_workshops');
  const cancel = bookingRow(page, name).getByRole('button', { name: `Cancel: ${name}` });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Cancel ${name}’s booking` });
  await expect(dialog).toBeFocused();
  await expect(dialog).toHaveAccessibleDescription(/Its places go back to the date/);

  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Tell the visitor by email')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('The booker asked for this')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Reason (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Tell the visitor by email')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expect(bookingRow(page, name)).toContainText('Not sent');
});

test('changing a date below the places taken is refused; a new time, capacity and closing are saved', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Date Edit Workshop') });
  const date = await putDate(type, 30, { guests: 6 });
  const name = uniqueName('Date Booker');
  const booking = await addBooking(date, { name, email: 'booker@example.com', guests: 3 });

  await gotoAdmin(page, '/scheduled_workshop_list');
  const row = page.getByRole('row', { name: new RegExp(type.name) });
  await row.getByRole('button', { name: new RegExp(`^Edit for ${type.name}`) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Edit ${type.name}`) });
  await expect(dialog.getByLabel('Places')).toHaveValue('6');
  await expect(dialog.getByLabel('Time')).toHaveValue('10am');
  await expect(dialog.getByLabel('Takes bookings')).toBeChecked();
  await expect(dialog.getByLabel('Tell the bookers by email')).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Places').fill('2');
  await dialog.getByRole('button', { name: 'Save date' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '3 places are already taken on this date; the number of places cannot be lower',
  );

  await dialog.getByLabel('Places').fill('10');
  await dialog.getByLabel('Time').fill('4pm');
  await dialog.getByLabel('Takes bookings').uncheck();
  await dialog.getByRole('button', { name: 'Save date' }).click();
  await expect(page.getByRole('status')).toContainText(
    '4pm: 10 places, closed to bookings. Its bookers are being emailed the new date.',
  );
  await expect(row.getByRole('cell').nth(1)).toHaveText('10');
  await expect(row).toContainText('Closed');
  expect((await readDoc<{ time: string }>('bookings', booking.id))?.time).toBe('4pm');
  const mail = await mailFor([booking.id]);
  expect(mail.map((m) => m.kind)).toContain('date-changed');
});

test('cancelling a date cancels its bookings, lists the paid ones to refund and shows it as cancelled', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Date Cancel Workshop') });
  const date = await putDate(type, 30, { guests: 6 });
  const paid = uniqueName('Refund Me');
  const unpaid = uniqueName('Owes Nothing');
  await addBooking(date, { name: paid, email: 'refund@example.com', guests: 2, payed: true });
  await addBooking(date, { name: unpaid, guests: 1 });

  await gotoAdmin(page, '/scheduled_workshop_list');
  const row = page.getByRole('row', { name: new RegExp(type.name) });
  await row.getByRole('button', { name: new RegExp(`^Cancel date for ${type.name}`) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Cancel ${type.name}`) });
  await expect(dialog).toHaveAccessibleDescription(/Its bookings \(3 places\) are cancelled/);
  await expect(dialog.getByLabel('Tell the bookers by email')).toBeChecked();
  await dialog.getByLabel('Reason (optional)').fill('The studio is flooded');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel date' }).click();

  await expect(page.getByRole('status')).toContainText(
    'and its 2 bookings. The bookers are being emailed. 1 paid booking needs a refund (listed below).',
  );
  const refunds = page.getByRole('region', { name: new RegExp(`^Refunds due for ${type.name}`) });
  await expect(refunds.getByRole('row', { name: new RegExp(paid) })).toContainText('£');
  await expect(refunds.getByRole('row', { name: new RegExp(unpaid) })).toHaveCount(0);
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row).toContainText('The studio is flooded');
  await expect(row.getByRole('button')).toHaveCount(0);
  const open = await apiGet<ScheduledWorkshop[]>(page, `scheduled_workshops/${type.id}`);
  expect(open.map((d) => d.id)).not.toContain(date.id);
});
