import type { AuditQuery } from '../../domain/audit.js';
import type { AuditEntry } from '../../domain/model.js';
import { listAuditEntries } from './audit.repository.js';

/** The audit log, newest first, a page at a time (`before` = the last entry's `at`). */
export async function auditLog({ limit, before, target }: AuditQuery): Promise<AuditEntry[]> {
  const entries = await listAuditEntries(limit, before, target?.id);
  return target?.collection
    ? entries.filter((e) => e.target.collection === target.collection)
    : entries;
}
