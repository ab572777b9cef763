import type { NewsItemInput } from '@domain/admin-news';
import type { NewsItem } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

/** The whole form again, with the item's id. */
export const updateHomepageNews = (body: NewsItemInput & { id: string }) =>
  adminApi<NewsItem>('update_homepage_news', { method: 'POST', body });
