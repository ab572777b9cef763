import type { NewsItem } from '../../domain/model.js';
import { collections, readQuery } from '../../lib/firestore.js';

export const listLatestNews = (limit: number) =>
  readQuery(collections.news().orderBy('date', 'desc').limit(limit));

/** Stores a news item under a new id and returns it with that id. */
export async function addNewsItem(item: Omit<NewsItem, 'id'>): Promise<NewsItem> {
  const ref = collections.news().doc();
  const stored: NewsItem = { ...item, id: ref.id };
  await ref.create(stored);
  return stored;
}
