import type { NewsItemInput } from '@domain/admin-news';
import { adminApi } from '../../../../lib/auth';

export const addHomepageNews = (body: NewsItemInput) =>
  adminApi<'post /api/add_homepage_news'>('add_homepage_news', { method: 'POST', body });
