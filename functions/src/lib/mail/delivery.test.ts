import { describe, expect, it } from 'vitest';
import { fromHeader } from './delivery.js';

describe('the From header', () => {
  it('is the studio’s sender name with the deployment’s sending address', () => {
    expect(fromHeader({ fromName: 'Purl & Pine Bookings' }, 'bookings@example.com')).toEqual({
      name: 'Purl & Pine Bookings',
      email: 'bookings@example.com',
    });
  });

  it('is the bare address when the mail names no sender', () => {
    expect(fromHeader({}, 'bookings@example.com')).toBe('bookings@example.com');
  });

  it('refuses to send without a sending address, so the retry job sends it once one is set', () => {
    expect(() => fromHeader({ fromName: 'Purl & Pine' }, '')).toThrow(/MAIL_FROM_ADDRESS/);
  });
});
