import type { AddOtherWayBookingInput } from '../../domain/admin-booking.js';
import { startOfLondonDay } from '../../domain/dates.js';
import type { Booking } from '../../domain/model.js';
import { notFound } from '../../lib/http-errors.js';
import { createBooking } from '../bookings/bookings.service.js';
import { listBookingsStartingBetween, setBookingPayed } from './bookings.repository.js';

export const ADMIN_BOOKING_ERRORS = {
  unknown: 'There is no booking with this id',
} as const;

/** Bookings for workshops from the start of today (London), soonest first. */
export async function bookingsForAdmin(now = Date.now()): Promise<Booking[]> {
  const list = await listBookingsStartingBetween(startOfLondonDay(now) - 1);
  return list.sort(
    (a, b) => a.date_of_workshop - b.date_of_workshop || (a.createdAt ?? 0) - (b.createdAt ?? 0),
  );
}

/**
 * A booking taken by phone, in person or by message. It goes through the same booking
 * transaction as the website's: taking places can be turned off, and overbooking only
 * happens when the admin asks for it. The phone number is kept as contactNumber.
 */
export function addOtherWayBooking(input: AddOtherWayBookingInput, now?: number) {
  const { booking } = input;
  return createBooking(
    {
      id: booking.id,
      scheduled_workshop_id: booking.scheduled_workshop_id,
      guests: booking.guests,
      name: booking.name,
      email: booking.email,
      contactNumber: booking.contactNumber,
      payed: booking.payed,
    },
    {
      takePlaces: input.shouldUpdateGuestSlots,
      allowOverbooking: input.allowOverbooking,
      sendEmails: input.shouldSendEmail && booking.email !== '',
      source: 'other',
      now,
    },
  );
}

/** Marks a booking paid (or not); nothing else about it can change here. */
export async function setPayed(id: string, payed: boolean): Promise<Booking> {
  const booking = await setBookingPayed(id, payed);
  if (!booking) throw notFound(ADMIN_BOOKING_ERRORS.unknown);
  return booking;
}
