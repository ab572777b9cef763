import type { AuditEntry } from '../../domain/model.js';
import { collections, readQuery, refs, updateInBatches } from '../../lib/firestore.js';

/**
 * Newest first, ties (one commit's entries share their `at`) in id order; after the cursor.
 * Indexes: at desc + id desc; target.id + target.collection + at desc + id desc.
 */
export function listAuditEntries(
  limit: number,
  before?: { at: number; id?: string },
  target?: { collection?: string; id: string },
): Promise<AuditEntry[]> {
  let query = collections.auditLog().orderBy('at', 'desc').orderBy('id', 'desc');
  if (target) {
    query = collections.auditLog().where('target.id', '==', target.id);
    if (target.collection) query = query.where('target.collection', '==', target.collection);
    query = query.orderBy('at', 'desc').orderBy('id', 'desc');
  }
  if (before) {
    // Without an id the cursor is a time: everything strictly older.
    query = before.id ? query.startAfter(before.at, before.id) : query.startAfter(before.at, '');
  }
  return readQuery(query.limit(limit));
}

/** Every entry about the given documents (bookings, waiting-list entries). */
export async function auditOf(ids: string[]): Promise<AuditEntry[]> {
  const out: AuditEntry[] = [];
  for (let i = 0; i < ids.length; i += 30) {
    out.push(
      ...(await readQuery(collections.auditLog().where('target.id', 'in', ids.slice(i, i + 30)))),
    );
  }
  return out;
}

/** Replaces the before, after and subject of audit entries. */
export const rewriteAuditEntries = (
  entries: Pick<AuditEntry, 'id' | 'before' | 'after' | 'subject'>[],
) =>
  updateInBatches(
    entries.map(({ id, before, after, subject }) => ({
      ref: refs.auditEntry(id),
      change: { set: { before, after, ...(subject ? { subject } : {}) } },
    })),
  );
