import type { auditQuerySchema } from '../audit.js';
import type { AuditEntry } from '../model.js';
import type { z } from '../zod.js';

export interface AuditContracts {
  'get /api/audit_log': { request: z.input<typeof auditQuerySchema>; response: AuditEntry[] };
}
