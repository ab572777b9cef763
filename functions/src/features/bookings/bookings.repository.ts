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

/**
 * Deletes mobileNumber and contactNumber from every booking whose workshop started
 * before `cutoff`, a page of bookings (one batch) at a time. Returns how many changed.
 */
export async function deletePhoneNumbersBefore(cutoff: number): Promise<number> {
  let changed = 0;
  let last: DocumentSnapshot | undefined;
  for (;;) {
    let query = collections
      .bookings()
      .where('date_of_workshop', '<', cutoff)
      .orderBy('date_of_workshop')
      .select('date_of_workshop', 'mobileNumber', 'contactNumber')
      .limit(PAGE);
    if (last) query = query.startAfter(last);
    const docs = await readQuerySnapshots(query);
    const withPhone = docs.filter((d) => {
      const data = d.data();
      return data.mobileNumber !== undefined || data.contactNumber !== undefined;
    });
    if (withPhone.length > 0) {
      const batch = db().batch();
      for (const doc of withPhone) {
        batch.update(doc.ref, {
          mobileNumber: FieldValue.delete(),
          contactNumber: FieldValue.delete(),
        });
      }
      await batch.commit();
      changed += withPhone.length;
    }
    if (docs.length < PAGE) return changed;
    last = docs[docs.length - 1];
  }
}
