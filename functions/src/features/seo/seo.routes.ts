import { route } from '../../http/route.js';
import { cache, CACHE_SEO } from '../../lib/cache.js';
import { SITE_URL } from '../../lib/config.js';
import { robotsTxt } from './robots.js';
import { sitemapPaths } from './seo.service.js';
import { sitemapXml } from './sitemap.js';

// Served through Hosting rewrites of /sitemap.xml and /robots.txt (firebase.json), so both name
// the deploy's own address (SITE_URL).
export const seoRoutes = [
  route('get', '/sitemap.xml', async (_req, res) => {
    const xml = await sitemapXml(SITE_URL, await sitemapPaths());
    cache(res, CACHE_SEO);
    res.type('application/xml').send(xml);
  }),
  route('get', '/robots.txt', (_req, res) => {
    cache(res, CACHE_SEO);
    res.type('text/plain').send(robotsTxt(SITE_URL));
  }),
];
