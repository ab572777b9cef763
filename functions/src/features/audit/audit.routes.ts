import { auditQuerySchema } from '../../domain/audit.js';
import { route } from '../../lib/route.js';
import { parse } from '../../lib/validate.js';
import { auditLog } from './audit.service.js';

export const auditAdminRoutes = [
  route('get /api/audit_log', async (req, res) => {
    res.json(await auditLog(parse(auditQuerySchema, req.query)));
  }),
];
