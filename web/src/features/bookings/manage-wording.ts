import type { Booking } from '@domain/model';
import { cancelRefusal, POLICY_MESSAGES } from '@domain/policy';
import { formatPrice } from '@domain/price';
import { workshopDateLabel } from '@domain/wording';
import { timeLabel } from './booking-format';

type Facts = Pick<Booking, 'status' | 'date_of_workshop' | 'cancelBy'>;

/**
 * What the policy allows for this booking now, in words. The server decides what is offered
 * (canCancel, canMove); the visitor's clock only picks the words for a booking it refused.
 */
export function policyNow(
  booking: Facts,
  { canCancel, canMove }: { canCancel: boolean; canMove: boolean },
  now = Date.now(),
): string {
  if (booking.status === 'cancelled') return POLICY_MESSAGES.cancelled;
  if (canCancel) {
    return canMove
      ? 'Your workshop is more than 48 hours away, so you can cancel your booking or move it to another date.'
      : 'Your workshop is more than 48 hours away, so you can cancel your booking. There is no other date with room for your group at the moment.';
  }
  const refusal = cancelRefusal(booking, now);
  if (booking.date_of_workshop <= now || canMove) return refusal;
  return `${refusal} There is no other date with room for your group at the moment: please contact us.`;
}

type Money = Pick<Booking, 'payed' | 'total_price' | 'amountDue' | 'voucher'>;
type Shown = Money & Pick<Booking, 'day' | 'date' | 'month' | 'year' | 'time'>;

/**
 * Where a cancelled booking's money goes (docs/product.md#gift-vouchers): what was paid by card
 * or link back to the visitor, a gift voucher's part back on the voucher. `done`: said after
 * the cancellation, else before it.
 */
export function refundWords(booking: Money, done: boolean): string {
  const paid = booking.payed ? (booking.amountDue ?? booking.total_price) : 0;
  const voucher = booking.voucher?.amount ?? 0;
  const back =
    voucher > 0
      ? `${formatPrice(voucher)} ${done ? 'has gone' : 'will go'} back on your gift voucher`
      : '';
  if (paid > 0) {
    const refund = `${done ? 'As you have paid, we' : 'We'} will refund ${formatPrice(paid)} to you`;
    return ` ${refund}${back ? `, and ${back}` : ''}.`;
  }
  return back ? ` ${back[0]!.toUpperCase()}${back.slice(1)}.` : '';
}

/** Told to the visitor once their booking is cancelled. */
export function cancelledMessage(booking: Shown): string {
  return `Your booking is cancelled.${refundWords(booking, true)} We have emailed you to confirm.`;
}

/** Told to the visitor once their booking is on its new date. */
export function movedMessage(booking: Shown): string {
  return `Your booking is moved to ${workshopDateLabel(booking)}, ${timeLabel(booking.time)}. We have emailed you the new details and calendar file.`;
}
