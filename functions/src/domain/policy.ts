import type { Booking } from './model.js';
import { isBooked } from './places.js';

// The cancellation policy (docs/product.md#cancellation-policy) as the visitor's own booking
// page applies it: more than 48 hours before the start a visitor may cancel or move; within 48
// hours only move to another date; once it has started, nothing.

export const CANCEL_NOTICE_MS = 48 * 60 * 60 * 1000;

/** The policy in words, as every email and the site's pages state it. */
export const CANCELLATION_POLICY = [
  'If you cancel more than 48 hours before the workshop, we will refund you or move your booking to another date.',
  'If you cancel within 48 hours of the workshop, we will offer you an alternative date.',
  'If you do not come on the day without telling us, we cannot offer a refund or another date.',
] as const;

export const POLICY_MESSAGES = {
  cancelTooLate:
    'Bookings can be cancelled up to 48 hours before the start. Within 48 hours we can move your booking to another date instead.',
  started: 'This workshop has already started, so the booking can no longer be changed.',
  cancelled: 'This booking has been cancelled.',
  sameWorkshop: 'Please choose another date of the same workshop.',
} as const;

type Facts = Pick<Booking, 'status' | 'date_of_workshop'>;

export function canCancelOnline(booking: Facts, now: number): boolean {
  return isBooked(booking) && now < booking.date_of_workshop - CANCEL_NOTICE_MS;
}

export function canMoveOnline(booking: Facts, now: number): boolean {
  return isBooked(booking) && now < booking.date_of_workshop;
}
