import type { ManageView } from '@domain/contracts/bookings';
import type { BookingStatus } from '@domain/model';
import {
  DEFAULT_VISITOR_PAYMENT,
  holdTimeLabel,
  isCardPaid,
  type PayWith,
  type VisitorPayment,
} from '@domain/payment';
import { formatPrice } from '@domain/price';

// Card payment at booking, as the visitor sees it (docs/product.md#card-payment): the choice on
// the summary step, the page Stripe's Checkout comes back to, and the manage page's payment.

export const PAY_CHOICE = {
  legend: 'How would you like to pay?',
  options: [
    {
      value: 'card',
      label: 'Pay by card now',
      hint: "On Stripe's secure page. We hold your places for 30 minutes while you pay.",
    },
    {
      value: 'link',
      label: 'Pay later by payment link',
      hint: 'We email you a link to pay by card.',
    },
  ],
  cardOnly: "The next step is Stripe's secure payment page, where you pay by card.",
} as const satisfies {
  legend: string;
  options: readonly { value: PayWith; label: string; hint: string }[];
  cardOnly: string;
};

/** What the summary step offers: the choice of both, card only, or the payment link alone. */
export type PaymentOffer = 'choose' | PayWith;

export function paymentOffer(methods: VisitorPayment | undefined): PaymentOffer {
  const offered = methods ?? DEFAULT_VISITOR_PAYMENT;
  return offered === 'both' ? 'choose' : offered;
}

/** Whether Finish leads to Stripe's page: card only, or card chosen where both are offered. */
export const paysByCard = (offer: PaymentOffer | undefined, chosen: PayWith) =>
  offer === 'card' || (offer === 'choose' && chosen === 'card');

/** The summary step's last button. */
export const finishLabel = (byCard: boolean) => (byCard ? 'Continue to payment' : 'Finish');

/** How long the return page waits for Stripe's confirmation, and how often it asks again. */
export const CONFIRM_WAIT_MS = 2 * 60_000;
export const RECHECK_MS = 2_000;

/**
 * What /checkout/{token} shows. confirming (then slow, after CONFIRM_WAIT_MS): back from Stripe
 * saying it paid, which only Stripe's webhook proves; held: back without paying, places held.
 */
export type ReturnState =
  'confirming' | 'slow' | 'held' | 'paid' | 'processing' | 'not_completed' | 'unpaid' | 'cancelled';

type Shown = Pick<ManageView, 'payment'> & {
  booking: Pick<ManageView['booking'], 'status' | 'payed'>;
};

export function returnState(
  { booking, payment }: Shown,
  { paidReturn, waitedMs }: { paidReturn: boolean; waitedMs: number },
): ReturnState {
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status === 'expired') return 'not_completed';
  if (payment.state === 'paid' || (booking.status === 'booked' && booking.payed)) return 'paid';
  if (payment.state === 'processing' || payment.state === 'not_completed') return payment.state;
  if (paidReturn) return waitedMs < CONFIRM_WAIT_MS ? 'confirming' : 'slow';
  return payment.state === 'awaiting' ? 'held' : 'unpaid';
}

/** "We are holding your places until 14:35 (UK time)." */
export const heldUntil = (holdUntil: number) =>
  `We are holding your places until ${holdTimeLabel(holdUntil)} (UK time).`;

export const RETURN_MESSAGES = {
  confirming:
    'Stripe has taken you back to us. We are waiting for their confirmation of your payment; this usually takes a few seconds.',
  slow: 'This is taking longer than usual. We will email your confirmation as soon as the payment is confirmed.',
  payNow: 'Pay now to confirm your booking.',
  paid: 'Your booking is paid and confirmed.',
  processing: 'Your payment is being processed. We will email you when it has gone through.',
  notCompleted: 'The time to pay has ended, so your places were released.',
  cancelled: 'Your booking is cancelled and its places were released.',
} as const;

/** The manage page's "Payment" row. */
export function paymentRowLabel({ booking, payment }: Pick<ManageView, 'booking' | 'payment'>) {
  switch (payment.state) {
    case 'awaiting':
      return payment.holdUntil
        ? `Awaiting payment until ${holdTimeLabel(payment.holdUntil)}`
        : 'Awaiting payment';
    case 'processing':
      return 'Payment being processed';
    case 'paid':
      if (payment.refunded) return `Refunded ${formatPrice(payment.refunded)}`;
      return isCardPaid(booking) ? 'Paid by card' : 'Paid';
    case 'unpaid':
      return 'To pay';
    case 'not_completed':
      return 'Payment not completed';
  }
}

/** The manage page's "Status" row. */
export function statusLabel(status: BookingStatus | undefined): string {
  switch (status) {
    case 'cancelled':
      return 'Cancelled';
    case 'awaiting_payment':
      return 'Places held while you pay';
    case 'expired':
      return 'Places released';
    default:
      return 'Booked';
  }
}
