import type { AuditSubject } from './model.js';
import { whenLabel } from './wording.js';
import { z } from './zod.js';

export const AUDIT_MESSAGES = {
  limit: 'Choose a limit from 1 to 200',
  before: 'Give `before` as the last entry’s at:id (or a time in milliseconds)',
  target: 'Give the target as an id or collection/id',
} as const;

export const MAX_AUDIT_PAGE = 200;

const m = AUDIT_MESSAGES;

/** GET /api/audit_log: newest first, `limit` entries before `before`, of one `target`. */
export const auditQuerySchema = z.object({
  limit: z
    .string({ error: m.limit })
    .regex(/^\d{1,3}$/, { error: m.limit })
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_AUDIT_PAGE, { error: m.limit })
    .default(50),
  /** The previous page's last entry, `at:id` (entries of one commit share their `at`). */
  before: z
    .string({ error: m.before })
    .regex(/^\d{1,16}(?::[A-Za-z0-9_-]{1,128})?$/, { error: m.before })
    .transform((b) => {
      const [at, id] = b.split(':');
      return { at: Number(at), id };
    })
    .optional(),
  target: z
    .string({ error: m.target })
    .trim()
    .regex(/^(?:[a-z_]{1,64}\/)?[A-Za-z0-9_-]{1,128}$/, { error: m.target })
    .transform((t) => {
      const [collection, id] = t.includes('/') ? t.split('/') : [undefined, t];
      return { collection, id: id ?? '' };
    })
    .optional(),
});

export type AuditQuery = z.infer<typeof auditQuerySchema>;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Whom or what a document is, as staff know it, for its audit entries: a booking's person,
 * workshop, date and reference; a date's day and time; a workshop type's or a month's name; a
 * news item's title. Undefined when the document says none of these (the studio's settings).
 */
export function auditSubjectOf(doc: Record<string, unknown>): AuditSubject | undefined {
  const [day, date, month, year, time] = ['day', 'date', 'month', 'year', 'time'].map((f) =>
    text(doc[f]),
  );
  const subject: AuditSubject = {
    name: text(doc.name) ?? text(doc.title) ?? text(doc.recipientName),
    workshop: text(doc.workshop_name),
    when:
      date && month && year && time
        ? whenLabel({ day: day ?? '', date, month, year, time })
        : undefined,
    reference: text(doc.reference) ?? text(doc.code),
  };
  const given = Object.entries(subject).filter(([, v]) => v !== undefined);
  return given.length > 0 ? (Object.fromEntries(given) as AuditSubject) : undefined;
}
