import * as logger from 'firebase-functions/logger';
import type { CardPayment, Booking } from '../../domain/model.js';
import { paths } from '../../domain/paths.js';
import {
  amountDueOf,
  HOLD_GRACE_MS,
  HOLD_MS,
  isAwaitingPayment,
  isCardPaid,
  offersCard,
  PAYMENT_LINK_SESSION_MS,
  PAYMENT_MESSAGES,
  toPence,
  withRefund,
  withRefunded,
} from '../../domain/payment.js';
import { bookablePlaces, isBooked, isCancelledDate, placesAfter } from '../../domain/places.js';
import { places, workshopDateLabel } from '../../domain/wording.js';
import {
  type Actor,
  changedFields,
  type GuardedCommit,
  guardedCommit,
} from '../../lib/guarded-commit.js';
import { busy, conflict } from '../../lib/http-errors.js';
import { linkToken } from '../../lib/link-tokens.js';
import { loadMailRendering } from '../../lib/mail/rendering.js';
import { latePaymentRefundedMail, siteLink } from '../../lib/mail/templates.js';
import { type Stripe, stripe } from '../../lib/stripe.js';
import { getPaymentLinks, getStudio, paymentLinkFor } from '../content/index.js';
import { giveDiscountPlacesBack } from '../discounts/index.js';
import { signupOf } from '../newsletter/index.js';
import { dateOf, updateDate } from '../schedule/index.js';
import { offerFreedPlaces, readLine } from '../waitlist/index.js';
import {
  applyVoucherSession,
  isSpentOn,
  refundToVouchers,
  spendOnBooking,
  vouchersOf,
} from '../vouchers/index.js';
import { bookingMails } from './booking-mail.js';
import {
  awaitingPaymentBookings,
  bookingDocs,
  bookingsWithPendingRefunds,
  readBooking,
  stripeEventDocs as eventDocs,
  stripeEventRecord,
} from './bookings.repository.js';

// Card payment through Stripe Checkout (docs/product.md#card-payment). The booking is the
// truth about places; Stripe is the truth about money. Every change a payment makes to a
// booking goes through the one guarded commit, and is decided on the session or charge as
// fetched from Stripe again (an event's own copy may be old); an event is acted on once: its
// id is recorded in the same commit as its effect.

/** Who the audit log names for what Stripe's events do. */
export const STRIPE_ACTOR: Actor = { uid: 'stripe', email: 'Stripe (card payments)' };

interface EventRef {
  id: string;
  type: string;
}

function recordEvent(commit: GuardedCommit, event: EventRef | undefined, bookingId?: string) {
  if (!event) return;
  eventDocs.create(commit, event.id, stripeEventRecord(event.type, commit.now, bookingId));
}

/** The page Checkout returns to: the booking's secret link under /checkout. */
function returnUrl(booking: Booking): string {
  if (!booking.manageNonce) throw new Error(`Booking ${booking.id} has no link`);
  return siteLink(paths.checkoutReturn.to(linkToken('manage', booking.id, booking.manageNonce)));
}

/**
 * The Checkout session's parameters: the amount from the booking (priced on the server from the
 * workshop and its guests) in GBP, a line naming the workshop, date, time and guests, the
 * email prefilled and the booking's reference as client_reference_id.
 */
export function sessionParams(
  booking: Booking,
  expiresAt: number,
): Stripe.Checkout.SessionCreateParams {
  const amount = toPence(amountDueOf(booking));
  const each = amount / booking.guests;
  const perPlace = Number.isInteger(each);
  const back = returnUrl(booking);
  const metadata = { bookingId: booking.id, reference: booking.reference ?? '' };
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: perPlace ? booking.guests : 1,
        price_data: {
          currency: 'gbp',
          unit_amount: perPlace ? each : amount,
          product_data: {
            name: booking.workshop_name,
            description: `${workshopDateLabel(booking)} at ${booking.time}, ${places(booking.guests)}`,
          },
        },
      },
    ],
    client_reference_id: booking.reference,
    ...(booking.email ? { customer_email: booking.email } : {}),
    expires_at: Math.floor(expiresAt / 1000),
    metadata,
    payment_intent_data: {
      description: `${booking.reference}: ${booking.workshop_name}, ${workshopDateLabel(booking)}`,
      metadata,
    },
    success_url: `${back}?paid=1`,
    cancel_url: back,
  };
}

/**
 * Opens a Checkout session for the booking (the n-th: its idempotency key, so a request sent
 * again gets the same session) and stores it on the booking. A new booking's session ends with
 * its hold; a pay-later booking's lasts Stripe's longest, 24 hours.
 */
async function openSession(booking: Booking, now: number): Promise<string> {
  const card = booking.card;
  const holds = card?.holds === true;
  const count = holds ? 1 : (card?.sessionCount ?? 0) + 1;
  const expiresAt = holds
    ? Math.max(card?.holdUntil ?? 0, now + HOLD_MS)
    : now + PAYMENT_LINK_SESSION_MS - 60_000;
  const client = await stripe();
  const session = await client.checkout.sessions.create(sessionParams(booking, expiresAt), {
    idempotencyKey: `${booking.id}-checkout-${count}`,
  });
  if (!session.url) throw new Error(`Checkout session ${session.id} has no url`);
  await guardedCommit(async (commit) => {
    const stored = await bookingDocs.get(commit, booking.id);
    if (!stored || stored.card?.sessionId === session.id) return;
    if (holds && !isAwaitingPayment(stored)) return;
    const next: CardPayment = {
      ...(stored.card ?? { holds: false, amount: toPence(amountDueOf(stored)) }),
      state: 'awaiting',
      sessionId: session.id,
      checkoutUrl: session.url!,
      holdUntil: session.expires_at * 1000,
      livemode: session.livemode,
      sessionCount: count,
    };
    bookingDocs.update(commit, stored.id, { card: next });
  }, now);
  return session.url;
}

/**
 * The Checkout page of a booking just made to pay by card. If Stripe cannot be reached the
 * hold is released at once (the visitor is told to try again) and nothing stays held.
 */
export async function checkoutFor(booking: Booking, now = Date.now()): Promise<string> {
  if (booking.card?.checkoutUrl) return booking.card.checkoutUrl;
  try {
    return await openSession(booking, now);
  } catch (err) {
    logger.error('Could not open a Checkout session; the hold is released', {
      bookingId: booking.id,
      error: String(err),
    });
    await releaseHold(booking.id, 'failed', now);
    throw busy(PAYMENT_MESSAGES.unavailable);
  }
}

/**
 * Pay now (the visitor's checkout and booking pages): the open session of a booking waiting for
 * its payment, or a new one for a booked booking that is to be paid later.
 */
export async function payNow(booking: Booking, now = Date.now()): Promise<string> {
  if (isAwaitingPayment(booking)) {
    if ((booking.card?.holdUntil ?? 0) <= now) throw conflict(PAYMENT_MESSAGES.holdEnded);
    return checkoutFor(booking, now);
  }
  if (!isBooked(booking)) throw conflict(PAYMENT_MESSAGES.notAwaiting);
  if (booking.payed || isCardPaid(booking)) throw conflict(PAYMENT_MESSAGES.alreadyPaid);
  if (!(toPence(amountDueOf(booking)) > 0)) throw conflict(PAYMENT_MESSAGES.notAwaiting);
  const settings = await getPaymentLinks();
  if (!offersCard(settings.methods)) throw conflict(PAYMENT_MESSAGES.cardOff);
  const card = booking.card;
  // A session opened for it that stays open a while yet is the one to use.
  if (card?.state === 'awaiting' && card.checkoutUrl && (card.holdUntil ?? 0) > now + 10 * 60_000) {
    return card.checkoutUrl;
  }
  try {
    return await openSession(booking, now);
  } catch (err) {
    logger.error('Could not open a Checkout session', {
      bookingId: booking.id,
      error: String(err),
    });
    throw busy(PAYMENT_MESSAGES.unavailable);
  }
}

/**
 * Before a booking waiting for its payment is cancelled: its session is expired at Stripe, so it
 * can no longer be paid. If it was paid meanwhile, the payment is applied and 409 says so.
 */
export async function closeCheckout(id: string, now = Date.now()) {
  const booking = await readBooking(id);
  const sessionId = booking?.card?.sessionId;
  if (!booking || !isAwaitingPayment(booking) || !sessionId) return;
  const client = await stripe();
  const session = await client.checkout.sessions.retrieve(sessionId);
  if (session.status === 'open') {
    try {
      await client.checkout.sessions.expire(sessionId);
      return;
    } catch (err) {
      logger.warn('Could not expire the Checkout session; reading it again', { sessionId, err });
    }
  }
  const fresh = await client.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
  if (fresh.status === 'complete') {
    await applySession(fresh, undefined, now);
    throw conflict(PAYMENT_MESSAGES.alreadyPaid);
  }
}

/** Reads what releasing or confirming a booking's places needs: its date and the line. */
async function readDate(commit: GuardedCommit, booking: Booking) {
  const date = await dateOf(commit, booking.scheduled_workshop_id);
  const line = date ? await readLine(commit, date) : [];
  return { date, line };
}

/**
 * Ends a booking's hold (its session expired, failed or could not be opened): the places go
 * back, to the waiting list first, as for a cancellation. Anything else changes nothing.
 */
async function releaseHold(
  id: string,
  state: 'expired' | 'failed',
  now = Date.now(),
  event?: EventRef,
  sessionId?: string,
) {
  const studio = await getStudio();
  return guardedCommit(async (commit) => {
    if (event && (await eventDocs.get(commit, event.id))) return;
    const booking = await bookingDocs.get(commit, id);
    const ours =
      booking &&
      isAwaitingPayment(booking) &&
      (!sessionId || !booking.card?.sessionId || booking.card.sessionId === sessionId);
    if (!booking || !ours) {
      recordEvent(commit, event, id);
      return;
    }
    const { date, line } = await readDate(commit, booking);
    const vouchers = await vouchersOf(commit, [booking]);
    writeRelease(commit, booking, state, date, line, studio);
    // Nothing was paid: the voucher's part goes back to it.
    refundToVouchers(commit, vouchers, [booking], STRIPE_ACTOR.email, 'Payment not completed');
    recordEvent(commit, event, id);
  }, now);
}

function writeRelease(
  commit: GuardedCommit,
  booking: Booking,
  state: 'expired' | 'failed',
  date: Awaited<ReturnType<typeof readDate>>['date'],
  line: Awaited<ReturnType<typeof readDate>>['line'],
  studio: Awaited<ReturnType<typeof getStudio>>,
) {
  const card: CardPayment = { ...booking.card!, state };
  const fields: Partial<Booking> = { status: 'expired', card, updatedAt: commit.now };
  bookingDocs.update(commit, booking.id, fields);
  giveDiscountPlacesBack(commit, booking);
  const after = { ...booking, ...fields };
  const diff = changedFields(booking, after);
  commit.audit(
    STRIPE_ACTOR,
    state === 'failed' ? 'card_payment_failed' : 'card_hold_released',
    bookingDocs.target(booking.id),
    diff.before,
    diff.after,
  );
  if (date) {
    const freed = placesAfter(date, { held: -booking.guests });
    updateDate(commit, date.id, offerFreedPlaces(commit, date, freed, line, studio));
  }
}

type SessionOutcome = 'confirmed' | 'late-confirmed' | 'late-refund' | 'none';
type Applied = { outcome: SessionOutcome; refund?: Booking };

function paymentIntentOf(session: Stripe.Checkout.Session) {
  const pi = session.payment_intent;
  return typeof pi === 'string' ? pi : pi?.id;
}

/**
 * Acts on a Checkout session as Stripe has it now (after an event about it, or the scheduled
 * job's check): paid confirms the booking (or, if its hold had ended, books it if the places are
 * still free and refunds it in full at once if not); expired or failed releases its hold;
 * completed but unpaid (a payment that settles later) keeps holding. `event` is recorded in the
 * same commit, so it is acted on once.
 */
export async function applySession(
  session: Stripe.Checkout.Session,
  event?: EventRef,
  now = Date.now(),
): Promise<SessionOutcome> {
  // A gift voucher's purchase (features/vouchers): made once paid; no booking changes.
  if (session.metadata?.voucherPurchaseId) {
    await applyVoucherSession(session, now);
    if (event) await guardedCommit((commit) => recordIfNew(commit, event), now);
    return 'none';
  }
  const id = session.metadata?.bookingId;
  if (!id) {
    if (event) await guardedCommit((commit) => recordIfNew(commit, event), now);
    return 'none';
  }
  const paid =
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  if (!paid) {
    const failed = event?.type === 'checkout.session.async_payment_failed';
    if (session.status === 'expired' || failed) {
      await releaseHold(id, failed ? 'failed' : 'expired', now, event, session.id);
      await settleLinkSession(id, session, failed ? 'failed' : 'expired', now, event);
    } else if (session.status === 'complete') {
      await markProcessing(id, session, now, event);
    } else if (event) {
      await guardedCommit((commit) => recordIfNew(commit, event, id), now);
    }
    return 'none';
  }
  const [studio, links] = await Promise.all([getStudio(), getPaymentLinks()]);
  const { outcome, refund } = await guardedCommit(async (commit): Promise<Applied> => {
    if (event && (await eventDocs.get(commit, event.id))) return { outcome: 'none' };
    const booking = await bookingDocs.get(commit, id);
    if (!booking || isCardPaid(booking) || booking.anonymisedAt) {
      recordEvent(commit, event, id);
      return { outcome: 'none' };
    }
    const paidCard: CardPayment = {
      ...(booking.card ?? { holds: false, amount: session.amount_total ?? 0 }),
      state: 'paid',
      sessionId: session.id,
      amount: session.amount_total ?? booking.card?.amount ?? 0,
      paidAt: now,
      livemode: session.livemode,
      ...(paymentIntentOf(session) ? { paymentIntentId: paymentIntentOf(session) } : {}),
    };
    delete paidCard.checkoutUrl;

    // Booked already, to pay later: now paid.
    if (isBooked(booking)) {
      const fields: Partial<Booking> = { payed: true, card: paidCard, updatedAt: now };
      bookingDocs.update(commit, id, fields);
      auditBooking(commit, 'card_payment', booking, { ...booking, ...fields });
      recordEvent(commit, event, id);
      return { outcome: 'confirmed' };
    }

    const awaiting = isAwaitingPayment(booking);
    // Everything is read before anything is written (lib/guarded-commit.ts).
    const { date, line } = await readDate(commit, booking);
    const signup = await signupOf(commit, booking.email);
    const [voucher] = await vouchersOf(commit, [booking]);
    recordEvent(commit, event, id);
    // A late payment's voucher part went back when its hold ended: it is spent again only if the
    // balance still covers it; otherwise, as without room, the card payment is refunded.
    const voucherBack = !awaiting && voucher !== undefined && !isSpentOn(voucher, id);
    const voucherOk = !voucherBack || voucher.balance >= toPence(booking.voucher?.amount ?? 0);
    const room =
      voucherOk &&
      date !== null &&
      !isCancelledDate(date) &&
      date.date_of_workshop > now &&
      (awaiting || bookablePlaces(date) >= booking.guests);
    if (room) {
      const fields: Partial<Booking> = {
        status: 'booked',
        payed: true,
        card: paidCard,
        updatedAt: now,
      };
      const confirmed: Booking = { ...booking, ...fields };
      for (const key of ['cancelledAt', 'cancelledBy', 'cancelReason'] as const) {
        delete confirmed[key];
      }
      bookingDocs.update(commit, id, fields, ['cancelledAt', 'cancelledBy', 'cancelReason']);
      // Its hold had ended and given the code's places back: booked again, it takes them again.
      if (!awaiting) giveDiscountPlacesBack(commit, booking, -booking.guests);
      updateDate(
        commit,
        date.id,
        placesAfter(date, { held: awaiting ? -booking.guests : 0, taken: booking.guests }),
      );
      const mails = bookingMails(
        studio,
        confirmed,
        paymentLinkFor(links, confirmed.guests),
        signup,
        { sendEmails: true, source: 'web' },
        now,
        false,
      );
      for (const mail of mails) commit.enqueueMail(mail.id, mail.doc);
      if (voucherBack) spendOnBooking(commit, voucher, toPence(booking.voucher!.amount), booking);
      auditBooking(
        commit,
        awaiting ? 'card_payment' : 'late_payment_confirmed',
        booking,
        confirmed,
      );
      return { outcome: awaiting ? 'confirmed' : 'late-confirmed' };
    }

    // Paid after the hold ended, and the places are gone: refunded in full at once.
    const refunding = withRefund({ ...paidCard, lateRefund: true }, id, paidCard.amount, now);
    const fields: Partial<Booking> = { card: refunding, updatedAt: now };
    if (awaiting) fields.status = 'expired';
    bookingDocs.update(commit, id, fields);
    if (awaiting) giveDiscountPlacesBack(commit, booking);
    if (awaiting && date) {
      const freed = placesAfter(date, { held: -booking.guests });
      updateDate(commit, date.id, offerFreedPlaces(commit, date, freed, line, studio));
    }
    if (awaiting) {
      refundToVouchers(
        commit,
        voucher ? [voucher] : [],
        [booking],
        STRIPE_ACTOR.email,
        'Paid too late',
      );
    }
    auditBooking(commit, 'late_payment_refunded', booking, { ...booking, ...fields });
    commit.enqueueMail(`${id}-late-refund`, latePaymentRefundedMail(studio, booking));
    return { outcome: 'late-refund', refund: { ...booking, ...fields } };
  }, now);
  if (refund) await issueRefund(refund);
  return outcome;
}

function auditBooking(commit: GuardedCommit, action: string, before: Booking, after: Booking) {
  const diff = changedFields(before, after);
  commit.audit(STRIPE_ACTOR, action, bookingDocs.target(before.id), diff.before, diff.after);
}

async function recordIfNew(commit: GuardedCommit, event: EventRef, bookingId?: string) {
  if (await eventDocs.get(commit, event.id)) return;
  recordEvent(commit, event, bookingId);
}

/** A payment that settles later (Bacs) was made: the hold stays until it settles or fails. */
async function markProcessing(
  id: string,
  session: Stripe.Checkout.Session,
  now: number,
  event?: EventRef,
) {
  await guardedCommit(async (commit) => {
    if (event && (await eventDocs.get(commit, event.id))) return;
    const booking = await bookingDocs.get(commit, id);
    recordEvent(commit, event, id);
    if (!booking?.card || booking.card.state !== 'awaiting') return;
    if (booking.card.sessionId && booking.card.sessionId !== session.id) return;
    bookingDocs.update(commit, id, {
      card: { ...booking.card, state: 'processing', sessionId: session.id },
      updatedAt: now,
    });
  }, now);
}

/** A pay-later booking's session ended unpaid: it is simply still to pay. */
async function settleLinkSession(
  id: string,
  session: Stripe.Checkout.Session,
  state: 'expired' | 'failed',
  now: number,
  event?: EventRef,
) {
  await guardedCommit(async (commit) => {
    const booking = await bookingDocs.get(commit, id);
    if (!booking?.card || !isBooked(booking) || booking.card.sessionId !== session.id) return;
    if (booking.card.state !== 'awaiting' && booking.card.state !== 'processing') return;
    const card: CardPayment = { ...booking.card, state };
    delete card.checkoutUrl;
    bookingDocs.update(commit, id, { card, updatedAt: now });
    void event;
  }, now);
}

/**
 * Asks Stripe for the booking's pending refund (idempotency key per refund, so asking again
 * never refunds twice). A failure is logged; the scheduled job asks again.
 */
export async function issueRefund(booking: Pick<Booking, 'id' | 'reference' | 'card'>) {
  const card = booking.card;
  const pending = card?.refundPending;
  if (!pending || !card.paymentIntentId) return;
  try {
    const client = await stripe();
    await client.refunds.create(
      {
        payment_intent: card.paymentIntentId,
        amount: pending.amount,
        reason: 'requested_by_customer',
        metadata: { bookingId: booking.id, reference: booking.reference ?? '' },
      },
      { idempotencyKey: pending.key },
    );
  } catch (err) {
    logger.error('A refund could not be asked of Stripe; the scheduled job tries again', {
      bookingId: booking.id,
      error: String(err),
    });
  }
}

/** charge.refunded: the booking's refunds as Stripe's charge (fetched again) now says. */
export async function applyCharge(charge: Stripe.Charge, event?: EventRef, now = Date.now()) {
  const pi = charge.payment_intent;
  const intent = typeof pi === 'string' ? null : pi;
  const id = intent?.metadata?.bookingId ?? charge.metadata?.bookingId;
  await guardedCommit(async (commit) => {
    if (event && (await eventDocs.get(commit, event.id))) return;
    const booking = id ? await bookingDocs.get(commit, id) : null;
    recordEvent(commit, event, id);
    if (!booking?.card) return;
    const card = withRefunded(booking.card, charge.amount_refunded);
    if (JSON.stringify(card) === JSON.stringify(booking.card)) return;
    const fields: Partial<Booking> = { card, updatedAt: now };
    if (charge.refunded && !booking.refundedAt) fields.refundedAt = now;
    bookingDocs.update(commit, booking.id, fields);
    auditBooking(commit, 'card_refunded', booking, { ...booking, ...fields });
  }, now);
}

/** The events the webhook acts on (docs/api.md#stripe-webhook); others are answered 200. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
] as const;

/** POST /api/stripe_webhook's work, once the signature is checked. */
export async function handleStripeEvent(event: Stripe.Event, now = Date.now()) {
  const ref = { id: event.id, type: event.type };
  const client = await stripe();
  if (event.type.startsWith('checkout.session.')) {
    if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return;
    const { id } = event.data.object as Stripe.Checkout.Session;
    const session = await client.checkout.sessions.retrieve(id, { expand: ['payment_intent'] });
    await applySession(session, ref, now);
  } else if (event.type === 'charge.refunded') {
    const { id } = event.data.object;
    const charge = await client.charges.retrieve(id, { expand: ['payment_intent'] });
    await applyCharge(charge, ref, now);
  }
}

/**
 * The scheduled job (every 5 minutes): holds whose session should have ended get it ended at
 * Stripe and released, or confirmed if it was paid and the event never came; refunds Stripe has
 * not confirmed after a few minutes are asked for again.
 */
export async function reconcileCardPayments(now = Date.now()) {
  // It may write emails: their renderers load first (lib/mail/rendering.ts).
  await loadMailRendering();
  const client = await stripe();
  let released = 0;
  let confirmed = 0;
  for (const booking of await awaitingPaymentBookings()) {
    const card = booking.card;
    const ended = (card?.holdUntil ?? booking.createdAt + HOLD_MS) + HOLD_GRACE_MS < now;
    if (!ended || card?.state === 'processing') continue;
    try {
      if (!card?.sessionId) {
        await releaseHold(booking.id, 'expired', now);
        released++;
        continue;
      }
      let session = await client.checkout.sessions.retrieve(card.sessionId, {
        expand: ['payment_intent'],
      });
      if (session.status === 'open') {
        await client.checkout.sessions.expire(card.sessionId);
        session = await client.checkout.sessions.retrieve(card.sessionId, {
          expand: ['payment_intent'],
        });
      }
      const outcome = await applySession(session, undefined, now);
      if (outcome === 'none') released++;
      else confirmed++;
    } catch (err) {
      logger.error('Could not reconcile a held booking', {
        bookingId: booking.id,
        err: String(err),
      });
    }
  }
  const refunds = await bookingsWithPendingRefunds(now - 5 * 60_000);
  for (const booking of refunds) await issueRefund(booking);
  return { released, confirmed, refunds: refunds.length };
}
