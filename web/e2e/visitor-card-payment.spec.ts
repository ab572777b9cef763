import type { Page } from '@playwright/test';
import type { Booking, ScheduledWorkshop } from '../../functions/src/domain/model.ts';
import { holdTimeLabel } from '../../functions/src/domain/payment.ts';
import { bookingsOn, getDate, putDate } from '../../scripts/lib/emulator.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  beginBooking,
  fullDateLabel,
  PAY_OPTION,
  payChoice,
  openStep,
  toFullSummary,
  visitor,
} from './support/booking-flow.ts';
import { bookOnline, expectNoSidewaysScroll } from './support/self-service.ts';
import { createWorkshopType, expect, LOADED, test, withPaymentMethods } from './support/site.ts';

// A visitor books and pays by card on a phone: the summary's choice, Stripe's hosted page (the
// local stand-in's), and /checkout/{token}, which Checkout sends them back to.

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

/** Stripe's confirmation comes by webhook a moment after the return: the page waits for it. */
const CONFIRMED = { timeout: 45_000 };
const STAND_IN = new URL(process.env.STRIPE_STAND_IN_URL!);

const placesLeft = async (dateId: string) => (await getDate(dateId)).guest_slots_remaining;

async function theBooking(date: ScheduledWorkshop): Promise<Booking> {
  const [booking, ...others] = await bookingsOn(date.id);
  expect(others).toHaveLength(0);
  return booking!;
}

/** On the summary: card chosen, terms accepted, on to Stripe's hosted page. */
async function continueToStripe(page: Page) {
  await expect(payChoice(page).getByRole('radio', { name: PAY_OPTION.card })).toBeChecked();
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expectHostedPage(page);
}

async function expectHostedPage(page: Page) {
  await expect(page).toHaveURL(
    (url) => url.host === STAND_IN.host && /^\/pay\//.test(url.pathname),
    LOADED,
  );
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
}

/** Books `guests` places on a new date of 5 with "Pay by card now", up to Stripe's page. */
async function bookByCard(page: Page, guests = '2') {
  const type = await createWorkshopType();
  const date = await putDate(type, 150, { guest_slots_remaining: 5 });
  await beginBooking(page, type);
  await toFullSummary(page, date, visitor({ guests }), { payWith: 'card' });
  await continueToStripe(page);
  return { type, date };
}

/**
 * As bookByCard, with the booking made through the API the summary step calls: for the tests of
 * what happens once the visitor is on Stripe's page (the steps before it have their own tests).
 */
async function bookedByCardOnline(page: Page, guests = 2) {
  const type = await createWorkshopType();
  const date = await putDate(type, 150, { guest_slots_remaining: 5 });
  const { checkoutUrl } = await bookOnline(date, { guests, payWith: 'card' });
  expect(checkoutUrl, 'the booking answer sends the visitor to Checkout').toBeTruthy();
  // Stripe's page is not the app: the frame's own goto, with no app start to wait for.
  await page.mainFrame().goto(checkoutUrl!);
  await expectHostedPage(page);
  return { type, date };
}

const returnPath = (page: Page) => new URL(page.url()).pathname;

/** The stand-in's control API (scripts/stripe-stand-in/README.md). */
async function standIn(path: string, body: unknown = {}) {
  const res = await fetch(new URL(`/_stand-in/${path}`, STAND_IN), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok, `POST /_stand-in/${path}`).toBe(true);
}

test('a visitor pays by card on Stripe and comes back to a paid, confirmed booking', async ({
  page,
}) => {
  await withPaymentMethods('both', async () => {
    const { type, date } = await bookByCard(page);

    // The places are held while the visitor pays; nothing is booked yet.
    const held = await theBooking(date);
    expect(held.status).toBe('awaiting_payment');
    expect(await placesLeft(date.id)).toBe(3);

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{43}\?paid=1$/, LOADED);
    await expect(page.getByText('Your booking is paid and confirmed.')).toBeVisible(CONFIRMED);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    const booked = await theBooking(date);
    expect(booked.status).toBe('booked');
    await expect(page.getByRole('definition').filter({ hasText: booked.reference! })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(type.name);
    await expect(page.getByRole('main')).toContainText(fullDateLabel(date));
    await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible();
    const token = returnPath(page).split('/').pop();
    await expect(page.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute(
      'href',
      `/manage_booking/${token}`,
    );
    expect(await placesLeft(date.id)).toBe(3);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // The visitor's own page says how it was paid.
    await page.getByRole('link', { name: 'Manage your booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible(LOADED);
    await expect(page.getByRole('definition').filter({ hasText: 'Paid by card' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  });
});

test('a visitor who goes back from Stripe sees the places held until a time, and pays with Pay now', async ({
  page,
}) => {
  await withPaymentMethods('both', async () => {
    const { date } = await bookedByCardOnline(page);
    const firstPage = page.url();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{43}$/, LOADED);
    await expect(page.getByRole('heading', { level: 1, name: 'Your places are held' })).toBeVisible(
      LOADED,
    );
    const { card } = await theBooking(date);
    await expect(
      page.getByText(
        `We are holding your places until ${holdTimeLabel(card!.holdUntil!)} (UK time). Pay now to confirm your booking.`,
      ),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // The visitor's own page says the same, and offers no move while the places are held.
    const token = returnPath(page).split('/').pop()!;
    await page.goto(`/manage_booking/${token}`);
    await expect(
      page.getByRole('definition').filter({
        hasText: `Awaiting payment until ${holdTimeLabel(card!.holdUntil!)}`,
      }),
    ).toBeVisible(LOADED);
    await expect(page.getByRole('button', { name: 'Move to another date' })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Your places are held' })).toBeVisible(
      LOADED,
    );

    // Pay now opens the same payment again.
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expectHostedPage(page);
    expect(page.url()).toBe(firstPage);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Your booking is paid and confirmed.')).toBeVisible(CONFIRMED);
    expect((await theBooking(date)).status).toBe('booked');
    expect(await placesLeft(date.id)).toBe(3);
  });
});

test('a visitor who goes back from Stripe cancels the booking, and its places are released', async ({
  page,
}) => {
  await withPaymentMethods('both', async () => {
    const { date } = await bookedByCardOnline(page);
    expect(await placesLeft(date.id)).toBe(3);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your places are held' })).toBeVisible(
      LOADED,
    );
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your booking?' });
    await expect(dialog.getByRole('button', { name: 'Keep my booking' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel my booking' }).click();

    await expect(
      page.getByRole('status').filter({
        hasText: 'Your booking is cancelled and its places were released.',
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your booking is cancelled' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    expect((await theBooking(date)).status).toBe('cancelled');
    expect(await placesLeft(date.id)).toBe(5);

    // Coming back to the link later says the same.
    await page.reload();
    await expect(
      page.getByText('Your booking is cancelled and its places were released.'),
    ).toBeVisible(LOADED);
  });
});

test('the summary offers card now or a payment link later, by keyboard, and names the button after it', async ({
  page,
}) => {
  await withPaymentMethods('both', async () => {
    const type = await createWorkshopType();
    const date = await putDate(type, 151, { guest_slots_remaining: 5 });
    await openStep(page, '/workshop_booking_full_summary', {
      type,
      date,
      v: visitor(),
      payWith: 'card',
    });

    const choice = payChoice(page);
    const card = choice.getByRole('radio', { name: PAY_OPTION.card });
    const link = choice.getByRole('radio', { name: PAY_OPTION.link });
    await expect(card).toBeChecked();
    await expect(card).toHaveAccessibleDescription(
      "On Stripe's secure page. We hold your places for 30 minutes while you pay.",
    );
    await expect(link).toHaveAccessibleDescription('We email you a link to pay by card.');
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // From the link before it, Tab reaches the chosen option; arrows change the choice.
    await page.getByRole('link', { name: 'Change your details' }).focus();
    await page.keyboard.press('Tab');
    await expect(card).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(link).toBeFocused();
    await expect(link).toBeChecked();
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(card).toBeChecked();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();

    // No Stripe script on our pages: the payment page is Stripe's own, reached by a redirect.
    await expect(page.locator('script[src*="stripe"]')).toHaveCount(0);
  });
});

test('where the studio takes card only, the summary says the next step is Stripe’s page', async ({
  page,
}) => {
  await withPaymentMethods('card', async () => {
    const type = await createWorkshopType();
    const date = await putDate(type, 152, { guest_slots_remaining: 5 });
    await openStep(page, '/workshop_booking_full_summary', {
      type,
      date,
      v: visitor(),
      payWith: 'card',
    });
    await expect(payChoice(page)).toHaveCount(0);
    await expect(
      page.getByText("The next step is Stripe's secure payment page, where you pay by card."),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expectHostedPage(page);
    expect((await theBooking(date)).status).toBe('awaiting_payment');
  });
});

test('coming back from paying proves nothing: the page waits for Stripe’s confirmation', async ({
  page,
}) => {
  await withPaymentMethods('both', async () => {
    const { date } = await bookedByCardOnline(page);
    // Stripe's events are held back: the visitor returns before the webhook, as can happen.
    await standIn('webhooks/hold');
    try {
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{43}\?paid=1$/, LOADED);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Confirming your payment' }),
      ).toBeVisible(LOADED);
      await expect(
        page.getByText(
          'Stripe has taken you back to us. We are waiting for their confirmation of your payment; this usually takes a few seconds.',
        ),
      ).toBeVisible();
      expect((await theBooking(date)).status).toBe('awaiting_payment');
      await expectNoSeriousA11yViolations(page);
    } finally {
      await standIn('webhooks/release');
    }
    // The page asks again by itself and shows the confirmation once the webhook has come.
    await expect(page.getByText('Your booking is paid and confirmed.')).toBeVisible(CONFIRMED);
    expect((await theBooking(date)).status).toBe('booked');
  });
});

test('when the time to pay ends, the page says the places were released and offers to book again', async ({
  page,
}) => {
  await withPaymentMethods('both', async () => {
    const { type, date } = await bookedByCardOnline(page);
    const session = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your places are held' })).toBeVisible(
      LOADED,
    );

    // Stripe's timer ends the session: its expired event releases the places.
    await standIn(`checkout/sessions/${session}/expire`);
    await expect.poll(() => placesLeft(date.id)).toBe(5);
    await page.reload();
    await expect(
      page.getByText('The time to pay has ended, so your places were released.'),
    ).toBeVisible(LOADED);
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      `/workshop_description/${type.id}`,
    );
  });
});

test('a booking to pay later is paid by card from the manage page', async ({ page }) => {
  await withPaymentMethods('both', async () => {
    const type = await createWorkshopType();
    const date = await putDate(type, 153, { guest_slots_remaining: 5 });
    const booked = await bookOnline(date, { guests: 2 });
    expect(booked.booking.status).toBe('booked');

    await page.goto(booked.manageUrl);
    await expect(page.getByRole('definition').filter({ hasText: 'To pay' })).toBeVisible(LOADED);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expectHostedPage(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{43}\?paid=1$/, LOADED);
    await expect(page.getByText('Your booking is paid and confirmed.')).toBeVisible(CONFIRMED);
    await expect(page.getByRole('definition').filter({ hasText: booked.reference })).toBeVisible();
    expect(await placesLeft(date.id)).toBe(3);
  });
});

test('a return link that is not one says so, as the manage page does', async ({ page }) => {
  await page.goto(`/checkout/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible(
    LOADED,
  );
});
