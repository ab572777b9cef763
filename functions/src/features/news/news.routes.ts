import { route } from '../../http/route.js';
import { CACHE_PUBLIC, cache } from '../../lib/cache.js';
import { homePageNews } from './news.service.js';

export const newsRoutes = [
  route('get', '/api/homepage_news', async (_req, res) => {
    const news = await homePageNews();
    cache(res, CACHE_PUBLIC);
    res.json(news);
  }),
];
