import { adminApi } from '../../../../lib/auth';

export const deleteHomepageNews = (id: string) =>
  adminApi<'post /api/delete_homepage_news'>('delete_homepage_news', {
    method: 'POST',
    body: { id },
  });
