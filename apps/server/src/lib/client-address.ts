import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client address that per-address limits count by: an IPv4 address as it is, an IPv6
 * address by its /64 network ("2001:db8:1:2::/64"). One IPv6 subscriber is usually given a whole
 * /64, so counting single IPv6 addresses would let one person take 2^64 turns. An IPv4 address
 * written as IPv6 (::ffff:203.0.113.7) counts as the IPv4 address. `ip` is Fastify's
 * `request.ip`, which honours X-Forwarded-For only from the proxies TRUST_PROXY names.
 */
export function clientAddress(ip: string): string {
  const bare = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(bare) || bare.includes('.')) return bare;
  const [head = '', tail] = bare.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
