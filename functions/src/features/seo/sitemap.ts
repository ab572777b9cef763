import { Readable } from 'node:stream';

/**
 * The sitemap protocol's XML for the given paths of the site, made absolute with `siteUrl`.
 * The `sitemap` library writes the namespace, escapes each URL and checks the site's address.
 */
export async function sitemapXml(siteUrl: string, paths: readonly string[]): Promise<string> {
  // Loaded here, by the one request that needs it, not by every new instance.
  const { SitemapStream, streamToPromise } = await import('sitemap');
  const stream = new SitemapStream({
    hostname: siteUrl,
    xmlns: { news: false, xhtml: false, image: false, video: false },
  });
  const xml = await streamToPromise(Readable.from(paths.map((url) => ({ url }))).pipe(stream));
  return xml.toString('utf8');
}
