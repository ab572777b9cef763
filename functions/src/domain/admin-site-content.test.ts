import { describe, expect, it } from 'vitest';
import {
  announcementSchema,
  paymentLinksSchema,
  SITE_CONTENT_MESSAGES,
} from './admin-site-content.js';
import { fieldErrors } from './field-errors.js';

describe('announcementSchema', () => {
  const valid = {
    title: "We're Moving",
    message: 'New address',
    expiresOn: '2027-01-31',
    active: true,
  };

  it('accepts an announcement and drops unknown fields', () => {
    expect(announcementSchema.parse({ ...valid, html: '<script>' })).toEqual(valid);
  });

  it('refuses an expiry that is not a real YYYY-MM-DD date', () => {
    for (const expiresOn of ['2027-02-30', '31/01/2027', '2027-1-5']) {
      const result = announcementSchema.safeParse({ ...valid, expiresOn });
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(fieldErrors(result.error)).toEqual({ expiresOn: SITE_CONTENT_MESSAGES.expiresOn });
      }
    }
  });
});

describe('paymentLinksSchema', () => {
  const links = {
    '1': 'https://pay.example.com/1',
    '2': 'https://pay.example.com/2',
    '3': 'https://pay.example.com/3',
    '4': 'https://pay.example.com/4',
  };

  it('accepts four https links and drops other guest counts; visitors pay by link unless told', () => {
    expect(paymentLinksSchema.parse({ links: { ...links, '5': 'https://x.example' } })).toEqual({
      methods: 'link',
      links,
    });
  });

  it('lets the links be empty only when visitors pay by card', () => {
    const empty = { '1': '', '2': '', '3': '', '4': '' };
    expect(paymentLinksSchema.parse({ methods: 'card', links: empty })).toEqual({
      methods: 'card',
      links: empty,
    });
    const both = paymentLinksSchema.safeParse({ methods: 'both', links: { ...links, '3': '' } });
    expect(both.success).toBe(false);
    expect(both.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['links.3', 'Enter a payment link starting with https://'],
    ]);
    expect(paymentLinksSchema.safeParse({ methods: 'cash', links }).error?.issues[0]?.message).toBe(
      'Choose how visitors pay',
    );
  });

  it('refuses http, javascript: and missing links', () => {
    const result = paymentLinksSchema.safeParse({
      links: {
        ...links,
        '1': 'http://pay.example.com',
        '2': 'javascript:alert(1)',
        '4': undefined,
      },
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.map((i) => i.path.join('.')).sort()).toEqual([
        'links.1',
        'links.2',
        'links.4',
      ]);
    }
  });
});
