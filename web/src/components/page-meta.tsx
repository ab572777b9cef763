import { use, useEffect } from 'react';
import { useLocation } from 'react-router';
import { type PageHead, ServerRenderContext } from '../lib/server-render';
import { useStudio } from '../lib/studio';

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
  const { name, tagline } = useStudio();
  const documentTitle = pageTitle(title, name, tagline);
  server?.setHead({ title, description, image, documentTitle });

  useEffect(() => {
    document.title = documentTitle;
    setAttribute('meta[name="description"]', 'content', description);
    // The canonical keeps the origin the server wrote (SITE_URL); only its path follows.
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = new URL(pathname, canonical.href).href;
    setAttribute('meta[property="og:title"]', 'content', title);
    setAttribute('meta[property="og:description"]', 'content', description);
  }, [documentTitle, title, description, pathname]);
  return null;
}

/** "Page · Studio", or "Studio · tagline" for the home page (title = the studio's name). */
export function pageTitle(title: string, name: string, tagline: string): string {
  if (!name) return title;
  if (title === name) return tagline ? `${name} · ${tagline}` : name;
  return `${title} · ${name}`;
}
