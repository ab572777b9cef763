import type { Booking } from '../../domain/model.js';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { countReads } from '../../lib/read-counter.js';
import { bookingRef } from '../bookings/bookings.repository.js';

const bookings = () => db().collection(COLLECTIONS.bookings);

/** Bookings whose workshop starts after `after` and no later than `until`, soonest first. */
export async function listBookingsStartingBetween(
  after: number,
  until = Number.MAX_SAFE_INTEGER,
): Promise<Booking[]> {
  const snap = await bookings()
    .where('date_of_workshop', '>', after)
    .where('date_of_workshop', '<=', until)
    .orderBy('date_of_workshop')
    .get();
  countReads(snap.size);
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }) as Booking);
}

/** Sets only `payed`, in a transaction; null when there is no such booking. */
export async function setBookingPayed(id: string, payed: boolean): Promise<Booking | null> {
  return db().runTransaction(async (tx) => {
    const ref = bookingRef(id);
    const snap = await tx.get(ref);
    countReads(1);
    if (!snap.exists) return null;
    tx.update(ref, { payed });
    return { ...(snap.data() as Booking), id, payed };
  });
}
