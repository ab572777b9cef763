import { collections, readQuery } from '../../lib/firestore.js';

export const listLatestNews = (limit: number) =>
  readQuery(collections.news().orderBy('date', 'desc').limit(limit));

/** Every news item, newest first (staff see and edit all of them). */
export const listAllNews = () => readQuery(collections.news().orderBy('date', 'desc'));

export const newNewsRef = () => collections.news().doc();
