import { z } from '../../domain/zod.js';
import { emailSchema } from '../../domain/contact.js';
import { route } from '../../lib/route.js';
import { guardPublicWrite } from '../../lib/public-writes.js';
import { actorOf } from '../../lib/require-admin.js';
import { parse } from '../../lib/validate.js';
import {
  confirmSignup,
  newsletterSignups,
  removeSignup,
  unsubscribe,
} from './newsletter.service.js';

export const newsletterRoutes = [
  route('post /api/newsletter_unsubscribe/:token', async (req, res) => {
    await guardPublicWrite(req);
    res.json(await unsubscribe(req.params.token));
  }),
  route('post /api/newsletter_confirm/:token', async (req, res) => {
    await guardPublicWrite(req);
    res.json(await confirmSignup(req.params.token));
  }),
];

export const newsletterAdminRoutes = [
  route('get /api/get_newsletter_signups', async (_req, res) => {
    res.json(await newsletterSignups());
  }),
  route('post /api/remove_newsletter_signup', async (req, res) => {
    const { email } = parse(z.object({ email: emailSchema }), req.body);
    res.json(await removeSignup(email, actorOf(req)));
  }),
];
