import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** GET /api/homepage_news: newest first; `message` is HTML sanitised by the server. */
export const homepageNewsQuery = visitorQuery<'get /api/homepage_news'>('homepage_news');

export const useHomepageNews = () => useQuery(homepageNewsQuery);
