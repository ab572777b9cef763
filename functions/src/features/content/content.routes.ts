import { announcementSchema, paymentLinksSchema } from '../../domain/admin-site-content.js';
import { reminderSettingsSchema } from '../../domain/reminders.js';
import { studioSchema } from '../../domain/studio.js';
import { publicGet, route } from '../../lib/route.js';
import { CACHE_PUBLIC } from '../../lib/cache.js';
import { actorOf } from '../../lib/require-admin.js';
import { parse } from '../../lib/validate.js';
import {
  getAnnouncement,
  readPaymentLinks,
  readReminderSettings,
  readStudio,
  updateAnnouncement,
  updatePaymentLinks,
  updateReminderSettings,
  updateStudio,
} from './content.service.js';

export const contentRoutes = [
  publicGet('get /api/site_content/announcement', CACHE_PUBLIC, () => getAnnouncement()),
  publicGet('get /api/site_content/payment_links', CACHE_PUBLIC, () => readPaymentLinks()),
  publicGet('get /api/site_content/studio', CACHE_PUBLIC, () => readStudio()),
];

export const contentAdminRoutes = [
  route('put /api/site_content/announcement', async (req, res) => {
    res.json(await updateAnnouncement(parse(announcementSchema, req.body), actorOf(req)));
  }),
  route('put /api/site_content/payment_links', async (req, res) => {
    res.json(await updatePaymentLinks(parse(paymentLinksSchema, req.body), actorOf(req)));
  }),
  route('put /api/site_content/studio', async (req, res) => {
    res.json(await updateStudio(parse(studioSchema, req.body), actorOf(req)));
  }),
  route('get /api/reminder_settings', async (_req, res) => {
    res.json(await readReminderSettings());
  }),
  route('put /api/reminder_settings', async (req, res) => {
    res.json(await updateReminderSettings(parse(reminderSettingsSchema, req.body), actorOf(req)));
  }),
];
