import { londonFields } from './clock.js';
import type { PaymentView } from './contracts/bookings.js';
import type { Booking, CardPayment } from './model.js';
import { formatPrice } from './price.js';

// Card payment at booking (docs/product.md#card-payment): the studio chooses how visitors pay;
// a visitor paying by card holds the places while Stripe's Checkout page is open; the booking
// is confirmed only when Stripe's webhook says the payment went through.

/** How the studio lets visitors pay: card at booking, a payment link afterwards, or either. */
export const VISITOR_PAYMENTS = ['card', 'link', 'both'] as const;
export type VisitorPayment = (typeof VISITOR_PAYMENTS)[number];
export type PayWith = 'card' | 'link';

/** What the studio offers when it has not chosen: today's payment link. */
export const DEFAULT_VISITOR_PAYMENT: VisitorPayment = 'link';

/**
 * How a visitor pays for a new booking: their choice where the studio offers both (the form
 * always says; a client that does not gets the site's first way, the payment link).
 */
export function payWithFor(offered: VisitorPayment | undefined, asked?: PayWith): PayWith {
  const methods = offered ?? DEFAULT_VISITOR_PAYMENT;
  if (methods === 'both') return asked ?? 'link';
  return methods;
}

export const offersCard = (offered: VisitorPayment | undefined) =>
  (offered ?? DEFAULT_VISITOR_PAYMENT) !== 'link';

/**
 * How long Checkout holds the places: Stripe's shortest session (30 minutes) and one more
 * minute, so the session Stripe accepts is never under its minimum by the clocks' drift.
 */
export const HOLD_MS = 31 * 60 * 1000;
/** A payment link from staff ("Send card payment link"): Stripe's longest session, 24 hours. */
export const PAYMENT_LINK_SESSION_MS = 24 * 60 * 60 * 1000;
/**
 * The scheduled job releases a hold this long after it ended if Stripe's expired event has not
 * come (after asking Stripe to expire the session, so it can no longer be paid).
 */
export const HOLD_GRACE_MS = 2 * 60 * 1000;

export const PAYMENT_MESSAGES = {
  unavailable:
    'Card payment is not available just now. Please try again in a few minutes, or contact the studio to book.',
  notAwaiting: 'This booking is not waiting for a payment.',
  holdEnded: 'The time to pay for this booking has ended, so its places were released.',
  cardOff: 'The studio does not take card payments online at the moment.',
  alreadyPaid: 'This booking is already paid.',
  noEmail: 'This booking has no email address to send the payment link to.',
  refundTooMuch: (most: number) => `Enter a refund of at most ${formatPrice(most)}`,
  refundAmount: 'Enter the amount to refund, such as 12.50',
  refundChoice: 'Choose full, part or no refund',
  cancelAwaiting: 'This booking is waiting for its payment; cancel it instead of changing it.',
} as const;

/** Pence, as Stripe counts GBP. */
export const toPence = (pounds: number) => Math.round(pounds * 100);
export const toPounds = (pence: number) => pence / 100;

/**
 * What is left to pay by card or link (pounds): the total less the part a gift voucher paid
 * (docs/product.md#gift-vouchers). A booking without a voucher owes its total.
 */
export const amountDueOf = (booking: Pick<Booking, 'total_price' | 'amountDue'>) =>
  booking.amountDue ?? booking.total_price;

/**
 * A booking's `amountDue` once its total changes (a move to another price, more or fewer
 * guests): the new total less the part its gift voucher paid, never below nothing. No voucher:
 * nothing to store (it owes its total).
 */
export const amountDueFields = (
  booking: Pick<Booking, 'voucher'>,
  total: number,
): Pick<Booking, 'amountDue'> =>
  booking.voucher
    ? { amountDue: toPounds(Math.max(0, toPence(total) - toPence(booking.voucher.amount))) }
    : {};

export const isAwaitingPayment = (booking: Pick<Booking, 'status'>) =>
  booking.status === 'awaiting_payment';

/** A booking paid by card through Stripe (refunds of it may have followed). */
export const isCardPaid = (booking: Pick<Booking, 'card'>) =>
  booking.card?.state === 'paid' || booking.card?.state === 'refunded';

/** Pence of a card payment that can still be refunded (asked-for refunds count as given). */
export function refundable(card: CardPayment | undefined): number {
  if (!card || !(card.state === 'paid' || card.state === 'refunded')) return 0;
  return Math.max(0, card.amount - Math.max(card.refunded ?? 0, card.refundRequested ?? 0));
}

/** How a booking's payment stands, as staff filter and read it. */
export const PAYMENT_STATES = [
  'card',
  'other',
  'unpaid',
  'awaiting',
  'refunded',
  'not_completed',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export function paymentStateOf(booking: Pick<Booking, 'status' | 'payed' | 'card'>): PaymentState {
  if (booking.status === 'awaiting_payment') return 'awaiting';
  if (booking.status === 'expired') return 'not_completed';
  if ((booking.card?.refunded ?? 0) > 0 || (booking.card?.refundRequested ?? 0) > 0) {
    return 'refunded';
  }
  if (isCardPaid(booking)) return 'card';
  return booking.payed ? 'other' : 'unpaid';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "14:35": a hold's end, London time. */
export function holdTimeLabel(ms: number): string {
  const { hour, minute } = londonFields(ms);
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** The payment in words for staff: "Paid by card", "Awaiting payment until 14:35" ... */
export function paymentLabel(booking: Pick<Booking, 'status' | 'payed' | 'card'>): string {
  const card = booking.card;
  switch (paymentStateOf(booking)) {
    case 'awaiting':
      return card?.holdUntil
        ? `Awaiting payment until ${holdTimeLabel(card.holdUntil)}`
        : 'Awaiting payment';
    case 'not_completed':
      return 'Payment not completed';
    case 'refunded': {
      const given = Math.max(card?.refunded ?? 0, card?.refundRequested ?? 0);
      const settled = (card?.refunded ?? 0) >= given;
      return `${settled ? 'Refunded' : 'Refunding'} ${formatPrice(toPounds(given))} of ${formatPrice(toPounds(card?.amount ?? 0))}`;
    }
    case 'card':
      return 'Paid by card';
    case 'other':
      return 'Paid (link or by hand)';
    case 'unpaid':
      return 'Unpaid';
  }
}

/** The payment in Stripe's dashboard (test-mode payments under /test). */
export function stripePaymentUrl(card: CardPayment | undefined): string | null {
  if (!card?.paymentIntentId) return null;
  return `https://dashboard.stripe.com/${card.livemode ? '' : 'test/'}payments/${card.paymentIntentId}`;
}

export type RefundChoice = 'full' | 'part' | 'none';

/**
 * Pence to refund when a card-paid booking is cancelled: everything still refundable, a part
 * (`amount`, pounds) or nothing. A part larger than what is left is `tooMuch`.
 */
export function refundFor(
  card: CardPayment | undefined,
  choice: RefundChoice = 'full',
  amount?: number,
): { pence: number } | { tooMuch: number } {
  const most = refundable(card);
  if (most === 0 || choice === 'none') return { pence: 0 };
  if (choice === 'full') return { pence: most };
  const pence = toPence(amount ?? 0);
  return pence > most ? { tooMuch: most } : { pence };
}

/** The card payment once a refund of `pence` is asked for (its idempotency key numbered). */
export function withRefund(
  card: CardPayment,
  bookingId: string,
  pence: number,
  now: number,
): CardPayment {
  const count = (card.refundCount ?? 0) + 1;
  return {
    ...card,
    refundRequested: (card.refundRequested ?? 0) + pence,
    refundCount: count,
    refundPending: { key: `${bookingId}-refund-${count}`, amount: pence, since: now },
  };
}

/** The card payment as Stripe's charge says it stands now (`refundedPence` is cumulative). */
export function withRefunded(card: CardPayment, refundedPence: number): CardPayment {
  const refunded = Math.max(card.refunded ?? 0, refundedPence);
  const next: CardPayment = { ...card, refunded, state: refunded > 0 ? 'refunded' : card.state };
  if (refunded >= (card.refundRequested ?? 0)) delete next.refundPending;
  return next;
}

/** The payment as the visitor's own pages show it (ManageView.payment). */
export function paymentViewOf(
  booking: Pick<
    Booking,
    'status' | 'payed' | 'card' | 'total_price' | 'amountDue' | 'date_of_workshop'
  >,
  now: number,
  cardOffered: boolean,
): PaymentView {
  const card = booking.card;
  const refundedPence = Math.max(card?.refunded ?? 0, card?.refundRequested ?? 0);
  const paid = booking.payed || isCardPaid(booking);
  const state: PaymentView['state'] =
    booking.status === 'awaiting_payment'
      ? card?.state === 'processing'
        ? 'processing'
        : 'awaiting'
      : booking.status === 'expired'
        ? 'not_completed'
        : paid
          ? 'paid'
          : booking.status === 'cancelled'
            ? 'not_completed'
            : card?.state === 'processing'
              ? 'processing'
              : 'unpaid';
  const holdOpen =
    state === 'awaiting' && card?.state === 'awaiting' && (card.holdUntil ?? 0) > now;
  const canPayLater =
    state === 'unpaid' &&
    cardOffered &&
    toPence(amountDueOf(booking)) > 0 &&
    booking.date_of_workshop > now;
  return {
    state,
    amount: amountDueOf(booking),
    ...(state === 'awaiting' && card?.holdUntil ? { holdUntil: card.holdUntil } : {}),
    ...(refundedPence > 0 ? { refunded: toPounds(refundedPence) } : {}),
    canPayByCard: holdOpen || canPayLater,
  };
}
