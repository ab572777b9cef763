import { newsItemSchema } from '../../domain/admin-news.js';
import { route } from '../../http/route.js';
import { addHomepageNews } from './news.service.js';
import { parse } from '../../lib/validate.js';

export const newsAdminRoutes = [
  route('post', '/api/add_homepage_news', async (req, res) => {
    res.status(201).json(await addHomepageNews(parse(newsItemSchema, req.body)));
  }),
];
