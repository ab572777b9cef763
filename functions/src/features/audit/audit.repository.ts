import type { AuditEntry } from '../../domain/model.js';
import { collections, readQuery } from '../../lib/firestore.js';

/** Newest first (index: target.id + at desc for one target). */
export function listAuditEntries(
  limit: number,
  before?: number,
  targetId?: string,
): Promise<AuditEntry[]> {
  let query = collections.auditLog().orderBy('at', 'desc');
  if (targetId)
    query = collections.auditLog().where('target.id', '==', targetId).orderBy('at', 'desc');
  if (before !== undefined) query = query.where('at', '<', before);
  return readQuery(query.limit(limit));
}
