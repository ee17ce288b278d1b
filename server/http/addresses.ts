/**
 * Client addresses as the server counts them: the rate limits by addressKey (an IPv4 address, an
 * IPv6 /64), reports by networkKey (an IPv4 /24, an IPv6 /64). Plain functions of an address,
 * used by the rate-limit plugin, the account limits of the auth routes and the reporter network.
 */
import net from 'node:net';

/**
 * The part of a client address that rate limits count: an IPv4 address as is
 * (also when written IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address by its /64.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return address;
  const groups = expandIPv6(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The network of a client address, as addressKey reads it: an IPv4 address by its /24, an IPv6
 * address by its /64 (reports count at most one reporter per network: server/auth/reporterNetwork.ts).
 */
export function networkKey(ip: string): string {
  const key = addressKey(ip);
  return net.isIPv4(key) ? `${key.split('.').slice(0, 3).join('.')}.0/24` : key;
}

/** The eight 16-bit groups of a valid IPv6 address (with :: and a trailing dotted IPv4 part resolved). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
