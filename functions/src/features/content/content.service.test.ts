import { describe, expect, it } from 'vitest';
import { paymentLinkFor } from './content.service.js';

const links = { links: { '1': 'https://pay/1', '2': 'https://pay/2', '4': 'javascript:x' } };

describe('paymentLinkFor', () => {
  it('gives the link for 1 to 4 guests', () => {
    expect(paymentLinkFor(links, 1)).toBe('https://pay/1');
    expect(paymentLinkFor(links, 2)).toBe('https://pay/2');
  });

  it('gives none for more than 4 guests, a missing or a non-http link', () => {
    expect(paymentLinkFor(links, 5)).toBeNull();
    expect(paymentLinkFor(links, 3)).toBeNull();
    expect(paymentLinkFor(links, 4)).toBeNull();
    expect(paymentLinkFor(null, 1)).toBeNull();
    expect(paymentLinkFor(links, 0)).toBeNull();
  });
});
