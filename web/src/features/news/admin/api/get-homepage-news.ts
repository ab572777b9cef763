import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/homepage_news_for_admin: every news item, newest first. */
export const homepageNewsForAdminQuery =
  adminQuery<'get /api/homepage_news_for_admin'>('homepage_news_for_admin');
