import { adminQuery, withParams } from '../../../../lib/admin/admin-query';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  /** A document's id, or collection/id. */
  target?: string;
  /** Entries after this one in the log (newest first): the previous page's last `at:id`. */
  before?: string;
}

/** GET /api/audit_log: newest first, a page at a time. */
export const auditLogQuery = ({ target, before }: AuditFilter) =>
  adminQuery<'get /api/audit_log'>(
    withParams('audit_log', { limit: String(AUDIT_PAGE_SIZE), target: target?.trim(), before }),
  );
