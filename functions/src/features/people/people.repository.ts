import type { DocumentReference } from 'firebase-admin/firestore';
import type { AuditEntry, Booking, MailDoc } from '../../domain/model.js';
import type { WaitlistEntry } from '../../domain/waitlist.js';
import { collections, db, readQuery, readQuerySnapshots } from '../../lib/firestore.js';

// Everything held about one email address, for a subject access request or its erasure.

export const bookingsOfEmail = (email: string): Promise<Booking[]> =>
  readQuery(collections.bookings().where('email', '==', email));

export const waitlistOfEmail = (email: string): Promise<WaitlistEntry[]> =>
  readQuery(collections.waitlist().where('email', '==', email));

export async function mailToEmail(email: string): Promise<(MailDoc & { id: string })[]> {
  const docs = await readQuerySnapshots(collections.mail().where('to', '==', email));
  return docs.map((d) => ({ ...d.data(), id: d.id }));
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
