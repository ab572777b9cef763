import type { NewsItem } from '@domain/model';
import { useApi } from '../../../components/use-api';

export const homepageNewsPath = 'homepage_news';

/** GET /api/homepage_news: newest first; `message` is HTML sanitised by the server. */
export const useHomepageNews = () => useApi<NewsItem[]>(homepageNewsPath);
