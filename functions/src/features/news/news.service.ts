import { NEWS_MESSAGES, type NewsItemInput, newsItemDate } from '../../domain/admin-news.js';
import { londonParts } from '../../domain/dates.js';
import type { NewsItem } from '../../domain/model.js';
import {
  type Actor,
  createAudited,
  deleteAudited,
  replaceAudited,
} from '../../lib/guarded-commit.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import type * as Sanitizer from '../../lib/sanitize-html.js';
import { listAllNews, listLatestNews, newNewsId, newsDocs } from './news.repository.js';

/** The home page shows the latest few; older items stay stored but are not sent. */
export const HOME_PAGE_NEWS_LIMIT = 10;

export const NEWS_ERRORS = { unknown: 'There is no news item with this id' } as const;

// sanitize-html (and the CSS parser it brings) is loaded by the first request that shows or
// writes news, not by every new instance (README, "Cold starts").
const sanitizer = (): Promise<typeof Sanitizer> => import('../../lib/sanitize-html.js');

/** What is sent: the HTML is sanitised again on the way out, whoever wrote it. */
const published =
  ({ sanitizeHtml }: typeof Sanitizer) =>
  (item: NewsItem): NewsItem => ({
    id: item.id,
    title: item.title,
    message: sanitizeHtml(item.message ?? ''),
    date: item.date,
    button: item.button === true,
    buttonText: item.buttonText ?? '',
    buttonDestination: item.buttonDestination ?? '',
  });

/** Newest first. */
export async function homePageNews(): Promise<NewsItem[]> {
  const [items, html] = await Promise.all([listLatestNews(HOME_PAGE_NEWS_LIMIT), sanitizer()]);
  return items.map(published(html));
}

/** Every item, newest first, for staff to edit. */
export async function newsForAdmin(): Promise<NewsItem[]> {
  const [items, html] = await Promise.all([listAllNews(), sanitizer()]);
  return items.map(published(html));
}

/** A news item dated 08:00 UTC on its day of `year` (London), its HTML sanitised. */
function newsItem(
  input: NewsItemInput,
  id: string,
  year: number,
  { isBlankHtml, sanitizeHtml }: typeof Sanitizer,
): NewsItem {
  const date = newsItemDate(input, year);
  if (!Number.isFinite(date)) {
    throw badRequest(NEWS_MESSAGES.noSuchDate, { day: NEWS_MESSAGES.noSuchDate });
  }
  const message = sanitizeHtml(input.message);
  if (isBlankHtml(message)) {
    throw badRequest(NEWS_MESSAGES.message, { message: NEWS_MESSAGES.message });
  }
  return {
    id,
    title: input.title,
    message,
    date,
    button: input.button,
    buttonText: input.button ? input.buttonText : '',
    buttonDestination: input.button ? input.buttonDestination : '',
  };
}

/** A new item on its day of the current (London) year. */
export async function addHomepageNews(input: NewsItemInput, actor: Actor, now = Date.now()) {
  const html = await sanitizer();
  const id = newNewsId();
  const item = newsItem(input, id, londonParts(now).year, html);
  return createAudited(newsDocs, id, item, actor, 'add_homepage_news', () =>
    conflict(NEWS_ERRORS.unknown),
  );
}

/** The item's new text and day; the day stays in the year the item was dated. */
export async function updateHomepageNews(input: NewsItemInput & { id: string }, actor: Actor) {
  const html = await sanitizer();
  return replaceAudited(
    newsDocs,
    input.id,
    (existing) => newsItem(input, input.id, londonParts(existing.date).year, html),
    actor,
    'update_homepage_news',
    () => notFound(NEWS_ERRORS.unknown),
  );
}

export function deleteHomepageNews(id: string, actor: Actor) {
  return deleteAudited(newsDocs, id, actor, 'delete_homepage_news', () =>
    notFound(NEWS_ERRORS.unknown),
  );
}
