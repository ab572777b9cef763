import { route } from '../../http/route.js';
import { listNewsletterSignups } from '../content/content.repository.js';

export const newsletterAdminRoutes = [
  route('get', '/api/get_newsletter_signups', async (_req, res) => {
    res.json(await listNewsletterSignups());
  }),
];
