import { route } from '../../lib/route.js';
import { cache, CACHE_SEO } from '../../lib/cache.js';
import { SITE_URL } from '../../lib/config.js';
import { robotsTxt } from './robots.js';
import { sitemapPaths } from './seo.service.js';
import { sitemapXml } from './sitemap.js';

// Both name the deploy's own address (SITE_URL). /sitemap.xml reaches the function through a
// Hosting rewrite. robots.txt cannot: the Functions Framework (and its emulator) answers every
// path ending in /robots.txt (and /favicon.ico) with 404 before any handler, so Hosting
// redirects /robots.txt to /api/robots (firebase.json); crawlers follow a robots.txt redirect
// (RFC 9309, 2.3.1.2).
export const seoRoutes = [
  route('get', '/sitemap.xml', async (_req, res) => {
    const xml = await sitemapXml(SITE_URL, await sitemapPaths());
    cache(res, CACHE_SEO);
    res.type('application/xml').send(xml);
  }),
  route('get', '/api/robots', (_req, res) => {
    cache(res, CACHE_SEO);
    res.type('text/plain').send(robotsTxt(SITE_URL));
  }),
];
