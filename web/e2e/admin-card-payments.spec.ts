import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Booking, PaymentLinks, ScheduledWorkshop } from '../../functions/src/domain/model.ts';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../../functions/src/lib/collections.ts';
import { mailFor, putDate, readDoc } from '../../scripts/lib/emulator.ts';
import { holdTimeLabel } from '../../functions/src/domain/payment.ts';
import { uniqueName } from '../../scripts/lib/factories.ts';
import { addBooking, adminCall, expect, gotoAdmin, LOADED, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  type Booked,
  bookOnline,
  expectNoSidewaysScroll,
  uniqueEmail,
} from './support/self-service.ts';
import { createWorkshopType, withPaymentMethods } from './support/site.ts';

// The staff side of card payments: how visitors pay, how each booking was paid, the refund when
// staff cancel a card-paid booking, and a card payment link for a booking paid later.

/** The Checkout session a card booking's answer sends the visitor to (its page's last step). */
function sessionOf(booked: Booked): string {
  const checkoutUrl = (booked as Booked & { checkoutUrl?: string }).checkoutUrl;
  expect(checkoutUrl, 'the booking answer sends the visitor to Checkout').toBeTruthy();
  return new URL(checkoutUrl!).pathname.split('/').pop()!;
}

/** A visitor's booking paid by card on Stripe's hosted page (the local stand-in's "Pay"). */
async function bookPaidByCard(date: Pick<ScheduledWorkshop, 'id'>, name: string) {
  const booked = await bookOnline(date, { name, guests: 1, payWith: 'card' });
  const paid = await fetch(`${process.env.STRIPE_STAND_IN_URL}/pay/${sessionOf(booked)}`, {
    method: 'POST',
    body: new URLSearchParams({ action: 'pay' }),
    redirect: 'manual',
  });
  expect(paid.status, 'the hosted page takes the payment').toBe(303);
  // Stripe's webhook confirms the booking a moment later.
  await expect
    .poll(
      async () => {
        const found = await adminCall<Booking[]>(
          `bookings?q=${encodeURIComponent(booked.email)}`,
          undefined,
          'GET',
        );
        return found.find((b) => b.id === booked.id)?.card?.state;
      },
      { message: 'the booking is paid by card', timeout: 30_000 },
    )
    .toBe('paid');
  return booked;
}

/** A visitor's booking by card, its places held while Stripe's page is open (not paid). */
async function bookAwaitingCard(date: Pick<ScheduledWorkshop, 'id'>, name: string, guests = 2) {
  const booked = await bookOnline(date, { name, guests, payWith: 'card' });
  expect(booked.booking.status).toBe('awaiting_payment');
  return booked;
}

const dateGroup = (page: Page, workshop: string) =>
  page.getByRole('region', { name: new RegExp(`^Bookings for ${workshop}`) });

test('the payments page saves how visitors pay; the links may be left empty only with card', async ({
  adminPage: page,
}) => {
  await withPaymentMethods('both', async () => {
    await gotoAdmin(page, '/admin_home');
    await page.getByRole('link', { name: /^Payments/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible(LOADED);
    const how = page.getByRole('group', { name: 'How visitors pay' });
    await expect(how.getByRole('radio')).toHaveCount(3);
    await expect(how.getByRole('radio', { name: 'Both: the visitor chooses' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // Paying later by link, every link is needed: the server schema's message, nothing sent.
    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/site_content/payment_links')) puts += 1;
    });
    await how.getByRole('radio', { name: 'Pay later by payment link' }).check();
    const two = page.getByRole('textbox', { name: /^Link for 2 guests/ });
    await two.fill('');
    await page.getByRole('button', { name: 'Save payments' }).click();
    await expect(page.getByText('Enter a payment link starting with https://')).toBeVisible();
    await expect(two).toHaveAttribute('aria-invalid', 'true');
    await expect(two).toBeFocused();
    expect(puts).toBe(0);

    // Card only: the links are optional and say so.
    await how.getByRole('radio', { name: 'Card payment at booking (Stripe)' }).check();
    await expect(page.getByText('Link for 2 guests (optional)')).toBeVisible();
    await expect(two).toHaveAccessibleDescription(/Optional while visitors pay by card only/);
    await page.getByRole('button', { name: 'Save payments' }).click();
    await expect(page.getByRole('status')).toContainText('Saved.');
    expect(puts).toBe(1);
    const stored = await readDoc<PaymentLinks>(
      COLLECTIONS.siteContent,
      SITE_CONTENT_DOCS.paymentLinks,
    );
    expect(stored).toMatchObject({ methods: 'card', links: { '2': '' } });

    await page.reload();
    await expect(
      page
        .getByRole('group', { name: 'How visitors pay' })
        .getByRole('radio', { name: 'Card payment at booking (Stripe)' }),
    ).toBeChecked(LOADED);
    await expect(page.getByRole('textbox', { name: /^Link for 2 guests/ })).toHaveValue('');
  });
});

test('a card-paid booking shows how it was paid, is found by the payment filter and exported, and is cancelled with a part refund', async ({
  adminPage: page,
}) => {
  test.setTimeout(180_000);
  await withPaymentMethods('both', async () => {
    const type = await createWorkshopType({ name: uniqueName('Card Paid Workshop'), price: '£35' });
    const date = await putDate(type, 30, { guests: 6 });
    const payer = uniqueName('Card Payer');
    const owing = uniqueName('Pays Later');
    const booked = await bookPaidByCard(date, payer);
    await addBooking(date, { name: owing, guests: 1 });

    await gotoAdmin(page, '/booked_workshops');
    const group = dateGroup(page, type.name);
    const row = group.getByRole('row', { name: new RegExp(payer) });
    await expect(row).toContainText('Paid by card', LOADED);
    const stripe = row.getByRole('link', { name: /^View payment in Stripe/ });
    await expect(stripe).toHaveAccessibleName(
      `View payment in Stripe for ${payer} (opens in a new tab)`,
    );
    await expect(stripe).toHaveAttribute('target', '_blank');
    await expect(stripe).toHaveAttribute(
      'href',
      /^https:\/\/dashboard\.stripe\.com\/test\/payments\/pi_/,
    );
    // Stripe records a card payment: staff cannot mark it unpaid (or paid).
    await expect(row.getByRole('button', { name: `Cancel: ${payer}` })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Mark (Unpaid|Payed)/ })).toHaveCount(0);
    await expect(group.getByRole('row', { name: new RegExp(owing) })).toContainText('Unpaid');

    // The payment filter asks the server for card-paid bookings only.
    const payment = page.getByRole('group', { name: 'Payment' });
    await payment.getByRole('button', { name: 'Paid by card' }).click();
    await expect(page).toHaveURL(/[?&]payment=card\b/);
    await expect(payment.getByRole('button', { name: 'Paid by card' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(group.getByRole('row', { name: new RegExp(owing) })).toHaveCount(0, LOADED);
    await expect(group.getByRole('row', { name: new RegExp(payer) })).toBeVisible();
    await payment.getByRole('button', { name: 'Unpaid', exact: true }).click();
    await expect(group.getByRole('row', { name: new RegExp(owing) })).toBeVisible(LOADED);
    await expect(group.getByRole('row', { name: new RegExp(payer) })).toHaveCount(0);
    await payment.getByRole('button', { name: 'All', exact: true }).click();
    await expect(group.getByRole('row', { name: new RegExp(payer) })).toBeVisible(LOADED);

    // The export says how each booking was paid.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const text = await readFile((await (await downloading).path())!, 'utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toContain(',Paid,Payment,Booked,');
    expect(lines.find((l) => l.includes(booked.id))).toContain(',Yes,Paid by card,Online,');
    expect(lines.find((l) => l.includes(owing))).toContain(',No,Unpaid,By staff,');

    // Cancelled with a part refund of £5, which goes back through Stripe.
    await row.getByRole('button', { name: `Cancel: ${payer}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel ${payer}’s booking` });
    await expect(dialog).toContainText('paid by card');
    const refund = dialog.getByRole('group', { name: 'Refund' });
    await expect(
      refund.getByRole('radio', { name: 'Full refund (£35) to the card' }),
    ).toBeChecked();
    await refund.getByRole('radio', { name: 'Part refund' }).check();
    const amount = dialog.getByRole('spinbutton', { name: /^Amount to refund \(£\)/ });
    await expect(amount).toHaveAttribute('max', '35');
    await expect(amount).toHaveAttribute('step', '0.01');
    await amount.fill('40');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog.getByText('Enter a refund of at most £35')).toBeVisible();
    await expect(amount).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await amount.fill('5');
    await dialog.getByLabel('Reason').fill('Could only come for the first half');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toHaveCount(0, LOADED);
    await expect(page.getByRole('status')).toContainText('Refunding £5 of £35 to the card');

    await page.getByRole('button', { name: 'Show cancelled' }).click();
    const cancelled = dateGroup(page, type.name).getByRole('row', { name: new RegExp(payer) });
    await expect(cancelled).toContainText(/Refund(ing|ed) £5 of £35/, LOADED);
    await expect
      .poll(async () => (await readDoc<Booking>(COLLECTIONS.bookings, booked.id))?.card?.refunded, {
        message: 'Stripe’s charge.refunded event records the refund',
        timeout: 20_000,
      })
      .toBe(500);
    await page.reload();
    await expect(
      dateGroup(page, type.name).getByRole('row', { name: new RegExp(payer) }),
    ).toContainText('Refunded £5 of £35', LOADED);
  });
});

test('staff send a card payment link for an unpaid booking, after confirming @phone', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Pay Link Workshop'), price: '£35' });
  const date = await putDate(type, 30, { guests: 6 });
  const name = uniqueName('Phone Booker');
  const email = uniqueEmail('phone');
  const booking = await addBooking(date, { name, email, guests: 2 });
  const row = () => dateGroup(page, type.name).getByRole('row', { name: new RegExp(name) });

  // A studio that takes no cards online has no link to send.
  await withPaymentMethods('link', async () => {
    await gotoAdmin(page, '/booked_workshops');
    await expect(row().getByRole('button', { name: `Send reminder: ${name}` })).toBeVisible(LOADED);
    await expect(row().getByRole('button', { name: /^Send card payment link/ })).toHaveCount(0);
  });

  await withPaymentMethods('both', async () => {
    await gotoAdmin(page, '/booked_workshops');
    const send = row().getByRole('button', { name: `Send card payment link: ${name}` });
    await expect(send).toBeVisible(LOADED);
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Send card payment link' });
    await expect(dialog).toHaveAccessibleDescription(`Email ${name} a link to pay £70 by card?`);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await dialog.getByRole('button', { name: 'Send payment link' }).click();
    await expect(dialog).toHaveCount(0, LOADED);
    await expect(page.getByRole('status')).toHaveText(`Payment link sent to ${email}.`);
    await expect
      .poll(async () => (await mailFor([booking.id])).map((m) => `${m.kind} ${m.to}`), {
        message: 'the payment link email is in the outbox',
      })
      .toContain(`payment-link ${email}`);
  });
});

test('a booking awaiting its card payment shows until when, counts for nothing and can only be cancelled; once its hold ends it shows with the cancelled ones', async ({
  adminPage: page,
}) => {
  test.setTimeout(180_000);
  await withPaymentMethods('both', async () => {
    const type = await createWorkshopType({
      name: uniqueName('Held Places Workshop'),
      price: '£35',
    });
    const date = await putDate(type, 30, { guests: 6 });
    const holder = uniqueName('Still Paying');
    const booked = await bookAwaitingCard(date, holder);
    const phoned = uniqueName('Phoned');
    await addBooking(date, { name: phoned, guests: 1 });

    await gotoAdmin(page, '/booked_workshops');
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: new RegExp(type.name) }),
    });
    const row = dateGroup(page, type.name).getByRole('row', { name: new RegExp(holder) });
    await expect(row).toContainText(
      `Awaiting payment until ${holdTimeLabel(booked.booking.card!.holdUntil!)}`,
      LOADED,
    );
    // Bookings, guests, total, unpaid, spaces left: the held places are taken, nothing counted.
    await expect(section.getByRole('definition')).toHaveText(['1', '1', '£35', '£35', '3 of 6']);
    await expect(row.getByRole('button', { name: `Cancel: ${holder}` })).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(1);

    const payment = page.getByRole('group', { name: 'Payment' });
    await payment.getByRole('button', { name: 'Awaiting payment' }).click();
    await expect(
      dateGroup(page, type.name).getByRole('row', { name: new RegExp(phoned) }),
    ).toHaveCount(0, LOADED);
    await expect(row).toBeVisible();

    // Stripe's session ends unpaid: the places go back and it shows with the cancelled ones.
    const ended = await fetch(
      `${process.env.STRIPE_STAND_IN_URL}/_stand-in/checkout/sessions/${sessionOf(booked)}/expire`,
      { method: 'POST' },
    );
    expect(ended.ok, await ended.text()).toBe(true);
    await expect
      .poll(async () => (await readDoc<Booking>(COLLECTIONS.bookings, booked.id))?.status, {
        message: 'the hold is released',
        timeout: 20_000,
      })
      .toBe('expired');
    await gotoAdmin(page, '/booked_workshops?view=cancelled');
    const gone = dateGroup(page, type.name).getByRole('row', { name: new RegExp(holder) });
    await expect(gone).toContainText('Payment not completed', LOADED);
    await expect(gone.getByRole('button')).toHaveCount(0);
    await expect(gone.getByRole('link', { name: `History: ${holder}` })).toBeVisible();
    await gotoAdmin(page, '/booked_workshops');
    await expect(section.getByRole('definition').last()).toHaveText('5 of 6', LOADED);
  });
});
