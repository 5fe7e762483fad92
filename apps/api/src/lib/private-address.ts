import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Addresses the server must never be made to send a request to (decision 042): this host, its private
 * networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, and the unspecified and
 * multicast/reserved ranges. BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1) against the IPv4 rules.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d.
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local: deprecated, but still private where it is used.
  ['fec0::', 10],
  ['ff00::', 8],
  // 6to4 and Teredo carry an IPv4 address inside; no push service is reached through them.
  ['2002::', 16],
  ['2001::', 32],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split in two). */
function ipv6Groups(ip: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  const hex = dotted
    ? `${ip.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : ip;
  const [head = '', tail] = hex.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

/** The IPv4 address inside a NAT64 one (64:ff9b::/96), which a NAT64 gateway would connect to; else null. */
function nat64Embedded(ip: string): string | null {
  const g = ipv6Groups(ip);
  if (g[0] !== 0x64 || g[1] !== 0xff9b || g.slice(2, 6).some((n) => n !== 0)) return null;
  const [hi = 0, lo = 0] = g.slice(6);
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
}

/** Whether `address` (an IP as a resolver gives it) is somewhere on the public internet. Not an IP → false. */
export function isPublicAddress(address: string): boolean {
  // A scoped address (fe80::1%eth0) is link-local anyway; the zone would only confuse the parse.
  const ip = address.split('%')[0] ?? '';
  if (isIPv4(ip)) return !blocked.check(ip, 'ipv4');
  if (!isIPv6(ip)) return false;
  const embedded = nat64Embedded(ip);
  if (embedded !== null) return isPublicAddress(embedded);
  return !blocked.check(ip, 'ipv6');
}
