import type { AuditEntry } from '../../domain/model.js';
import { collections, readQuery } from '../../lib/firestore.js';

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
