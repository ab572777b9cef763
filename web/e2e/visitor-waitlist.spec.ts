import type { Page } from '@playwright/test';
import type { ScheduledWorkshop } from '../../functions/src/domain/model.ts';
import { REFERENCE_PATTERN } from '../../functions/src/domain/reference.ts';
import { WAITLIST_MESSAGES } from '../../functions/src/domain/waitlist.ts';
import { bookingsOn, getDate, putDate, waitlistOn } from '../../scripts/lib/emulator.ts';
import { adminCall, addBooking } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  beginBooking,
  dateOption,
  dayLabel,
  expectSummary,
  fullDateLabel,
} from './support/booking-flow.ts';
import {
  COLLECTIONS,
  expectNoSidewaysScroll,
  joinOnline,
  linkInMail,
  robots,
  uniqueEmail,
  updateDoc,
} from './support/self-service.ts';
import { createWorkshopType, expect, LOADED, test } from './support/site.ts';

test.describe.configure({ timeout: 60_000 });

const MESSAGES = {
  name: 'Please enter your name',
  guests: 'Please select the number of guests for the workshop',
  emailMissing: 'Enter your email address',
  mobile: 'Invalid mobile number',
  mobileMissing: 'Enter your mobile number',
  terms: 'Please accept our Terms and Conditions before continuing',
};

const waitlistButton = (page: Page, d: ScheduledWorkshop) =>
  page.getByRole('button', { name: `Join the waiting list: ${dayLabel(d)}, ${d.time}` });

/** A date whose places a staff booking took, so staff can free them by cancelling it. */
async function fullDate(type: { id: string }, days: number, capacity = 2) {
  const date = await putDate(type, days, { guests: capacity });
  const booking = await addBooking(date, { name: 'Phoned In', guests: capacity });
  return { date, booking };
}

test('"Join the waiting list" sits inside its date\'s card and every card fills its cell of the grid @phone', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const { date: full } = await fullDate(type, 61);
  const open = await putDate(type, 62, { guest_slots_remaining: 5 });
  await beginBooking(page, type);
  await expect(waitlistButton(page, full)).toBeVisible();
  await expect(dateOption(page, open)).toBeEnabled();

  const card = (await dateOption(page, full).boundingBox())!;
  const join = (await waitlistButton(page, full).boundingBox())!;
  expect(join.x).toBeGreaterThanOrEqual(card.x);
  expect(join.y).toBeGreaterThanOrEqual(card.y);
  expect(join.x + join.width).toBeLessThanOrEqual(card.x + card.width);
  expect(join.y + join.height).toBeLessThanOrEqual(card.y + card.height);
  // Each date's card is as tall as its cell, so the cards of one row line up.
  const cells = page.getByRole('listitem').filter({ has: page.getByRole('button') });
  await expect(cells).toHaveCount(2);
  for (const cell of await cells.all()) {
    const box = (await cell.boundingBox())!;
    const option = (await cell.getByRole('button').first().boundingBox())!;
    expect(Math.abs(option.height - box.height)).toBeLessThanOrEqual(1);
  }
  await expectNoSidewaysScroll(page);
});

test('a full date offers its waiting list; joining tells the visitor their place in line @phone', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const { date: full } = await fullDate(type, 60);
  const open = await putDate(type, 70, { guest_slots_remaining: 5 });
  await joinOnline(full, { name: 'First In Line' });

  await beginBooking(page, type);
  await expect(dateOption(page, full)).toBeDisabled();
  await expect(dateOption(page, full)).toContainText('Fully booked');
  await expect(dateOption(page, open)).toBeEnabled();
  await expect(waitlistButton(page, open)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await waitlistButton(page, full).click();

  const dialog = page.getByRole('dialog', { name: 'Join the waiting list' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(new RegExp(type.name));
  await expectNoSeriousA11yViolations(page);
  // The places the visitor wants (one, unless they said more) are the guests to start with.
  await expect(dialog.getByLabel('Number of guests')).toHaveValue('1');
  await dialog.getByLabel('Number of guests').selectOption('');
  await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(dialog.getByLabel('Your name')).toHaveAccessibleDescription(MESSAGES.name);
  await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription(
    MESSAGES.emailMissing,
  );
  await expect(dialog.getByLabel('Number of guests')).toHaveAccessibleDescription(MESSAGES.guests);
  await expect(
    dialog.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }),
  ).toHaveAccessibleDescription(new RegExp(MESSAGES.terms));
  await expect(dialog.getByLabel('Number of guests')).toBeFocused();

  const email = uniqueEmail('wendy');
  await dialog.getByLabel('Your name').fill('Wendy Wait');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Number of guests').selectOption('2');
  await dialog.getByLabel('Mobile number (optional)').fill('0770 090012');
  await dialog.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(dialog.getByLabel('Mobile number (optional)')).toHaveAccessibleDescription(
    new RegExp(MESSAGES.mobile),
  );
  await dialog.getByLabel('Mobile number (optional)').fill('');
  await dialog.getByRole('button', { name: 'Join the waiting list' }).click();

  const result = dialog.getByRole('status');
  await expect(result).toContainText(WAITLIST_MESSAGES.joined);
  await expect(result).toContainText('24 hours');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(waitlistButton(page, full)).toBeFocused();

  const line = await waitlistOn(full.id);
  expect(line.find((e) => e.email === email)).toMatchObject({
    name: 'Wendy Wait',
    guests: 2,
    status: 'waiting',
  });
  await linkInMail(email, 'waitlist-joined', '/leave_waitlist');
});

test('asking for more places than a date has left offers its waiting list instead', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const small = await putDate(type, 61, { guests: 6, guest_slots_remaining: 2 });

  await beginBooking(page, type);
  await expect(dateOption(page, small)).toBeEnabled();
  await expect(page.getByLabel('How many places do you want?')).toHaveValue('1');
  await page.getByLabel('How many places do you want?').selectOption('3');
  await expect(dateOption(page, small)).toBeDisabled();
  await expect(dateOption(page, small)).toContainText('2 spaces left');
  await waitlistButton(page, small).click();
  const dialog = page.getByRole('dialog', { name: 'Join the waiting list' });
  const guests = dialog.getByLabel('Number of guests');
  await expect(guests).toHaveValue('3');
  await expect(guests.getByRole('option')).toHaveText(['Choose…', '3', '4', '5', '6']);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Two places fit: the date is booked as usual, with two guests to start with.
  await page.getByLabel('How many places do you want?').selectOption('2');
  await dateOption(page, small).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Number of guests')).toHaveValue('2');
});

test('a place freed by staff is offered by email to the first in line, whose link books it @phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const type = await createWorkshopType({ price: '£12.50' });
  const { date, booking } = await fullDate(type, 62, 2);
  const wendy = await joinOnline(date, { name: 'Wendy Wait', guests: 2 });
  await adminCall('cancel_booking', { id: booking.id, notify: false });

  const claim = await linkInMail(wendy.email, 'waitlist-offer', '/claim_offer');
  await page.goto(claim);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your held places' })).toBeVisible(
    LOADED,
  );
  const entry = (await waitlistOn(date.id)).find((e) => e.email === wendy.email)!;
  await expectSummary(page, {
    Workshop: type.name,
    Date: fullDateLabel(date),
    Time: '10am',
    Places: '2 places',
    'Price per person': '£12.50',
    'Total price': '£25',
    'Book by': expect.stringMatching(
      /^\w+day \d+(st|nd|rd|th) \w+ \d{4} at \d\d:\d\d \(UK time\)$/,
    ),
  });
  expect(entry.offerExpiresAt).toBeGreaterThan(Date.now());
  await expect(page.getByLabel('Your name')).toHaveValue('Wendy Wait');
  await expect(page.getByLabel('Email address')).toHaveValue(wendy.email);
  expect(await robots(page)).toBe('noindex, nofollow');
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Book my places' }).click();
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(
    new RegExp(MESSAGES.mobileMissing),
  );
  await page.getByLabel('Mobile number').fill('07700 900123');
  await page.getByRole('checkbox', { name: /All participants have the skills required/ }).check();
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await page.getByRole('button', { name: 'Book my places' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expectSummary(page, {
    Workshop: type.name,
    Guests: '2 guests',
    'Booking reference': expect.stringMatching(REFERENCE_PATTERN),
  });
  await expect(page.getByRole('link', { name: 'Manage your booking' })).toBeVisible();
  const booked = (await bookingsOn(date.id)).filter((b) => b.status !== 'cancelled');
  expect(booked).toEqual([expect.objectContaining({ email: wendy.email, guests: 2 })]);
  expect((await getDate(date.id)).guest_slots_remaining).toBe(0);

  // The link books once: used, it says the offer is no longer open.
  await page.goto(claim);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This offer is no longer open' }),
  ).toBeVisible(LOADED);
  await expect(page.getByRole('link', { name: 'See our workshops and dates' })).toBeVisible();
});

test('an offer that ran out while the visitor filled the form says so, with the way to the workshop’s dates', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const { date, booking } = await fullDate(type, 63, 1);
  const wendy = await joinOnline(date, { guests: 1 });
  await adminCall('cancel_booking', { id: booking.id, notify: false });
  const claim = await linkInMail(wendy.email, 'waitlist-offer', '/claim_offer');

  await page.goto(claim);
  await expect(page.getByRole('button', { name: 'Book my places' })).toBeVisible(LOADED);
  const entry = (await waitlistOn(date.id)).find((e) => e.email === wendy.email)!;
  await updateDoc(COLLECTIONS.waitlist, entry.id, { offerExpiresAt: Date.now() - 60_000 });
  await page.getByLabel('Mobile number').fill('07700 900123');
  await page.getByRole('checkbox', { name: /All participants have the skills required/ }).check();
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await page.getByRole('button', { name: 'Book my places' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'This offer is no longer open' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'See the dates of this workshop' }).click();
  await expect(page).toHaveURL(new RegExp(`/workshop_description/${type.id}$`));
  expect((await bookingsOn(date.id)).filter((b) => b.status !== 'cancelled')).toHaveLength(0);

  // Opened again, the expired offer is refused before any form is shown.
  await page.goto(claim);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This offer is no longer open' }),
  ).toBeVisible(LOADED);
});

test('a visitor leaves the waiting list by the link in their email @phone', async ({ page }) => {
  const type = await createWorkshopType();
  const { date } = await fullDate(type, 64);
  const wendy = await joinOnline(date);
  const leave = await linkInMail(wendy.email, 'waitlist-joined', '/leave_waitlist');

  await page.goto(leave);
  const button = page.getByRole('button', { name: 'Leave the waiting list' });
  await expect(button).toBeVisible(LOADED);
  expect(await robots(page)).toBe('noindex, nofollow');
  await expectNoSeriousA11yViolations(page);
  await button.click();
  await expect(page.getByRole('status')).toHaveText(
    `You have left the waiting list for ${type.name}. We will not email you about it again.`,
  );
  await expect(page.getByRole('button', { name: 'Leave the waiting list' })).toHaveCount(0);
  expect((await waitlistOn(date.id)).find((e) => e.email === wendy.email)?.status).toBe('left');
  await expectNoSidewaysScroll(page);

  await page.goto('/leave_waitlist/not-a-real-link');
  await page.getByRole('button', { name: 'Leave the waiting list' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link is not valid' }),
  ).toBeVisible();
});
