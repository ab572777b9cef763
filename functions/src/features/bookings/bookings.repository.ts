import { type DocumentSnapshot, FieldValue } from 'firebase-admin/firestore';
import type { Booking } from '../../domain/model.js';
import { collections, db, readQuery, readQuerySnapshots } from '../../lib/firestore.js';

/** Bookings whose workshop starts after `after` and no later than `until`, soonest first. */
export function listBookingsStartingBetween(
  after: number,
  until = Number.MAX_SAFE_INTEGER,
): Promise<Booking[]> {
  return readQuery(
    collections
      .bookings()
      .where('date_of_workshop', '>', after)
      .where('date_of_workshop', '<=', until)
      .orderBy('date_of_workshop'),
  );
}

/** The booking a visitor's secret link names, by the hash of its token. */
export async function findBookingByManageHash(hash: string): Promise<Booking | undefined> {
  const [found] = await readQuery(
    collections.bookings().where('manageTokenHash', '==', hash).limit(1),
  );
  return found;
}

/** Every booking of a date, cancelled ones too (a date has at most a few dozen). */
export const bookingsOfDateQuery = (scheduledWorkshopId: string) =>
  collections.bookings().where('scheduled_workshop_id', '==', scheduledWorkshopId);

/** Bookings of a workshop type whose workshop starts after `now` (index: workshop_type + date_of_workshop). */
export const futureBookingsOfTypeQuery = (typeId: string, now: number) =>
  collections.bookings().where('workshop_type', '==', typeId).where('date_of_workshop', '>', now);

export const listBookingsOfDate = (scheduledWorkshopId: string) =>
  readQuery(bookingsOfDateQuery(scheduledWorkshopId));

// A batch holds at most 500 writes.
const PAGE = 400;

type Stored = { id: string; data: Partial<Booking> };

/**
 * Pages through the bookings whose workshop started before `cutoff` (only the fields `fields`),
 * letting `change` say what to write to each; one batch per page. Returns how many changed.
 */
export async function updatePastBookings(
  cutoff: number,
  fields: string[],
  change: (booking: Stored) => Record<string, unknown> | null,
): Promise<number> {
  let changed = 0;
  let last: DocumentSnapshot | undefined;
  for (;;) {
    let query = collections
      .bookings()
      .where('date_of_workshop', '<', cutoff)
      .orderBy('date_of_workshop')
      .select('date_of_workshop', ...fields)
      .limit(PAGE);
    if (last) query = query.startAfter(last);
    const docs = await readQuerySnapshots(query);
    const writes = docs
      .map((d) => ({
        ref: d.ref,
        update: change({ id: d.id, data: d.data() as Partial<Booking> }),
      }))
      .filter(
        (w): w is { ref: typeof w.ref; update: Record<string, unknown> } => w.update !== null,
      );
    if (writes.length > 0) {
      const batch = db().batch();
      for (const { ref, update } of writes) batch.update(ref, update);
      await batch.commit();
      changed += writes.length;
    }
    if (docs.length < PAGE) return changed;
    last = docs[docs.length - 1];
  }
}

export const deleteValue = () => FieldValue.delete();
