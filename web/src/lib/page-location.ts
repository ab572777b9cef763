import { SECRET_LINK_PATTERNS } from '@domain/secret-links';

// What analytics may know of where the visitor is: the page's address with every secret link's
// token replaced by its pattern's name, so `/manage_booking/<token>` reaches Google Analytics as
// `/manage_booking/:token` (docs/product.md#cookie-consent-and-analytics).
const SECRET_LINKS = SECRET_LINK_PATTERNS.map((pattern) => ({
  pattern,
  prefix: pattern.slice(0, pattern.lastIndexOf('/') + 1),
}));

/**
 * `href` with any secret link's token (and that page's query and fragment) replaced; other
 * pages keep their query (campaign tags) but lose the fragment. Addresses of other sites, and
 * anything that is not an address, come back unchanged or empty.
 */
export function analyticsLocation(href: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  if (url.origin !== origin) return href;
  url.hash = '';
  const secret = SECRET_LINKS.find(({ prefix }) => url.pathname.startsWith(prefix));
  if (secret) {
    url.search = '';
    return `${url.origin}${secret.pattern}`;
  }
  return url.href;
}
