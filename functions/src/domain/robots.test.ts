import { describe, expect, it } from 'vitest';
import { paths } from './paths.js';
import { adminPaths } from './admin-paths.js';
import { INDEXABLE_PATHS } from './search-indexing.js';
import { robotsTxt } from './robots.js';

const text = robotsTxt('https://purl.example/');
const disallowed = text
  .split('\n')
  .filter((line) => line.startsWith('Disallow: '))
  .map((line) => line.slice('Disallow: '.length));
const blocks = (path: string) => disallowed.some((rule) => path.startsWith(rule));

describe('robots.txt', () => {
  it("points at the sitemap by the site's absolute address", () => {
    expect(text).toContain('\nSitemap: https://purl.example/sitemap.xml\n');
  });

  it('keeps crawlers out of the API, every staff page, the booking steps and checkout', () => {
    for (const path of [
      '/api/workshop_types',
      paths.login,
      adminPaths.home,
      adminPaths.bookedWorkshops,
      adminPaths.classRegister.to('d1'),
      adminPaths.auditLog.to('bookings/b1'),
      paths.bookingDetails,
      paths.checkout,
    ]) {
      expect(blocks(path), path).toBe(true);
    }
  });

  it('lets crawlers reach every visitor page and workshop page', () => {
    for (const path of [...INDEXABLE_PATHS, paths.workshopDescription.to('learn-to-knit')]) {
      expect(blocks(path), path).toBe(false);
    }
  });

  it('lets crawlers fetch secret-link pages, so they see the noindex those pages answer', () => {
    expect(blocks('/manage_booking/some-token')).toBe(false);
    expect(blocks('/claim_offer/some-token')).toBe(false);
  });
});
