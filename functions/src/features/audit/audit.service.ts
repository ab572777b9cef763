import type { AuditQuery } from '../../domain/audit.js';
import type { AuditEntry } from '../../domain/model.js';
import { auditOf, listAuditEntries, rewriteAuditEntries } from './audit.repository.js';

/** The audit log, newest first, a page at a time (`before` = the last entry's `at:id`). */
export function auditLog({ limit, before, target }: AuditQuery): Promise<AuditEntry[]> {
  return listAuditEntries(limit, before, target);
}

/**
 * Takes the people out of the audit entries about `targetIds` (bookings, waiting-list entries):
 * each of `personalFields` in an entry's before and after, and the name of whom it is about,
 * becomes `mark`; the rest (what changed, when, by whom) stays. The erasure of a person and a
 * booking's privacy period both come here (docs/product.md#data-retention).
 */
export async function scrubPeopleFromAudit(
  targetIds: string[],
  personalFields: readonly string[],
  mark: string,
): Promise<void> {
  const personal = new Set(personalFields);
  const scrubbed = (values: Record<string, unknown> | null) =>
    values &&
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, personal.has(k) ? mark : v]));
  const entries = await auditOf(targetIds);
  await rewriteAuditEntries(
    entries.map((e) => ({
      id: e.id,
      before: scrubbed(e.before),
      after: scrubbed(e.after),
      ...(e.subject?.name ? { subject: { ...e.subject, name: mark } } : {}),
    })),
  );
}
