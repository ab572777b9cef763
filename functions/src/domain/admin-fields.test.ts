import { describe, expect, it } from 'vitest';
import {
  imageSchema,
  isHttpsUrl,
  isSafeLink,
  PLACEHOLDER_IMAGE,
  priceTextSchema,
  slugify,
} from './admin-fields.js';

describe('isSafeLink', () => {
  it('accepts pages of this site and https addresses', () => {
    expect(isSafeLink('/calendar_view')).toBe(true);
    expect(isSafeLink('https://example.com/x')).toBe(true);
  });

  it('refuses protocol-relative, javascript:, data: and plain http links', () => {
    for (const link of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:,x']) {
      expect(isSafeLink(link)).toBe(false);
    }
    expect(isSafeLink('http://example.com')).toBe(false);
    expect(isSafeLink('calendar_view')).toBe(false);
  });

  it('refuses whitespace, control characters and backslashes anywhere', () => {
    for (const link of [
      '/calendar view',
      '/calendar_view\t',
      'https://exa mple.com',
      'java\nscript:alert(1)',
      '/\u0000x',
      'https://example.com\\@evil.example',
      '/x\\y',
    ]) {
      expect(isSafeLink(link)).toBe(false);
    }
  });

  it('keeps relative links on the site once resolved', () => {
    expect(isSafeLink('/./calendar_view')).toBe(true);
    expect(isSafeLink('/../../calendar_view')).toBe(true);
    expect(isSafeLink('https://site.invalid/x')).toBe(false);
  });
});

describe('isHttpsUrl', () => {
  it('accepts only absolute https addresses', () => {
    expect(isHttpsUrl('https://pay.example.com/a')).toBe(true);
    expect(isHttpsUrl('http://pay.example.com/a')).toBe(false);
    expect(isHttpsUrl('/pay')).toBe(false);
    expect(isHttpsUrl('not a url')).toBe(false);
  });
});

describe('priceTextSchema', () => {
  it('stores prices the way the site prints them', () => {
    expect(priceTextSchema.parse('15')).toBe('£15');
    expect(priceTextSchema.parse(' £12.5 ')).toBe('£12.50');
    expect(priceTextSchema.parse('£1,200')).toBe('£1,200');
  });

  it('refuses text that is not a price', () => {
    expect(priceTextSchema.safeParse('fifteen').success).toBe(false);
    expect(priceTextSchema.safeParse('-5').success).toBe(false);
    expect(priceTextSchema.safeParse('£20000').success).toBe(false);
  });
});

describe('imageSchema', () => {
  it('uses the placeholder image when none is given', () => {
    expect(imageSchema.parse('')).toBe(PLACEHOLDER_IMAGE);
  });

  it('refuses javascript: and other non-https images', () => {
    expect(imageSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(imageSchema.safeParse('http://x.example/a.png').success).toBe(false);
  });
});

describe('slugify', () => {
  it('makes a lower-case dashed id from a name', () => {
    expect(slugify('Crochet a Bouquet!')).toBe('crochet-a-bouquet');
    expect(slugify('  Café   Crème ')).toBe('cafe-creme');
  });

  it('is empty for a name without letters or numbers', () => {
    expect(slugify('!!! ***')).toBe('');
  });

  it('keeps ids to 64 characters without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(63)} b`);
    expect(slug.length).toBeLessThanOrEqual(64);
    expect(slug.endsWith('-')).toBe(false);
  });
});
