import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { RateLimiter } from '@/lib/abuse/rate-limit';
import { proxyAddedAddress } from '@/lib/abuse/visitor-address';
import type { SiteUrl } from '@/lib/site-routes';
import type { AccessLog } from './access-log';
import type { AnswerCounts } from './answer-counts';
import type { BuildAssets } from './build-assets';
import type { PageAssets } from './page-assets';
import type { ConversionDeps } from './conversion/deps';
import type { EdgeOptions } from './edge-rules';
import type { FrontStore } from './l2-client';
import type { Renderer } from './next-bridge';
import type { PageCache } from './page-cache';
import type { RedirectTable } from './redirects';
import type { CacheState } from './cache-state';
import { markThroughProxy } from './through-proxy';

/** Everything a front request needs, built once per front by front-worker.ts. */
export type FrontContext = {
  /** Next, for what the front passes through untouched (the console, POSTs, previews): a render worker's answer streamed back. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  render: Renderer;
  cache: PageCache;
  store: FrontStore | null;
  edge: EdgeOptions;
  log: Logger;
  /** One line per request (front/access-log.ts); unset with ACCESS_LOG=false. */
  accessLog?: AccessLog;
  trustProxy: boolean;
  /** The files under public/ and .next/static/ (front/static-files.ts); without it every file-like path is Next's. */
  publicFiles?: ReadonlySet<string>;
  /** The build's scripts and stylesheets, served from memory (front/build-assets.ts); unset = Next's. */
  buildAssets?: BuildAssets;
  /** The page scripts and the site's images, served from memory (front/page-assets.ts); unset = Next's. */
  pageAssets?: PageAssets;
  /** MEDIA_DIR: the media library's files, served at /media/ (front/media-files.ts); unset = none. */
  mediaDir?: string;
  /** The download and buy links (front/conversion); without it they are unknown paths (404). */
  conversions?: ConversionDeps;
  /** Counts a reader's repeat of a search once in a while (search-log.ts); absent: every one. */
  searchCounts?: RateLimiter;
  /** The redirects table in memory (front/redirects.ts); without it no path redirects. */
  redirects?: RedirectTable;
  /** What the front answered from a cache or by rendering (front/answer-counts.ts). */
  answers?: AnswerCounts;
};

/** How a kind of request is answered (a page, a cached API call); resolves to the cache state for the access log. */
export type ServeRoute = (
  ctx: FrontContext,
  req: IncomingMessage,
  res: ServerResponse,
  site: SiteUrl,
) => Promise<CacheState>;

/**
 * The visitor's address for Next and the front's own limits: exactly one address in
 * X-Forwarded-For, the socket's or, with TRUST_PROXY (one proxy hop), the one that proxy added
 * (`proxyAddedAddress`). A visitor cannot choose their own address. A request that came through
 * the proxy is remembered as such (through-proxy.ts): only it is told a page's edge tags.
 */
export function setForwardedFor(req: IncomingMessage, trustProxy: boolean): void {
  const fromProxy = proxyAddedAddress(req.headers['x-forwarded-for'], trustProxy);
  if (fromProxy) markThroughProxy(req);
  req.headers['x-forwarded-for'] = fromProxy ?? (req.socket.remoteAddress || 'unknown');
}

/**
 * A page request the cache may answer: a GET/HEAD (not a form post) of a URL the page cache may
 * store (site-routes.ts: a page, the sitemap, robots.txt; never an asset, an API or a page whose
 * URL holds a mailed one-time token).
 */
export function isPageRequest(req: IncomingMessage, url: SiteUrl): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers['next-action']) return false;
  return url.cache === 'page';
}

/** The request headers Next varies RSC payloads on (`next-url` excluded: see isStorable). */
const RSC_VARY = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
];

export function rscKeyHeaders(req: IncomingMessage): Record<string, string> | undefined {
  if (req.headers.rsc !== '1') return undefined;
  const out: Record<string, string> = {};
  for (const h of RSC_VARY) {
    const v = req.headers[h];
    if (typeof v === 'string') out[h] = v;
  }
  return out;
}
