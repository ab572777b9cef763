import { newsItemSchema } from '../../domain/admin-news.js';
import { publicGet, route } from '../../http/route.js';
import { CACHE_PUBLIC } from '../../lib/cache.js';
import { parse } from '../../lib/validate.js';
import { addHomepageNews, homePageNews } from './news.service.js';

export const newsRoutes = [publicGet('/api/homepage_news', CACHE_PUBLIC, () => homePageNews())];

export const newsAdminRoutes = [
  route('post', '/api/add_homepage_news', async (req, res) => {
    res.status(201).json(await addHomepageNews(parse(newsItemSchema, req.body)));
  }),
];
