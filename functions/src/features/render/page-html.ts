// Fills the built page (web/index.html after Vite) with a server render: the page's own head
// tags, its HTML and its data block. Pure string work, so it is unit-tested on its own.

import { type RenderedPage, SERVER_DATA_ID } from '../../domain/server-render.js';

const HEAD = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const ROOT = '<div id="root"><!--app-html--></div>';
// React writes the resources it wants early (the logo, a workshop's picture) at the start of
// a render that is not a whole document; they belong in the head, where the browser finds them
// before anything else and where hydration does not meet them.
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;

/** The head tags of a page at `pathname`: title, description, canonical and link previews. */
export function headTags(page: RenderedPage['head'], siteUrl: string, pathname: string): string {
  const url = new URL(pathname, siteUrl).href;
  const image = page.image ? new URL(page.image, siteUrl).href : undefined;
  return [
    `<title>${escapeText(page.documentTitle)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    // Already JSON that cannot close its element (jsonLdText); not part of the hydrated tree.
    ...(page.jsonLd ? [`<script type="application/ld+json">${page.jsonLd}</script>`] : []),
  ].join('\n    ');
}

/**
 * The page with its render in: the head tags, `#root`'s HTML, then the cookie notice for the
 * first paint (hidden unless the boot script shows it) and the data block.
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  siteUrl: string,
  pathname: string,
): string {
  const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(preloads.length);
  const head = `${headTags(page.head, siteUrl, pathname)}${preloads ? `\n    ${preloads}` : ''}`;
  // Replacer functions, so a `$` in the content is never read as a replacement pattern.
  return template
    .replace(HEAD, () => head)
    .replace(
      ROOT,
      () =>
        `<div id="root">${body}</div>${page.consentNotice ? `\n    ${page.consentNotice}` : ''}\n    <script type="application/json" id="${SERVER_DATA_ID}">${page.data}</script>`,
    );
}
