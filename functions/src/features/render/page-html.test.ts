import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../domain/server-render.js';
import { headTags, pageHtml } from './page-html.js';

const template = `<!doctype html><html><head>
    <!--app-head-->
    <title>Knitting &amp; crochet workshops</title>
    <!--/app-head-->
    <script type="module" src="/assets/index.js"></script>
  </head><body><div id="root"><!--app-html--></div></body></html>`;

const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  html: '<link rel="preload" as="image" href="/images/logo.svg"/><main><h1>Learn to knit</h1></main>',
  head: {
    title: 'Learn to knit',
    description: 'Cast on & knit "your first" <scarf>',
    image: '/images/learn-to-knit.svg',
    documentTitle: 'Learn to knit · The Studio',
  },
  data: '{"queries":{},"renderedAt":1}',
  ...over,
});

describe('the rendered page', () => {
  it('replaces the default head with the page title, description, canonical and previews', () => {
    const html = pageHtml(template, page(), 'https://studio.example', '/workshop_description/x');
    expect(html).not.toContain('Knitting &amp; crochet workshops');
    expect(html).toContain('<title>Learn to knit · The Studio</title>');
    expect(html).toContain(
      '<meta name="description" content="Cast on &amp; knit &quot;your first&quot; &lt;scarf&gt;" />',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://studio.example/workshop_description/x" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://studio.example/images/learn-to-knit.svg" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('puts the page into #root, its early resources into the head and the data after it', () => {
    const html = pageHtml(template, page(), 'https://studio.example', '/');
    expect(html).toContain('<div id="root"><main><h1>Learn to knit</h1></main></div>');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<script type="application/json" id="server-data">{"queries":{},"renderedAt":1}</script>',
    );
  });

  it('puts the cookie notice after #root and before the data, and nothing when there is none', () => {
    const notice = '<div id="early-consent" class="early-consent"><p>Cookies</p></div>';
    const html = pageHtml(template, page({ consentNotice: notice }), 'https://studio.example', '/');
    expect(html).toContain(
      `<div id="root"><main><h1>Learn to knit</h1></main></div>\n    ${notice}\n    <script type="application/json" id="server-data">`,
    );
    expect(pageHtml(template, page(), 'https://studio.example', '/')).not.toContain(
      'early-consent',
    );
  });

  it('takes dollar signs in the content literally', () => {
    const html = pageHtml(
      template,
      page({ html: '<p>£5 or $& $1</p>', head: { ...page().head, documentTitle: '$& off' } }),
      'https://studio.example',
      '/',
    );
    expect(html).toContain('<p>£5 or $& $1</p>');
    expect(html).toContain('<title>$&amp; off</title>');
  });

  it('gives a page without a picture a small preview card and no og:image', () => {
    const tags = headTags(
      { title: 'About', description: 'About us', documentTitle: 'About · S' },
      'https://studio.example',
      '/about',
    );
    expect(tags).not.toContain('og:image');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
  });
});
