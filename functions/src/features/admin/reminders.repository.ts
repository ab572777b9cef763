import type { Booking, MailDoc } from '../../domain/model.js';
import { db } from '../../lib/firebase.js';
import { addMailInTransaction } from '../../lib/mail/mail.repository.js';
import { countReads } from '../../lib/read-counter.js';
import { bookingRef } from '../bookings/bookings.repository.js';

export interface ReminderWrite {
  mail: { id: string; doc: MailDoc };
  /** When it was sent: reminderSentAt (by the admin) or autoReminderSentAt (by the job). */
  sent: Pick<Booking, 'reminderSentAt'> | Pick<Booking, 'autoReminderSentAt'>;
}

/**
 * Reads a booking in a transaction and lets `decide` choose whether to remind: the
 * outbox mail and the booking's "sent" time commit together, so a reminder is recorded
 * exactly when its mail is queued, and two runs cannot both send it.
 */
export async function writeReminder<T>(
  bookingId: string,
  decide: (booking: Booking | null) => { result: T; write?: ReminderWrite },
): Promise<T> {
  return db().runTransaction(async (tx) => {
    const ref = bookingRef(bookingId);
    const snap = await tx.get(ref);
    countReads(1);
    const booking = snap.exists ? ({ ...snap.data(), id: snap.id } as Booking) : null;
    const { result, write } = decide(booking);
    if (write) {
      addMailInTransaction(tx, write.mail.id, write.mail.doc);
      tx.update(ref, write.sent);
    }
    return result;
  });
}
