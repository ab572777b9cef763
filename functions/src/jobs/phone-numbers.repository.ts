import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../lib/collections.js';
import { db } from '../lib/firebase.js';
import { countReads } from '../lib/read-counter.js';

// A batch holds at most 500 writes.
const PAGE = 400;

/**
 * Deletes mobileNumber and contactNumber from every booking whose workshop started
 * before `cutoff`, a page of bookings (one batch) at a time. Returns how many changed.
 */
export async function deletePhoneNumbersBefore(cutoff: number): Promise<number> {
  let changed = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db()
      .collection(COLLECTIONS.bookings)
      .where('date_of_workshop', '<', cutoff)
      .orderBy('date_of_workshop')
      .select('date_of_workshop', 'mobileNumber', 'contactNumber')
      .limit(PAGE);
    if (last) query = query.startAfter(last);
    const snap = await query.get();
    countReads(snap.size);
    const withPhone = snap.docs.filter((d) => {
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
    if (snap.size < PAGE) return changed;
    last = snap.docs[snap.docs.length - 1];
  }
}
