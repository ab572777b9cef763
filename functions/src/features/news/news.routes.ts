import { deleteSchema } from '../../domain/admin-fields.js';
import { newsItemSchema, updateNewsItemSchema } from '../../domain/admin-news.js';
import { publicGet, route } from '../../lib/route.js';
import { CACHE_PUBLIC } from '../../lib/cache.js';
import { actorOf } from '../../lib/require-admin.js';
import { parse } from '../../lib/validate.js';
import {
  addHomepageNews,
  deleteHomepageNews,
  homePageNews,
  newsForAdmin,
  updateHomepageNews,
} from './news.service.js';

export const newsRoutes = [publicGet('get /api/homepage_news', CACHE_PUBLIC, () => homePageNews())];

export const newsAdminRoutes = [
  route('get /api/homepage_news_for_admin', async (_req, res) => {
    res.json(await newsForAdmin());
  }),
  route('post /api/add_homepage_news', async (req, res) => {
    res.status(201).json(await addHomepageNews(parse(newsItemSchema, req.body), actorOf(req)));
  }),
  route('post /api/update_homepage_news', async (req, res) => {
    res.json(await updateHomepageNews(parse(updateNewsItemSchema, req.body), actorOf(req)));
  }),
  route('post /api/delete_homepage_news', async (req, res) => {
    const { id } = parse(deleteSchema, req.body);
    res.json(await deleteHomepageNews(id, actorOf(req)));
  }),
];
