import { messageBookersSchema } from '../../domain/class-message.js';
import { actorOf } from '../../lib/require-admin.js';
import { route } from '../../lib/route.js';
import { parse } from '../../lib/validate.js';
import { messageBookers, previewClassMessage } from './class-messages.service.js';

export const classMessageAdminRoutes = [
  route('post /api/preview_message_bookers', async (req, res) => {
    res.json(await previewClassMessage(parse(messageBookersSchema, req.body)));
  }),
  route('post /api/message_bookers', async (req, res) => {
    res.json(await messageBookers(parse(messageBookersSchema, req.body), actorOf(req)));
  }),
];
