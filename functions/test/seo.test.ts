import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/domain/paths.js';
import {
  BOOKING_FLOW_PATHS,
  INDEXABLE_PATHS,
  SECRET_LINK_PREFIXES,
  STAFF_PATHS,
} from '../src/domain/search-indexing.js';
import { clearFirestore, putDate, putType } from '../../scripts/lib/emulator.ts';
import { call, siteUrl } from './support/stack.ts';

// /sitemap.xml (a Hosting rewrite to the api function) and /robots.txt (a static file of the
// web build) through Hosting, and the noindex header Hosting adds to the pages that must stay out of
// search results (firebase.json).

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const workshopUrl = (id: string) => `${siteUrl()}${paths.workshopDescription.to(id)}`;

/** A concrete address for each staff route (a prefix gets an id). */
const staffPages = STAFF_PATHS.map((p) => (p.endsWith('/') ? `${p}some-id` : p));
const secretPages = SECRET_LINK_PREFIXES.map((p) => `${p}some-token`);

describe('the sitemap', () => {
  let sitemap: Awaited<ReturnType<typeof call>>;

  beforeAll(async () => {
    await clearFirestore();
    const withDates = await putType({ id: 'learn-to-knit', name: 'Learn to Knit' });
    await putDate(withDates, 10);
    await putType({ id: 'brioche', name: 'Brioche' });
    const soon = await putType({ id: 'fair-isle', name: 'Fair Isle', comingSoon: true });
    await putDate(soon, 12);
    await putType({ id: 'retired-macrame', name: 'Macrame', active: false });
    sitemap = await call('/sitemap.xml');
  });

  it('is XML that the CDN may cache', () => {
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(sitemap.headers.get('cache-control')).toMatch(/\bs-maxage=\d+/);
    expect(sitemap.body as string).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
    );
  });

  it("lists every visitor page by the site's absolute address", () => {
    const listed = locs(sitemap.body as string);
    for (const path of INDEXABLE_PATHS) expect(listed).toContain(`${siteUrl()}${path}`);
  });

  it('lists the page of every bookable workshop, with or without dates', () => {
    const listed = locs(sitemap.body as string);
    expect(listed).toContain(workshopUrl('learn-to-knit'));
    expect(listed).toContain(workshopUrl('brioche'));
  });

  it('leaves out coming-soon and retired workshops', () => {
    const listed = locs(sitemap.body as string);
    expect(listed).not.toContain(workshopUrl('fair-isle'));
    expect(listed).not.toContain(workshopUrl('retired-macrame'));
  });

  it('leaves out staff pages, booking steps, checkout and secret links', () => {
    const listed = locs(sitemap.body as string).map((url) => new URL(url).pathname);
    const hidden = [...STAFF_PATHS, ...BOOKING_FLOW_PATHS, ...SECRET_LINK_PREFIXES];
    for (const path of listed) {
      expect(hidden.filter((h) => path === h || (h.endsWith('/') && path.startsWith(h)))).toEqual(
        [],
      );
    }
    expect(listed).toHaveLength(INDEXABLE_PATHS.length + 2);
  });
});

describe('robots.txt', () => {
  it('is a file Hosting serves itself, with no redirect', async () => {
    const res = await fetch(`${siteUrl()}/robots.txt`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
  });

  it('is plain text, asked again after a deploy, pointing at the sitemap by its absolute address', async () => {
    const res = await call('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.body as string).toMatch(/^User-agent: \*$/m);
    expect(res.body as string).toContain(`\nSitemap: ${siteUrl()}/sitemap.xml\n`);
    expect(res.body as string).toMatch(/^Disallow: \/admin_home$/m);
  });
});

describe('the noindex header', () => {
  it.each([...staffPages, ...secretPages, ...BOOKING_FLOW_PATHS])(
    '%s answers X-Robots-Tag: noindex',
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
    },
  );

  it.each([...INDEXABLE_PATHS, paths.workshopDescription.to('learn-to-knit')])(
    '%s may be indexed',
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBeNull();
    },
  );
});
