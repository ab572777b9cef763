import { CANCELLATION_POLICY, POLICY_MESSAGES } from '../../functions/src/domain/policy.ts';
import { REFERENCE_PATTERN } from '../../functions/src/domain/reference.ts';
import { londonDate } from '../../functions/src/domain/clock.ts';
import type { Booking } from '../../functions/src/domain/model.ts';
import { bookingsOn, getDate, putDate, readDoc } from '../../scripts/lib/emulator.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectSummary, fullDateLabel, openStep, visitor } from './support/booking-flow.ts';
import {
  bookOnline,
  COLLECTIONS,
  expectNoSidewaysScroll,
  robots,
  updateDoc,
} from './support/self-service.ts';
import { createWorkshopType, expect, LOADED, test } from './support/site.ts';

test.describe.configure({ timeout: 60_000 });

const placesLeft = async (dateId: string) => (await getDate(dateId)).guest_slots_remaining;

test('the thank-you page shows the booking reference, never its id, and links to the manage page @phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const type = await createWorkshopType();
  const date = await putDate(type, 150, { guest_slots_remaining: 5 });
  await openStep(page, '/workshop_booking_full_summary', {
    type,
    date,
    v: visitor({ guests: '2' }),
  });
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/save_booking'));
  await page.getByRole('button', { name: 'Finish' }).click();
  const saved = (await (await answer).json()) as { reference: string; manageUrl: string };
  expect(saved.reference).toMatch(REFERENCE_PATTERN);

  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expectSummary(page, { 'Booking reference': saved.reference });
  const [stored] = await bookingsOn(date.id);
  expect(stored?.reference).toBe(saved.reference);
  await expect(page.getByRole('main')).not.toContainText(stored!.id);
  const manage = page.getByRole('link', { name: 'Manage your booking' });
  await expect(manage).toHaveAttribute('href', saved.manageUrl);
  await expectNoSeriousA11yViolations(page);

  // A reload keeps the reference and the link.
  await page.reload();
  await expectSummary(page, { 'Booking reference': saved.reference });
  await expect(page.getByRole('main')).not.toContainText(stored!.id);
  await page.getByRole('link', { name: 'Manage your booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expectSummary(page, {
    'Booking reference': saved.reference,
    Workshop: type.name,
    Date: fullDateLabel(date),
  });
});

test('more than 48 hours before, a visitor cancels their booking through a dialog used by keyboard', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 20, { guests: 8 });
  const booked = await bookOnline(date, { guests: 2 });
  expect(await placesLeft(date.id)).toBe(6);

  await page.goto(booked.manageUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible(LOADED);
  await expectSummary(page, {
    'Booking reference': booked.reference,
    Workshop: type.name,
    Date: fullDateLabel(date),
    Time: '10am',
    Guests: '2 places',
    Total: '£84',
    Payment: 'To pay',
    Status: 'Booked',
  });
  await expect(page.getByText(/more than 48 hours away, so you can cancel/)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(booked.id);
  expect(await robots(page)).toBe('noindex, nofollow');
  await expectNoSeriousA11yViolations(page);

  const cancel = page.getByRole('button', { name: 'Cancel my booking' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel your booking?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/will be cancelled/);
  const keep = dialog.getByRole('button', { name: 'Keep my booking' });
  await expect(keep).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Escape changes nothing and puts focus back where it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(keep).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, cancel my booking' })).toBeFocused();
  await page.keyboard.press('Enter');

  const status = page.getByRole('status').filter({ hasText: 'Your booking is cancelled.' });
  await expect(status).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectSummary(page, { Status: 'Cancelled', 'Booking reference': booked.reference });
  await expect(
    page.getByRole('heading', { level: 2, name: 'This booking is cancelled' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel my booking' })).toHaveCount(0);
  expect(await placesLeft(date.id)).toBe(8);
  const stored = await readDoc<Booking>(COLLECTIONS.bookings, booked.id);
  expect(stored).toMatchObject({ status: 'cancelled', cancelledBy: 'visitor' });
});

test('a visitor moves their booking to another date of the workshop, once however often they click', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 21, { guests: 8 });
  const later = await putDate(type, 35, { guests: 8, time: '2pm' });
  const tooSmall = await putDate(type, 36, { guests: 8, guest_slots_remaining: 1 });
  const booked = await bookOnline(date, { guests: 2 });

  await page.goto(booked.manageUrl);
  const move = page.getByRole('button', { name: 'Move to another date' });
  await expect(move).toBeVisible(LOADED);
  await expect(move).toHaveAttribute('aria-expanded', 'false');
  await move.click();
  await expect(move).toHaveAttribute('aria-expanded', 'true');
  const choices = page.getByRole('group', { name: 'Choose a new date' });
  const option = choices.getByRole('radio', { name: new RegExp(fullDateLabel(later)) });
  await expect(option).toBeVisible();
  await expect(choices).toContainText('8 spaces left');
  await expect(
    choices.getByRole('radio', { name: new RegExp(fullDateLabel(tooSmall)) }),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const submit = page.getByRole('button', { name: 'Move my booking' });
  await submit.click();
  await expect(page.getByText('Please choose a new date')).toBeVisible();

  await option.check();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  await page.route('**/api/manage_booking/*/move', async (route) => {
    posts += 1;
    await held;
    await route.continue();
  });
  await submit.dblclick();
  await expect(submit).toBeDisabled();
  release();

  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Your booking is moved to ${fullDateLabel(later)}, 2pm.` }),
  ).toBeVisible();
  await expectSummary(page, { Date: fullDateLabel(later), Time: '2pm', Status: 'Booked' });
  expect(posts).toBe(1);
  expect(await placesLeft(date.id)).toBe(8);
  expect(await placesLeft(later.id)).toBe(6);
});

test('within 48 hours the visitor cannot cancel, is told why, and may move to another date @phone', async ({
  page,
}) => {
  const type = await createWorkshopType();
  // Tomorrow at 10am is always less than 48 hours away.
  const soon = await putDate(type, 1, { guests: 8 });
  const other = await putDate(type, 30, { guests: 8 });
  const booked = await bookOnline(soon, { guests: 1 });

  await page.goto(booked.manageUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible(LOADED);
  await expect(page.getByText(POLICY_MESSAGES.cancelTooLate)).toBeVisible();
  const move = page.getByRole('button', { name: 'Move to another date' });
  await expect(move).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel my booking' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
  await expect(page.getByText(CANCELLATION_POLICY[1])).toBeVisible();
  await move.click();
  await expect(page.getByRole('radio', { name: new RegExp(fullDateLabel(other)) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
});

test('a cancelled booking leads with its state and refund, drops the policy and payment, and offers to book again @phone', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 25, { guests: 8 });
  const booked = await bookOnline(date, { guests: 2 });
  await updateDoc(COLLECTIONS.bookings, booked.id, { payed: true });

  await page.goto(booked.manageUrl);
  await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible(LOADED);
  await page.getByRole('button', { name: 'Cancel my booking' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your booking?' })
    .getByRole('button', { name: 'Yes, cancel my booking' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your booking is cancelled.' }),
  ).toBeVisible();

  const expectCancelledView = async (refund: string) => {
    const state = page.getByRole('heading', { level: 2, name: 'This booking is cancelled' });
    await expect(state).toBeVisible();
    // The state comes first: before the booking's details.
    const details = page.getByRole('heading', { level: 2, name: 'Booking details' });
    expect((await state.boundingBox())!.y).toBeLessThan((await details.boundingBox())!.y);
    const cancelledOn = londonDate(
      (await readDoc<Booking>(COLLECTIONS.bookings, booked.id))!.cancelledAt,
    );
    await expect(page.getByText(`Cancelled on ${cancelledOn}.`)).toBeVisible();
    await expectSummary(page, { Status: 'Cancelled', Refund: refund });
    const main = page.getByRole('main');
    await expect(main).not.toContainText('Payment');
    await expect(main).not.toContainText('To pay');
    await expect(main).not.toContainText('Please arrive 10 minutes early');
    await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toHaveCount(0);
    await expect(main).not.toContainText(CANCELLATION_POLICY[0]!);
    await expect(page.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      `/workshop_description/${type.id}`,
    );
  };

  await expectCancelledView('£84, on its way to you');
  await page.reload();
  await expectCancelledView('£84, on its way to you');
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await updateDoc(COLLECTIONS.bookings, booked.id, { refundDue: false, refundedAt: Date.now() });
  await page.reload();
  await expectCancelledView('£84, refunded');

  await page.getByRole('link', { name: 'Book again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: type.name })).toBeVisible();
});

test('once the workshop has started the booking shows its details only', async ({ page }) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 3, { guests: 8 });
  await putDate(type, 30, { guests: 8 });
  const booked = await bookOnline(date, { guests: 1 });
  await updateDoc(COLLECTIONS.bookings, booked.id, { date_of_workshop: Date.now() - 3_600_000 });

  await page.goto(booked.manageUrl);
  await expect(page.getByText(POLICY_MESSAGES.started)).toBeVisible(LOADED);
  await expectSummary(page, { 'Booking reference': booked.reference, Status: 'Booked' });
  await expect(page.getByRole('heading', { name: 'Change your booking' })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: /Cancel my booking|Move to another date/ }),
  ).toHaveCount(0);
});

test('a link that is not a booking’s says so and offers a way home @phone', async ({ page }) => {
  for (const token of ['not-a-token', 'A'.repeat(43)]) {
    await page.goto(`/manage_booking/${token}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeVisible(LOADED);
    expect(await robots(page)).toBe('noindex, nofollow');
  }
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
