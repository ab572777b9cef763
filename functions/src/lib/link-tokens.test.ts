import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTokenShaped, linkToken, matchesHash, newLink, tokenHash } from './link-tokens.js';

beforeEach(() => {
  process.env.LINK_SECRET = 'test-secret';
});
afterEach(() => {
  delete process.env.LINK_SECRET;
});

describe('secret links', () => {
  it('are 256-bit base64url tokens, the same again from the stored nonce', () => {
    const link = newLink('manage', 'booking-1');
    expect(isTokenShaped(link.token)).toBe(true);
    expect(linkToken('manage', 'booking-1', link.nonce)).toBe(link.token);
    expect(link.hash).toBe(tokenHash(link.token));
    expect(link.hash).not.toContain(link.token);
  });

  it('differ by purpose, id, nonce and secret', () => {
    const { nonce, token } = newLink('manage', 'b');
    expect(linkToken('claim', 'b', nonce)).not.toBe(token);
    expect(linkToken('manage', 'c', nonce)).not.toBe(token);
    expect(newLink('manage', 'b').token).not.toBe(token);
    process.env.LINK_SECRET = 'another-secret';
    expect(linkToken('manage', 'b', nonce)).not.toBe(token);
  });

  it('match only their own stored hash', () => {
    const a = newLink('leave', 'x');
    const b = newLink('leave', 'x');
    expect(matchesHash(a.token, a.hash)).toBe(true);
    expect(matchesHash(a.token, b.hash)).toBe(false);
    expect(matchesHash(a.token, undefined)).toBe(false);
  });

  it('are refused when they are not token-shaped', () => {
    expect(isTokenShaped('short')).toBe(false);
    expect(isTokenShaped(`${'a'.repeat(42)}/`)).toBe(false);
    expect(isTokenShaped(42)).toBe(false);
  });

  it('cannot be made without the secret', () => {
    delete process.env.LINK_SECRET;
    expect(() => newLink('manage', 'b')).toThrow('LINK_SECRET');
  });
});
