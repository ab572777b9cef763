import type { NewsItem } from '@domain/model';
import { adminQuery } from './admin-query';

/** GET /api/homepage_news_for_admin: every news item, newest first. */
export const newsForAdminQuery = adminQuery<NewsItem[]>('homepage_news_for_admin');
