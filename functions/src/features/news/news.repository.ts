import type { NewsItem } from '../../domain/model.js';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { countReads } from '../../lib/read-counter.js';

export async function listLatestNews(limit: number): Promise<NewsItem[]> {
  const snap = await db().collection(COLLECTIONS.news).orderBy('date', 'desc').limit(limit).get();
  countReads(snap.size);
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }) as NewsItem);
}
