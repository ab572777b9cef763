import { collections, readQuery, refs } from '../../lib/firestore.js';
import { documents } from '../../lib/guarded-commit.js';

/** News items by id. */
export const newsDocs = documents(refs.news);

/** A fresh id for a new item. */
export const newNewsId = () => collections.news().doc().id;

export const listLatestNews = (limit: number) =>
  readQuery(collections.news().orderBy('date', 'desc').limit(limit));

/** Every news item, newest first (staff see and edit all of them). */
export const listAllNews = () => readQuery(collections.news().orderBy('date', 'desc'));
