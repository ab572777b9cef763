import { BOOKING_FLOW_PATHS, STAFF_PATHS } from './search-indexing.js';

/**
 * robots.txt: every page may be crawled except the API, the staff pages and the booking steps
 * (nothing of their own to show). The visitor's secret-link pages stay crawlable on purpose:
 * they answer `X-Robots-Tag: noindex` (firebase.json), which a crawler only sees on a page it
 * may fetch, so a leaked link is dropped from results rather than listed by its URL; and with
 * the API disallowed a crawler renders none of the booking's data.
 */
export function robotsTxt(siteUrl: string): string {
  const disallowed = [...new Set(['/api/', ...STAFF_PATHS, ...BOOKING_FLOW_PATHS])];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
