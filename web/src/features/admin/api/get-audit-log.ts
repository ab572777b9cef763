import type { AuditEntry } from '@domain/model';
import { adminQuery, withParams } from './admin-query';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  /** A document's id, or collection/id. */
  target?: string;
  /** Entries before this time (ms): the previous page's last `at`. */
  before?: string;
}

/** GET /api/audit_log: newest first, a page at a time. */
export const auditLogQuery = ({ target, before }: AuditFilter) =>
  adminQuery<AuditEntry[]>(
    withParams('audit_log', { limit: String(AUDIT_PAGE_SIZE), target: target?.trim(), before }),
  );
