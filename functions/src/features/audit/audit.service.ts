import type { AuditQuery } from '../../domain/audit.js';
import type { AuditEntry } from '../../domain/model.js';
import { listAuditEntries } from './audit.repository.js';

/** The audit log, newest first, a page at a time (`before` = the last entry's `at:id`). */
export function auditLog({ limit, before, target }: AuditQuery): Promise<AuditEntry[]> {
  return listAuditEntries(limit, before, target);
}
