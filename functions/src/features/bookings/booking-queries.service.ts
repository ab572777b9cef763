import type { BookingsQuery } from '../../domain/admin-booking.js';
import { DAY_MS, londonInstant, startOfLondonDay } from '../../domain/dates.js';
import type { Booking } from '../../domain/model.js';
import { isAwaitingPayment, paymentStateOf } from '../../domain/payment.js';
import { isBooked } from '../../domain/places.js';
import { listBookingsStartingBetween } from './bookings.repository.js';

const matches = (booking: Booking, q: string) =>
  [booking.name, booking.email, booking.id, booking.reference ?? ''].some((field) =>
    field.toLowerCase().includes(q),
  );

/**
 * GET /api/bookings: booked bookings from the start of today (London) by default, soonest
 * first. `status` picks booked (with those waiting for their card payment), cancelled (with
 * those whose payment never came) or all; `payment` how the payment stands (domain/payment.ts);
 * `from`/`to` (London days, inclusive) bound
 * the workshop date; `q` finds a name, email or reference (case-insensitive) and, without a
 * `from`, searches past bookings too.
 */
export async function findBookings(query: BookingsQuery, now = Date.now()): Promise<Booking[]> {
  const day = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number);
    return londonInstant(y ?? 0, m ?? 0, d ?? 0, 0);
  };
  // A search, or the refunds due, look at every date unless told where to start.
  const allDates = Boolean(query.q) || query.status === 'refund_due';
  const from = query.from ? day(query.from) : allDates ? 0 : startOfLondonDay(now);
  const until = query.to ? day(query.to) + DAY_MS - 1 : Number.MAX_SAFE_INTEGER;
  const list = await listBookingsStartingBetween(from - 1, until);
  const q = query.q?.toLowerCase();
  return list
    .filter((b) => {
      if (query.status === 'all') return true;
      if (query.status === 'refund_due') return b.refundDue === true;
      return (query.status === 'booked') === (isBooked(b) || isAwaitingPayment(b));
    })
    .filter((b) => !query.payment || paymentStateOf(b) === query.payment)
    .filter((b) => !q || matches(b, q))
    .sort(
      (a, b) => a.date_of_workshop - b.date_of_workshop || (a.createdAt ?? 0) - (b.createdAt ?? 0),
    );
}
