import { route } from '../../http/route.js';
import { CACHE_PUBLIC, cache } from '../../lib/cache.js';
import { getAnnouncement, getPaymentLinks } from './content.service.js';

export const contentRoutes = [
  route('get', '/api/site_content/announcement', async (_req, res) => {
    const announcement = await getAnnouncement();
    cache(res, CACHE_PUBLIC);
    res.json(announcement);
  }),
  route('get', '/api/site_content/payment_links', async (_req, res) => {
    const links = await getPaymentLinks();
    cache(res, CACHE_PUBLIC);
    res.json(links);
  }),
];
