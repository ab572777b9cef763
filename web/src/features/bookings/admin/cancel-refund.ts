import { cancelBookingSchema } from '@domain/admin-booking';
import { PAYMENT_MESSAGES, type RefundChoice, toPence, toPounds } from '@domain/payment';
import { formatPrice } from '@domain/price';

// Cancelling a booking paid by card: refunded through Stripe in full, in part or not at all.

export interface CancelValues {
  notify: boolean;
  reason: string;
  askedByBooker: boolean;
  refund: RefundChoice;
  /** Pounds, as typed. */
  refundAmount: string;
}

/**
 * The cancel request for these values: a card payment (`most` pence left to refund) is refunded
 * in full, in part or not at all, a part being at most what is left.
 */
export function cancelRequest(bookingId: string, hasEmail: boolean, most: number, v: CancelValues) {
  const schema = cancelBookingSchema.refine(
    (body) => body.refund !== 'part' || toPence(body.refundAmount ?? 0) <= most,
    { error: PAYMENT_MESSAGES.refundTooMuch(toPounds(most)), path: ['refundAmount'] },
  );
  const amount = v.refundAmount.trim();
  return schema.safeParse({
    id: bookingId,
    notify: v.notify && hasEmail,
    reason: v.reason.trim() || undefined,
    askedByBooker: v.askedByBooker,
    ...(most > 0 && {
      refund: v.refund,
      refundAmount: v.refund === 'part' && amount ? Number(amount) : undefined,
    }),
  });
}

/**
 * What staff are told once it is cancelled, about the card refund asked of Stripe: in all, as
 * the bookings list says it (`most` pence of the `paid` were left to refund).
 */
export function refundNote(
  most: number,
  body: { refund?: RefundChoice; refundAmount?: number },
  paid: number,
) {
  if (most === 0) return '';
  if (body.refund === 'none') return 'Nothing was refunded to the card.';
  const pence = body.refund === 'part' ? toPence(body.refundAmount ?? 0) : most;
  const given = paid - most + pence;
  return `Refunding ${formatPrice(toPounds(given))} of ${formatPrice(toPounds(paid))} to the card through Stripe.`;
}
