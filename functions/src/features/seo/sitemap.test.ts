import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.js';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemapXml', () => {
  it('lists each path as an absolute URL in the sitemap namespace', async () => {
    const xml = await sitemapXml('https://purl.example', ['/', '/workshop_description/a%26b']);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(locs(xml)).toEqual([
      'https://purl.example/',
      'https://purl.example/workshop_description/a%26b',
    ]);
  });

  it('escapes what XML cannot hold as it is', async () => {
    const xml = await sitemapXml('https://purl.example', ['/search?a=1&b=2']);
    expect(locs(xml)).toEqual(['https://purl.example/search?a=1&amp;b=2']);
  });
});
