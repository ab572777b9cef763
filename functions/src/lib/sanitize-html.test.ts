import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps paragraphs, emphasis, lists, headings and quotes', () => {
    const html =
      '<h3>New</h3><p>Come <strong>early</strong>, <em>stay</em> <b>late</b> <i>and</i> <u>knit</u>.<br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><h4>Small</h4><blockquote>Quote</blockquote>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>New</h3><p>Come <strong>early</strong>, <em>stay</em> <b>late</b> <i>and</i> <u>knit</u>.<br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><h4>Small</h4><blockquote>Quote</blockquote>',
    );
  });

  it('keeps http, https, mailto and relative links with their title', () => {
    const out = sanitizeHtml(
      '<a href="https://example.com/a" title="A">a</a> <a href="http://example.com">b</a> ' +
        '<a href="mailto:hello@example.com">c</a> <a href="/calendar_view">d</a>',
    );
    expect(out).toContain('href="https://example.com/a"');
    expect(out).toContain('title="A"');
    expect(out).toContain('href="http://example.com"');
    expect(out).toContain('href="mailto:hello@example.com"');
    expect(out).toContain('href="/calendar_view"');
  });

  it('forces rel="noopener noreferrer" on links and keeps only target _blank', () => {
    const blank = sanitizeHtml('<a href="/x" target="_blank" rel="opener">x</a>');
    expect(blank).toBe('<a href="/x" rel="noopener noreferrer" target="_blank">x</a>');
    const framed = sanitizeHtml('<a href="/x" target="evil-frame">x</a>');
    expect(framed).toBe('<a href="/x" rel="noopener noreferrer">x</a>');
  });

  it('removes script tags and their code', () => {
    const out = sanitizeHtml('<p>Hi</p><script>alert(1)</script><SCRIPT src="//x.js"></SCRIPT>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes event handler attributes such as onerror and onclick', () => {
    const out = sanitizeHtml('<p onclick="steal()">Hi</p><img src=x onerror="alert(1)">');
    expect(out).toBe('<p>Hi</p>');
    expect(out).not.toMatch(/on\w+=/i);
  });

  it('removes javascript:, data: and protocol-relative link targets', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&#58;alert(1)">b</a>' +
        '<a href=" javascript:alert(1)">c</a><a href="data:text/html,<script>x</script>">d</a>' +
        '<a href="//evil.example">e</a>',
    );
    expect(out).not.toMatch(/javascript|data:|evil/i);
    expect(out).toContain('>a</a>');
  });

  it('removes style attributes, style tags, iframes and objects with their content', () => {
    const out = sanitizeHtml(
      '<p style="position:fixed">Hi</p><style>body{display:none}</style>' +
        '<iframe src="https://evil.example">inner</iframe><object data="x">obj</object><embed src="x">',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('keeps the text of tags that are not allowed but drops the tags', () => {
    expect(sanitizeHtml('<div><span class="x">Plain</span> text</div>')).toBe('Plain text');
  });

  it('escapes stray angle brackets in text', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
});

describe('isBlankHtml', () => {
  it('is true for markup without visible text', () => {
    expect(isBlankHtml('<p> </p><br><script>alert(1)</script>&nbsp;')).toBe(true);
  });

  it('is false when any text shows', () => {
    expect(isBlankHtml('<p><strong>Hi</strong></p>')).toBe(false);
  });
});
