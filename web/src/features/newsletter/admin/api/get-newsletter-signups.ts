import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/get_newsletter_signups: newest first. */
export const newsletterSignupsQuery =
  adminQuery<'get /api/get_newsletter_signups'>('get_newsletter_signups');
