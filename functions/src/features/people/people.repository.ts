import type { Booking, MailDoc } from '../../domain/model.js';
import type { WaitlistEntry } from '../../domain/waitlist.js';
import {
  collections,
  deleteInBatches,
  type FieldChange,
  readQuery,
  readQuerySnapshots,
  refs,
  updateInBatches,
} from '../../lib/firestore.js';
import { PURGED_FIELDS, purgedText } from '../../lib/mail/mail.repository.js';

// Everything held about one email address, for a subject access request or its erasure.

export const bookingsOfEmail = (email: string): Promise<Booking[]> =>
  readQuery(collections.bookings().where('email', '==', email));

export const waitlistOfEmail = (email: string): Promise<WaitlistEntry[]> =>
  readQuery(collections.waitlist().where('email', '==', email));

type StoredMail = MailDoc & { id: string };

/**
 * The emails sent to the address, and those about the person's bookings and waiting-list
 * entries (the studio's own notice of a booking names them too).
 */
export async function mailAbout(
  email: string,
  bookingIds: string[],
  entryIds: string[],
): Promise<StoredMail[]> {
  const queries = [collections.mail().where('to', '==', email)];
  for (const [field, ids] of [
    ['bookingId', bookingIds],
    ['waitlistEntryId', entryIds],
  ] as const) {
    for (let i = 0; i < ids.length; i += 30) {
      queries.push(collections.mail().where(field, 'in', ids.slice(i, i + 30)));
    }
  }
  const byId = new Map<string, StoredMail>();
  for (const query of queries) {
    for (const d of await readQuerySnapshots(query)) byId.set(d.id, { ...d.data(), id: d.id });
  }
  return [...byId.values()].sort((a, b) => a.createdAt - b.createdAt);
}

/** The audit entries about the given documents (their before/after may hold the person). */

// The erasure changes many documents of several collections: in plain batches, outside the
// guarded commit (lib/firestore.ts updateInBatches; README, "Repository layout").

export const deleteWaitlistEntries = (ids: string[]) =>
  deleteInBatches(ids.map((id) => refs.waitlistEntry(id)));

export const changeBookings = (ids: string[], change: FieldChange) =>
  updateInBatches(ids.map((id) => ({ ref: refs.booking(id), change })));

/** The emails lose their text and attachments, and their address where it was the person's. */
export const eraseMail = (mail: StoredMail[], email: string, now: number) =>
  updateInBatches(
    mail.map((m) => ({
      ref: refs.mail(m.id),
      change: {
        set: { ...(m.to === email ? { to: '(erased)' } : {}), ...purgedText(now) },
        remove: PURGED_FIELDS,
      },
    })),
  );
