import { announcementSchema, paymentLinksSchema } from '../../domain/admin-site-content.js';
import { route } from '../../http/route.js';
import { saveAnnouncement, savePaymentLinks } from '../content/content.repository.js';
import { parse } from '../../lib/validate.js';

export const siteContentAdminRoutes = [
  route('put', '/api/site_content/announcement', async (req, res) => {
    const announcement = parse(announcementSchema, req.body);
    await saveAnnouncement(announcement);
    res.json(announcement);
  }),
  route('put', '/api/site_content/payment_links', async (req, res) => {
    const links = parse(paymentLinksSchema, req.body);
    await savePaymentLinks(links);
    res.json(links);
  }),
];
