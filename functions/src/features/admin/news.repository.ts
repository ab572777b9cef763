import type { NewsItem } from '../../domain/model.js';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';

/** Stores a news item under a new id and returns it with that id. */
export async function addNewsItem(item: Omit<NewsItem, 'id'>): Promise<NewsItem> {
  const ref = db().collection(COLLECTIONS.news).doc();
  const stored: NewsItem = { ...item, id: ref.id };
  await ref.create(stored);
  return stored;
}
