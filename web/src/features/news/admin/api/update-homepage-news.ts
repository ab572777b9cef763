import type { NewsItemInput } from '@domain/admin-news';
import { adminApi } from '../../../../lib/auth';

/** The whole form again, with the item's id. */
export const updateHomepageNews = (body: NewsItemInput & { id: string }) =>
  adminApi<'post /api/update_homepage_news'>('update_homepage_news', { method: 'POST', body });
