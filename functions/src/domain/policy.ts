import type { Booking } from './model.js';
import { isBooked } from './places.js';

// The cancellation policy (docs/product.md#cancellation-policy) as the visitor's own booking
// page applies it: more than 48 hours before the start a visitor may cancel or move; within 48
// hours only move to another date; once it has started, nothing. The policy follows the
// booking: one moved within its 48 hours stays past its refund deadline on the new date.

export const CANCEL_NOTICE_MS = 48 * 60 * 60 * 1000;

/** The policy in words, as every email and the site's pages state it. */
export const CANCELLATION_POLICY = [
  'If you cancel more than 48 hours before the workshop, we will refund you or move your booking to another date.',
  'If you cancel within 48 hours of the workshop, we will offer you an alternative date; a booking moved this way cannot then be cancelled for a refund.',
  'If you do not come on the day without telling us, we cannot offer a refund or another date.',
] as const;

export const POLICY_MESSAGES = {
  cancelTooLate:
    'Bookings can be cancelled up to 48 hours before the start. Within 48 hours we can move your booking to another date instead.',
  movedLate:
    'This booking was moved within 48 hours of its workshop, so it can be moved again but not cancelled for a refund. Please contact us if you cannot come.',
  started: 'This workshop has already started, so the booking can no longer be changed.',
  cancelled: 'This booking has been cancelled.',
  sameWorkshop: 'Please choose another date of the same workshop.',
} as const;

type Facts = Pick<Booking, 'status' | 'date_of_workshop' | 'cancelBy'>;

/** The last moment the visitor may cancel for a refund. */
export function cancelDeadline(booking: Pick<Booking, 'date_of_workshop' | 'cancelBy'>): number {
  return booking.cancelBy ?? booking.date_of_workshop - CANCEL_NOTICE_MS;
}

export function canCancelOnline(booking: Facts, now: number): boolean {
  return isBooked(booking) && now < cancelDeadline(booking);
}

/**
 * The refund deadline a booking keeps when it moves at `now`: once its no-refund window has
 * begun, that (passed) deadline goes with it to the new date; before then, none (the new
 * date's own 48 hours apply).
 */
export function cancelByAfterMove(
  booking: Pick<Booking, 'date_of_workshop' | 'cancelBy'>,
  now: number,
): number | undefined {
  const deadline = cancelDeadline(booking);
  return now >= deadline ? deadline : undefined;
}

export function canMoveOnline(booking: Facts, now: number): boolean {
  return isBooked(booking) && now < booking.date_of_workshop;
}

/** Why the visitor may not cancel now, in words (for a booking `canCancelOnline` refuses). */
export function cancelRefusal(booking: Facts, now: number): string {
  if (booking.date_of_workshop <= now) return POLICY_MESSAGES.started;
  return booking.cancelBy !== undefined && now < booking.date_of_workshop - CANCEL_NOTICE_MS
    ? POLICY_MESSAGES.movedLate
    : POLICY_MESSAGES.cancelTooLate;
}
