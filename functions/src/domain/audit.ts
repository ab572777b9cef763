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
