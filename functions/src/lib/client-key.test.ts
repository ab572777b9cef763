import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.js';

describe('clientKey', () => {
  it('keys an IPv4 address by itself', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /64 alike, however it is written', () => {
    const key = clientKey('2001:db8:aa:bb::1');
    expect(key).toBe('2001:db8:aa:bb::/64');
    for (const ip of [
      '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
      '2001:0DB8:00aa:00bb:1:2:3:4',
      '2001:db8:aa:bb::dead:beef',
      '2001:db8:aa:bb:1::',
      '2001:db8:aa:bb::9%eth0',
    ]) {
      expect(clientKey(ip)).toBe(key);
    }
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('never gives two requests without an address the same key', () => {
    const a = clientKey(undefined);
    const b = clientKey(undefined);
    expect(a).not.toBe(b);
    expect(clientKey('')).not.toBe(clientKey(''));
    expect(clientKey('not an address')).not.toBe(clientKey('not an address'));
  });
});
