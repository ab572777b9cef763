import type { NewsItem } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

export const deleteHomepageNews = (id: string) =>
  adminApi<NewsItem>('delete_homepage_news', { method: 'POST', body: { id } });
