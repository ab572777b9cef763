import type { NewsItem } from '../../domain/model.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import { listLatestNews } from './news.repository.js';

/** The home page shows the latest few; older items stay stored but are not sent. */
export const HOME_PAGE_NEWS_LIMIT = 10;

/** Newest first; the HTML is sanitised again on the way out, whoever wrote it. */
export async function homePageNews(): Promise<NewsItem[]> {
  const items = await listLatestNews(HOME_PAGE_NEWS_LIMIT);
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    message: sanitizeHtml(item.message ?? ''),
    date: item.date,
    button: item.button === true,
    buttonText: item.buttonText ?? '',
    buttonDestination: item.buttonDestination ?? '',
  }));
}
