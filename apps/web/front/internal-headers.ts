import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { READ_TAGS_HEADER } from '@/lib/read-tags';

/**
 * Request headers only the front may send Next: its own (`x-tsuzuri-ab`, the render secret) and
 * the ones Next uses between its own parts or trusts from a hosting platform (middleware
 * results, invoke/matched paths, revalidation, resume state). A visitor who sends one could
 * change what a render shows and so what is stored under a key for everyone, or skip the proxy.
 * Next's client-router headers (`rsc`, `next-router-*`, `next-url`, `next-action`) stay: the
 * browser sends those, and the cache keys on them.
 */
const INTERNAL_PREFIXES = [
  'x-tsuzuri-',
  'x-middleware-',
  'x-nextjs-',
  'x-next-',
  'x-invoke-',
  'x-prerender-',
  'x-action-',
  'x-vercel-',
];
const INTERNAL_NAMES = new Set([
  'x-matched-path',
  'x-now-route-matches',
  'x-invocation-id',
  'next-resume',
  'next-hmr-refresh',
  'next-instant-navigation-testing',
]);
/** What only a proxy in front may say about the visitor's request (Next builds absolute URLs from them). */
const PROXY_NAMES = [
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

/**
 * `content-security-policy` (and `-report-only`) as request headers: Next takes a script nonce
 * from them and writes it on every script of the page; only the front sets one (the console's,
 * security-headers.ts). A visitor's would be written into a public page stored for everyone.
 */
export function isInternalHeader(name: string): boolean {
  // Every request runs this over every header: most names (accept, cookie, user-agent…) are
  // ruled out by their first letter before any prefix is compared.
  const first = name.charCodeAt(0);
  if (first === 0x63 /* c */) return name.startsWith('content-security-policy');
  if (first !== 0x78 /* x */ && first !== 0x6e /* n */) return false;
  return INTERNAL_NAMES.has(name) || INTERNAL_PREFIXES.some((p) => name.startsWith(p));
}

/** Removes them at the door, before any rule reads the request (names arrive lower-cased). */
export function stripInternalHeaders(req: IncomingMessage, trustProxy: boolean): void {
  for (const name of Object.keys(req.headers)) if (isInternalHeader(name)) delete req.headers[name];
  if (!trustProxy) for (const name of PROXY_NAMES) delete req.headers[name];
}

/**
 * Response headers Next's parts say to each other: the proxy's results (`x-middleware-rewrite`,
 * `-next`, `-set-cookie`) and the render tags (render-tags.ts, read by the front first). They
 * tell how the site routes a request (`/dvd` is `/ja/dvd` inside), never the visitor's business:
 * no answer from a render worker carries them out.
 */
export const isInternalResponseHeader = (name: string) =>
  name.startsWith('x-middleware-') || name === READ_TAGS_HEADER;

/** A render's headers without the internal ones (names as Node gives them, lower-cased). */
export function withoutInternalResponseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (!isInternalResponseHeader(name)) kept[name] = value;
  return kept;
}
