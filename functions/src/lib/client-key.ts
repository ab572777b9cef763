import { randomUUID } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * What the per-IP abuse limit counts by (docs/product.md#abuse-limits): an IPv4 address as it
 * is; for IPv6 its /64 network, since one subscriber holds a whole /64 and could otherwise
 * count afresh from each of its addresses (an IPv4-mapped address is the IPv4 address). Without
 * an address (it never lacks one behind Hosting) every request is its own key, so no two
 * unknown clients ever share, and exhaust, one counter. Parsed by ipaddr.js (every IPv6
 * spelling, zone ids, embedded IPv4).
 */
export function clientKey(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return `unknown:${randomUUID()}`;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
