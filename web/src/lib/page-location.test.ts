import { describe, expect, it } from 'vitest';
import { SECRET_LINK_PATTERNS } from '@domain/secret-links';
import { analyticsLocation } from './page-location';

const ORIGIN = 'https://studio.example';
const TOKEN = 'I5LkMkBCyesivpCvCJaHF34qQhvaKD6c9OiTLHLrCT0';

describe('the page location analytics is given', () => {
  it.each(SECRET_LINK_PATTERNS)(
    'replaces the token of %s, with its query and fragment',
    (pattern) => {
      const page = pattern.replace(':token', TOKEN);
      const location = analyticsLocation(`${ORIGIN}${page}?ref=${TOKEN}#${TOKEN}`, ORIGIN);
      expect(location).toBe(`${ORIGIN}${pattern}`);
      expect(location).not.toContain(TOKEN);
    },
  );

  it('keeps the token out of a longer path under a secret link too', () => {
    expect(analyticsLocation(`${ORIGIN}/manage_booking/${TOKEN}/extra`, ORIGIN)).toBe(
      `${ORIGIN}/manage_booking/:token`,
    );
  });

  it('leaves other pages as they are, campaign tags included, without the fragment', () => {
    expect(
      analyticsLocation(`${ORIGIN}/book_a_workshop?utm_source=newsletter#crochet`, ORIGIN),
    ).toBe(`${ORIGIN}/book_a_workshop?utm_source=newsletter`);
    expect(analyticsLocation(`${ORIGIN}/`, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('leaves another site’s address alone and gives nothing for a non-address', () => {
    expect(analyticsLocation('https://mail.example/inbox', ORIGIN)).toBe(
      'https://mail.example/inbox',
    );
    expect(analyticsLocation('', ORIGIN)).toBe('');
  });
});
