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

type Shown = Pick<Booking, 'payed' | 'total_price' | 'day' | 'date' | 'month' | 'year' | 'time'>;

/** Told to the visitor once their booking is cancelled. */
export function cancelledMessage(booking: Shown): string {
  const refund = booking.payed
    ? ` As you have paid, we will refund ${formatPrice(booking.total_price)} to you.`
    : '';
  return `Your booking is cancelled.${refund} We have emailed you to confirm.`;
}

/** Told to the visitor once their booking is on its new date. */
export function movedMessage(booking: Shown): string {
  return `Your booking is moved to ${workshopDateLabel(booking)}, ${timeLabel(booking.time)}. We have emailed you the new details and calendar file.`;
}
