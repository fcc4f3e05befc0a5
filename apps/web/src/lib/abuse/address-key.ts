import { isIPv6 } from 'node:net';

/**
 * The key per-address limits count under. IPv4 as is; IPv6 by its /64 network, because one
 * subscriber line is given a whole /64 and could otherwise pick a fresh address per request;
 * an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) as the IPv4 address it is.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip; // IPv4 (or 'unknown'): the common case, without the regexes
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
