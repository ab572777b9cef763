import { NEWS_MESSAGES, type NewsItemInput, newsItemDate } from '../../domain/admin-news.js';
import { londonParts } from '../../domain/dates.js';
import type { NewsItem } from '../../domain/model.js';
import { badRequest } from '../../lib/http-errors.js';
import { isBlankHtml, sanitizeHtml } from '../../lib/sanitize-html.js';
import { addNewsItem, listLatestNews } from './news.repository.js';

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

/** A news item dated 08:00 UTC on its day of the current (London) year, its HTML sanitised. */
export async function addHomepageNews(input: NewsItemInput, now = Date.now()): Promise<NewsItem> {
  const date = newsItemDate(input, londonParts(now).year);
  if (!Number.isFinite(date)) {
    throw badRequest(NEWS_MESSAGES.noSuchDate, { day: NEWS_MESSAGES.noSuchDate });
  }
  const message = sanitizeHtml(input.message);
  if (isBlankHtml(message)) {
    throw badRequest(NEWS_MESSAGES.message, { message: NEWS_MESSAGES.message });
  }
  return addNewsItem({
    title: input.title,
    message,
    date,
    button: input.button,
    buttonText: input.button ? input.buttonText : '',
    buttonDestination: input.button ? input.buttonDestination : '',
  });
}
