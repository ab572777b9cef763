import { deleteSchema } from '../../domain/admin-fields.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../lib/require-admin.js';
import { parse } from '../../lib/validate.js';
import { failedMail, resendMail } from './outbox.service.js';

export const outboxAdminRoutes = [
  route('get /api/failed_mail', async (_req, res) => {
    res.json(await failedMail());
  }),
  route('post /api/resend_mail', async (req, res) => {
    const { id } = parse(deleteSchema, req.body);
    res.json(await resendMail(id, actorOf(req)));
  }),
];
