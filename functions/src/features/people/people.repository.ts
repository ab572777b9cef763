import type { DocumentReference } from 'firebase-admin/firestore';
import type { AuditEntry, Booking, MailDoc } from '../../domain/model.js';
import type { WaitlistEntry } from '../../domain/waitlist.js';
import { collections, db, readQuery, readQuerySnapshots } from '../../lib/firestore.js';

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
export async function auditOf(ids: string[]): Promise<AuditEntry[]> {
  const out: AuditEntry[] = [];
  for (let i = 0; i < ids.length; i += 30) {
    out.push(
      ...(await readQuery(collections.auditLog().where('target.id', 'in', ids.slice(i, i + 30)))),
    );
  }
  return out;
}

// A batch holds at most 500 writes.
const PAGE = 400;

/** Applies `update` to each document, a batch at a time. */
export async function updateAll(
  writes: { ref: DocumentReference; data: Record<string, unknown> }[],
): Promise<void> {
  for (let i = 0; i < writes.length; i += PAGE) {
    const batch = db().batch();
    for (const { ref, data } of writes.slice(i, i + PAGE)) batch.update(ref, data);
    await batch.commit();
  }
}

export async function deleteAll(refs: DocumentReference[]): Promise<void> {
  for (let i = 0; i < refs.length; i += PAGE) {
    const batch = db().batch();
    for (const ref of refs.slice(i, i + PAGE)) batch.delete(ref);
    await batch.commit();
  }
}
