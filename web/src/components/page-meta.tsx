import { use, useEffect } from 'react';
import { type PageHead, ServerRenderContext } from '../lib/server-render';
import { useStudio } from '../lib/studio';

/**
 * The page's title, description, canonical link and (with `image`) link-preview tags. A server
 * render writes them all into the HTML's head; in the browser the title and description follow
 * client-side navigation (link previews and crawlers read each address's own HTML).
 */
export function PageMeta({ title, description, image }: PageHead) {
  const server = use(ServerRenderContext);
  const { name, tagline } = useStudio();
  const documentTitle = pageTitle(title, name, tagline);
  server?.setHead({ title, description, image, documentTitle });

  useEffect(() => {
    document.title = documentTitle;
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [documentTitle, description]);
  return null;
}

/** "Page · Studio", or "Studio · tagline" for the home page (title = the studio's name). */
export function pageTitle(title: string, name: string, tagline: string): string {
  if (!name) return title;
  if (title === name) return tagline ? `${name} · ${tagline}` : name;
  return `${title} · ${name}`;
}
