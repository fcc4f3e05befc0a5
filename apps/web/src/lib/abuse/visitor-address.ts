import { isIP } from 'node:net';

/**
 * Who the visitor is, for per-address limits and view counting. One place decides, and it
 * imports nothing server-only, so the front (plain node:http) and Next's routes share it.
 *
 * The front writes exactly one address into X-Forwarded-For before anything reads it
 * (`forwardedAddress`, called by front/context.ts `setForwardedFor`): the socket's, or with
 * TRUST_PROXY the one the trusted proxy added. Everything after it reads that one address
 * (`visitorFromHeaders`).
 */
export type Visitor = { ip: string; userAgent: string };

/**
 * The address to pass on. Without a trusted proxy: the socket's (a client's own header is
 * ignored). With TRUST_PROXY: the rightmost X-Forwarded-For entry — the one the proxy in front
 * of us appended; every entry left of it was written by the client and proves nothing. So
 * TRUST_PROXY means exactly one proxy hop. An entry that is not an address (no proxy in front
 * after all, or a broken one) falls back to the socket's.
 */
export function forwardedAddress(
  given: string | string[] | undefined,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  return proxyAddedAddress(given, trustProxy) ?? (socketAddress || 'unknown');
}

/**
 * The visitor's address as the trusted proxy added it, or null when the request did not come
 * through one (no TRUST_PROXY, no X-Forwarded-For, or a last entry that is not an address).
 */
export function proxyAddedAddress(
  given: string | string[] | undefined,
  trustProxy: boolean,
): string | null {
  if (!trustProxy || given === undefined) return null;
  const joined = Array.isArray(given) ? given.join(',') : given;
  const rightmost = joined.slice(joined.lastIndexOf(',') + 1).trim();
  return isIP(rightmost) ? rightmost : null;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;
const header = (headers: HeaderSource, name: string): string | undefined => {
  const v = headers instanceof Headers ? headers.get(name) : headers[name];
  return (Array.isArray(v) ? v.join(',') : v) ?? undefined;
};

/**
 * The visitor behind a request the front has passed on: the one address it wrote (the last
 * entry, should anything have appended after the front), and the user agent.
 */
export function visitorFromHeaders(headers: HeaderSource): Visitor {
  const forwarded = header(headers, 'x-forwarded-for') ?? '';
  const ip = forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() || 'unknown';
  return { ip, userAgent: header(headers, 'user-agent') ?? '' };
}
