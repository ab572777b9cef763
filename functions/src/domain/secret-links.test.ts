import { describe, expect, it } from 'vitest';
import { REMOVED_TOKEN, SECRET_LINK_PATTERNS, withoutLinkTokens } from './secret-links.js';

const TOKEN = 'I5LkMkBCyesivpCvCJaHF34qQhvaKD6c9OiTLHLrCT0';
const ORIGIN = 'https://studio.example';

describe('secret links in stored text', () => {
  it.each(SECRET_LINK_PATTERNS)('removes the token of %s in text and in HTML', (pattern) => {
    const link = `${ORIGIN}${pattern.replace(':token', TOKEN)}`;
    const text = `Open ${link} to manage.\n<a href="${link}">here</a> or ${link}.`;
    const scrubbed = withoutLinkTokens(text);
    expect(scrubbed).not.toContain(TOKEN);
    expect(scrubbed).toContain(`${ORIGIN}${pattern.replace(':token', REMOVED_TOKEN)}`);
    expect(scrubbed.split(REMOVED_TOKEN)).toHaveLength(4);
  });

  it('leaves other links and words alone', () => {
    const text = `See ${ORIGIN}/book_a_workshop and ${ORIGIN}/workshop_description/${TOKEN}; manage_booking is a word.`;
    expect(withoutLinkTokens(text)).toBe(text);
  });

  it('removes a token written percent-encoded or in the API path too', () => {
    expect(withoutLinkTokens(`/api/manage_booking/${TOKEN}%3D/cancel`)).toBe(
      `/api/manage_booking/${REMOVED_TOKEN}/cancel`,
    );
  });
});
