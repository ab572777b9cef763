import { route } from '../../lib/route.js';
import { cache, CACHE_SEO } from '../../lib/cache.js';
import { SITE_URL } from '../../lib/config.js';
import { sitemapPaths } from './seo.service.js';
import { sitemapXml } from './sitemap.js';

// /sitemap.xml names the deploy's own address (SITE_URL) and reaches the function through a
// Hosting rewrite. robots.txt is a static file of the web build (web/vite.config.ts,
// docs/decisions/0021-robots-txt-static-file.md).
export const seoRoutes = [
  route('get /sitemap.xml', async (_req, res) => {
    const xml = await sitemapXml(SITE_URL, await sitemapPaths());
    cache(res, CACHE_SEO);
    res.type('application/xml').send(xml);
  }),
];
