import { use, useEffect } from 'react';
import { useLocation } from 'react-router';
import { site } from '../config/site';
import { type PageHead, ServerRenderContext } from '../lib/server-render';

/** The document title of a page: the studio's name alone on the home page, else after the page's. */
export const documentTitle = (title: string) =>
  title === site.name ? `${site.name} · ${site.tagline}` : `${title} · ${site.name}`;

function setAttribute(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * The page's title, description, canonical link and (with `image`) link-preview tags. A server
 * render writes them into the HTML's head; in the browser they follow client-side navigation.
 */
export function PageMeta({ title, description, image }: PageHead) {
  const server = use(ServerRenderContext);
  const { pathname } = useLocation();
  server?.setHead({ title, description, image });

  useEffect(() => {
    document.title = documentTitle(title);
    setAttribute('meta[name="description"]', 'content', description);
    // The canonical keeps the origin the server wrote (SITE_URL); only its path follows.
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = new URL(pathname, canonical.href).href;
    setAttribute('meta[property="og:title"]', 'content', title);
    setAttribute('meta[property="og:description"]', 'content', description);
  }, [title, description, pathname]);
  return null;
}
