import { collections, readAggregate, sumOf } from '../../lib/firestore.js';

// The dashboard's questions about bookings, each one Firestore aggregation query: the bookings
// are counted and summed where they are stored, never read (docs/api.md#get-apidashboard).
// Indexes: firestore.indexes.json.

const bookings = () => collections.bookings();

/** Bookings made in [from, to): booked or cancelled since, not card payments left unpaid. */
export async function bookingsMadeBetween(from: number, to: number): Promise<number> {
  const { count } = await readAggregate(
    bookings()
      .where('status', 'in', ['booked', 'cancelled'])
      .where('createdAt', '>=', from)
      .where('createdAt', '<', to),
    {},
  );
  return count;
}

/** Booked bookings made since `since`, paid or not, and their totals (pounds). */
export const bookedMadeSince = (since: number, payed: boolean) =>
  readAggregate(
    bookings()
      .where('status', '==', 'booked')
      .where('payed', '==', payed)
      .where('createdAt', '>=', since),
    { amount: sumOf('total_price') },
  );

/** Bookings marked refunded (by staff, or by Stripe's event) since `since`, at their totals. */
export const refundedSince = (since: number) =>
  readAggregate(bookings().where('refundedAt', '>=', since), { amount: sumOf('total_price') });

/**
 * Booked bookings made since `since` that have `field` (an amount in pounds), and its sum. On
 * its own query: a query of several sums counts only documents that have every field summed.
 */
export const amountsMadeSince = (since: number, field: 'voucher.amount' | 'discount.amount') =>
  readAggregate(bookings().where('status', '==', 'booked').where('createdAt', '>=', since), {
    amount: sumOf(field),
  });

/** Bookings of workshops in [from, to) that staff marked attended (true) or a no-show (false). */
export async function markedBetween(from: number, to: number, attended: boolean) {
  const { count } = await readAggregate(
    bookings()
      .where('attended', '==', attended)
      .where('date_of_workshop', '>=', from)
      .where('date_of_workshop', '<', to),
    {},
  );
  return count;
}
