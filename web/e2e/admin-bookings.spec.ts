import { readFile } from 'node:fs/promises';
import { ID_PATTERN } from '../../functions/src/domain/ids.ts';
import { emulatorDb, mailFor, putBooking, putDate } from '../../scripts/lib/emulator.ts';
import { uniqueName } from '../../scripts/lib/factories.ts';
import type { Locator } from '@playwright/test';
import { addBooking, adminCall, expect, gotoAdmin, LOADED, test } from './support/admin-stack.ts';
import { createWorkshopType } from './support/site.ts';

test('a booking made another way takes the places from its date', async ({ adminPage: page }) => {
  const type = await createWorkshopType({ name: uniqueName('Phone Booking Workshop') });
  const date = await putDate(type, 30, { guests: 6 });
  const name = uniqueName('Phoned In');

  await gotoAdmin(page, '/add_other_way_booking');
  const dateSelect = page.getByLabel('Workshop date');
  await expect(dateSelect.locator('option', { hasText: type.name })).toHaveText(
    /\(6 of 6 spaces left\)$/,
  );
  await dateSelect.selectOption(date.id);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Contact number').fill('020 7946 0000');
  await page.getByLabel('Guests').fill('2');
  await expect(page.getByLabel('Send confirmation email')).not.toBeChecked();
  await expect(page.getByLabel('Take the places from this date')).toBeChecked();
  await expect(page.getByLabel('Allow overbooking')).not.toBeChecked();
  await page.getByRole('button', { name: 'Add booking' }).click();

  await expect(page.getByRole('status')).toContainText(
    `Booked 2 places for ${name} on ${type.name}`,
  );
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(dateSelect.locator('option', { hasText: type.name })).toHaveText(
    /\(4 of 6 spaces left\)$/,
  );

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dates' })
    .click();
  const row = page.getByRole('row', { name: new RegExp(type.name) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row.getByRole('cell').nth(3)).toHaveText('4');
});

test('a booking for more places than are left is refused with the places left, keeping the form', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Nearly Full Workshop') });
  const date = await putDate(type, 30, { guests: 3 });
  const name = uniqueName('Too Many');

  await gotoAdmin(page, '/add_other_way_booking');
  await page.getByLabel('Workshop date').selectOption(date.id);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Contact number').fill('07700 900123');
  await page.getByLabel('Guests').fill('5');
  await page.getByRole('button', { name: 'Add booking' }).click();

  await expect(page.getByRole('alert')).toHaveText('Sorry, only 3 places are left on this date');
  await expect(page.getByText('tick “Allow overbooking” to take the places anyway')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Guests')).toHaveValue('5');

  await page.getByLabel('Allow overbooking').check();
  await page.getByRole('button', { name: 'Add booking' }).click();
  await expect(page.getByRole('status')).toContainText(`Booked 5 places for ${name}`);
  await expect(
    page.getByLabel('Workshop date').locator('option', { hasText: type.name }),
  ).toHaveText(/\(Fully booked\)$/);
});

test('the manual booking form needs an email to send a confirmation and shows the rule beside it', async ({
  adminPage: page,
}) => {
  await gotoAdmin(page, '/add_other_way_booking');
  await page.getByLabel('Send confirmation email').check();
  await page.getByLabel('Contact number').fill('12345');
  await page.getByRole('button', { name: 'Add booking' }).click();
  await expect(
    page.getByText('Enter an email address to send the confirmation email'),
  ).toBeVisible();
  // Ticking "Send confirmation email" makes the email required: it no longer says optional.
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText('Enter a UK phone number such as 07700 900123')).toBeVisible();
  await expect(page.getByText('Choose the workshop date')).toBeVisible();
});

test('bookings are grouped by date with totals; Mark Payed saves and reloads, and the Unpaid payment filter hides paid ones', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Paid Flag Workshop'), price: '£25' });
  const date = await putDate(type, 30, { guests: 8 });
  const paying = uniqueName('Pays Later');
  const settled = uniqueName('Paid Already');
  const booking = await addBooking(date, { name: paying, guests: 2 });
  await addBooking(date, { name: settled, guests: 1, payed: true });

  await gotoAdmin(page, '/booked_workshops');
  const group = page.getByRole('region', { name: new RegExp(`^${type.name}`) }).first();
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: new RegExp(type.name) }),
  });
  await expect(section.getByRole('definition')).toHaveText(['2', '3', '£75', '£50', '5 of 8']);
  await expect(group.getByRole('row', { name: new RegExp(settled) })).toContainText('Paid');

  const row = group.getByRole('row', { name: new RegExp(paying) });
  await expect(row).toContainText('Unpaid');
  await row.getByRole('button', { name: 'Mark Payed' }).click();
  await expect(page.getByRole('status')).toContainText(`Marked ${paying}’s booking as paid.`);
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('button', { name: 'Mark Payed' })).toHaveCount(0);
  await expect(section.getByRole('definition').nth(3)).toHaveText('£0');
  const stored = await emulatorDb().collection('bookings').doc(booking.id).get();
  expect(stored.get('payed')).toBe(true);

  const other = await createWorkshopType({ name: uniqueName('Unpaid Filter Workshop') });
  const otherDate = await putDate(other, 30, { guests: 4 });
  const owing = uniqueName('Still Owes');
  await addBooking(otherDate, { name: owing, guests: 1 });
  await gotoAdmin(page, '/booked_workshops');
  const payment = page.getByRole('group', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Unpaid', exact: true }).click();
  await expect(payment.getByRole('button', { name: 'Unpaid', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/[?&]payment=unpaid\b/);
  await expect(page.getByRole('row', { name: new RegExp(owing) })).toBeVisible(LOADED);
  await expect(page.getByRole('row', { name: new RegExp(paying) })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: new RegExp(type.name) })).toHaveCount(0);
  await payment.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(paying) })).toBeVisible(LOADED);
});

test('sending a reminder records when it was sent and puts the email in the outbox', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Reminder Workshop') });
  const date = await putDate(type, 30, { guests: 5 });
  const name = uniqueName('Needs Reminding');
  const email = `${name.split(' ').pop()}@example.com`;
  const booking = await addBooking(date, { name, email, guests: 1 });

  await gotoAdmin(page, '/booked_workshops');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Not sent');
  await row.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByRole('status')).toContainText(`Reminder sent to ${email} at`);
  await expect(row).toContainText(/Sent \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}/);

  const mail = await emulatorDb().collection('mail').where('bookingId', '==', booking.id).get();
  const reminders = mail.docs.map((d) => d.data()).filter((d) => d.kind === 'booking-reminder');
  expect(reminders).toHaveLength(1);
  expect(reminders[0]?.to).toBe(email);
  expect(reminders[0]?.message.subject).toContain(type.name);
});

test('each click of Send reminder sends one reminder; the same request again sends nothing more', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Twice Reminded Workshop') });
  const date = await putDate(type, 31, { guests: 5 });
  const name = uniqueName('Twice Reminded');
  const email = `${name.split(' ').pop()}@example.com`;
  const booking = await addBooking(date, { name, email, guests: 1 });
  const sent: { bookingId: string; requestId: string }[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/send_booking_reminder')) sent.push(req.postDataJSON());
  });

  await gotoAdmin(page, '/booked_workshops');
  const button = page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Send reminder: ${name}` });
  for (let click = 0; click < 2; click++) {
    const answered = page.waitForResponse((res) =>
      res.url().endsWith('/api/send_booking_reminder'),
    );
    await button.click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('status')).toContainText(`Reminder sent to ${email} at`);
    await expect(button).toBeEnabled();
  }

  const requestIds = [...new Set(sent.map((body) => body.requestId))];
  expect(requestIds).toHaveLength(2);
  for (const body of sent) {
    expect(body.bookingId).toBe(booking.id);
    expect(body.requestId).toMatch(ID_PATTERN);
  }
  const reminderIds = async () =>
    (await mailFor([booking.id])).filter((m) => m.kind === 'booking-reminder').map((m) => m.id);
  expect((await reminderIds()).sort()).toEqual(
    requestIds.map((id) => `${booking.id}-reminder-${id}`).sort(),
  );

  // A click's request sent again (a retry, a double submit) finds its reminder already sent.
  await adminCall('send_booking_reminder', sent[0]);
  expect(await reminderIds()).toHaveLength(2);
});

test('a reminder for a workshop that has started is refused, and staff are told why', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Started Workshop') });
  const past = await putDate(type, -1, { guests: 6 });
  const name = uniqueName('Too Late');
  const email = `${name.split(' ').pop()}@example.com`;
  const booking = await putBooking(past, type, { name, email });

  await gotoAdmin(page, '/booked_workshops?view=past');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Send reminder: ${name}` })
    .click();
  await expect(page.getByRole('alert')).toHaveText(
    `Could not send the reminder to ${email}: This workshop has already started, so no reminder is sent`,
  );
  expect((await mailFor([booking.id])).filter((m) => m.kind === 'booking-reminder')).toEqual([]);
});

test('the bookings export is a CSV file with a header row and the bookings shown', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Export Workshop'), price: '£20' });
  const date = await putDate(type, 30, { guests: 6 });
  const name = uniqueName('Comma, "Quoted"');
  const booked = await addBooking(date, { name, guests: 2 });
  await addBooking(date, { name: '=HYPERLINK("http://x")', guests: 1 });

  const suffix = name.split(' ').pop()!;
  await gotoAdmin(page, '/booked_workshops');
  await expect(page.getByRole('row', { name: new RegExp(suffix) })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(
    text.startsWith('\uFEFFReference,Workshop,Date,Name,Email,Phone,Guests,Total (GBP),Paid,'),
  ).toBe(true);
  const lines = text.split('\r\n');
  const ours = lines.find((l) => l.includes(suffix));
  // The reference customers quote leads each row.
  expect(booked.reference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  expect(ours?.startsWith(`${booked.reference},${type.name},`)).toBe(true);
  expect(ours).toContain(`${type.name},`);
  expect(ours).toContain(`"${name.replaceAll('"', '""')}"`);
  expect(ours).toContain(',020 7946 0000,2,40.00,No,Unpaid,By staff,');
  expect(lines.some((l) => l.includes(`,"'=HYPERLINK(""http://x"")",`))).toBe(true);
});

test('each date has a printable class register with names, guests, contact and paid', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Register Workshop') });
  const date = await putDate(type, 30, { guests: 6 });
  const first = uniqueName('Ada Register');
  const second = uniqueName('Bea Register');
  await addBooking(date, { name: first, guests: 2, payed: true });
  await addBooking(date, { name: second, guests: 1 });

  await gotoAdmin(page, '/scheduled_workshop_list');
  await page
    .getByRole('row', { name: new RegExp(type.name) })
    .getByRole('link', { name: /Register/ })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Class register: ${type.name}` }),
  ).toBeVisible();
  const register = page.getByRole('table');
  await expect(register.getByRole('row', { name: new RegExp(first) })).toContainText(
    '2020 7946 0000Paid',
  );
  await expect(register.getByRole('row', { name: new RegExp(second) })).toContainText('Unpaid');
  await expect(register.getByRole('row', { name: /^Total/ })).toContainText('3');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(register).toBeVisible();
});

/** The characters that start a new line of the element's text as it is drawn. */
function lineStarts(locator: Locator) {
  return locator.evaluate((element) => {
    const chars: { ch: string; before: string; top: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({
          ch: text[i]!,
          before: chars.at(-1)?.ch ?? '',
          top: range.getBoundingClientRect().top,
        });
      }
    }
    return chars
      .filter((c, i) => i > 0 && c.top > chars[i - 1]!.top + 2)
      .map(({ ch, before }) => `${before}|${ch}`);
  });
}

test('on a desktop the bookings list starts on the first screen, under filters kept to a few lines', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('First Screen Workshop') });
  const date = await putDate(type, 2, { guests: 6 });
  await addBooking(date, { name: uniqueName('First Screen'), guests: 1 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoAdmin(page, '/booked_workshops');

  const firstGroup = page.getByRole('region', { name: /^Bookings for / }).first();
  await expect(firstGroup.getByRole('row').nth(1)).toBeInViewport(LOADED);
  // Every filter is still there to use, without opening anything.
  await expect(page.getByRole('group', { name: 'View' })).toBeInViewport();
  await expect(page.getByRole('group', { name: 'Payment' })).toBeInViewport();
  await expect(
    page.getByRole('searchbox', { name: 'Search bookings' }),
  ).toHaveAccessibleDescription(
    'A name, email address or booking reference; finds past bookings too',
  );
});

test('an email address wraps before its “@” or after a dot, never inside a word, on a desktop and a 360 px phone', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Email Wrap Workshop') });
  const date = await putDate(type, 31, { guests: 6 });
  const name = uniqueName('Wrapping Address');
  // No hyphen: nothing in it a browser would break at by itself.
  const email = `annabel.whitcombe.fairweather@knittingcircleofhebdenbridge.example.co.uk`;
  await addBooking(date, { name, email, guests: 1 });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await gotoAdmin(page, `/booked_workshops?q=${encodeURIComponent(name)}`);
    const link = page.getByRole('row', { name: new RegExp(name) }).getByRole('link', {
      name: email,
      exact: true,
    });
    await expect(link).toBeVisible(LOADED);
    await expect(link).toHaveAttribute('href', `mailto:${email}`);
    const starts = await lineStarts(link);
    // Too long for a phone's line: it wraps, at those places only.
    if (viewport.width === 360) expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(start, `${viewport.width} px`).toMatch(/^(.\|@|[.-]\|.)$/);
  }
});
