import { route } from '../../http/route.js';
import { newsletterSignups } from './newsletter.service.js';

export const newsletterAdminRoutes = [
  route('get', '/api/get_newsletter_signups', async (_req, res) => {
    res.json(await newsletterSignups());
  }),
];
