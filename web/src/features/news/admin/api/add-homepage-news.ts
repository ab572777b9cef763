import type { NewsItemInput } from '@domain/admin-news';
import type { NewsItem } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

export const addHomepageNews = (body: NewsItemInput) =>
  adminApi<NewsItem>('add_homepage_news', { method: 'POST', body });
