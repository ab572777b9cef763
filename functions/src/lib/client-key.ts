import { randomUUID } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text =
      text.slice(0, -v4[1]!.length) +
      `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * What the per-IP abuse limit counts by (docs/product.md#abuse-limits): an IPv4 address as it
 * is; for IPv6 its /64 network, since one subscriber holds a whole /64 and could otherwise
 * count afresh from each of its addresses (an IPv4-mapped address is the IPv4 address). Without
 * an address (it never lacks one behind Hosting) every request is its own key, so no two
 * unknown clients ever share, and exhaust, one counter.
 */
export function clientKey(ip: string | undefined): string {
  if (ip && isIPv4(ip)) return ip;
  if (ip && isIPv6(ip)) {
    const groups = ipv6Groups(ip);
    if (groups) {
      const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
      if (mapped) {
        const [hi, lo] = [groups[6]!, groups[7]!];
        return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
      }
      return `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(':')}::/64`;
    }
  }
  return `unknown:${randomUUID()}`;
}
