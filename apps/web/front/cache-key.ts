import { PAGE_ROUTES } from '@/lib/site-route-table';
/**
 * The page-cache key (docs/product.md#cache-key): the device type plus the URL with only the
 * query parameters its page reads, sorted. Cookies that change the page (the A/B variant) are
 * appended, so two variants never share an entry. A repeated parameter keeps its first value
 * (the one a page reads). Pages render from this same URL (renderUrl), so what a key stores is
 * exactly what its URL shows.
 */

/**
 * The query parameters each page route reads (PAGE_ROUTES' `query` in site-route-table.ts: the
 * search's words and page, a ranking's category, the download page's product and OS). Every
 * other parameter — ad-click ids (`gclid`, `fbclid`), `utm_*`, `medium`/`source`/`author`, a
 * search's `q` sent to an article, made-up ones — is left out of that page's key and of its
 * render: it makes no variant and costs no render (decision 22).
 */
const PAGE_QUERY = new Map<string, ReadonlySet<string>>(
  Object.entries(PAGE_ROUTES).map(([route, spec]) => [
    route,
    new Set('query' in spec ? spec.query : []),
  ]),
);
const NONE: ReadonlySet<string> = new Set();

/** What a route's key keeps of a query: nothing for a route that reads none (feeds, files, cards). */
export function pageQuery(route: string): ReadonlySet<string> {
  return PAGE_QUERY.get(route) ?? NONE;
}

/**
 * The same for the two cached API answers (docs/product.md#api-response-cache): the locale, and
 * the category tree's navigation-only form.
 */
export const API_QUERY_PARAMS: ReadonlySet<string> = new Set(['language', 'is_simple']);

export type Device = 'mobile' | 'pc';

const MOBILE_UA = /Mobi|Android|iPhone|iPod|IEMobile|Opera Mini|BlackBerry|webOS/i;

export function deviceOf(userAgent: string | undefined): Device {
  return userAgent && MOBILE_UA.test(userAgent) ? 'mobile' : 'pc';
}

const isPlainPath = (url: string) =>
  !url.includes('?') &&
  !url.includes('#') &&
  !url.includes('%') &&
  url.startsWith('/') &&
  !url.startsWith('//');

// Appended, not resolved: `//evil/x` is a path here, never a host (it must not share `/x`'s entry).
const parse = (url: string) =>
  url.startsWith('/')
    ? new URL(`http://front.invalid${url}`)
    : new URL(url, 'http://front.invalid');

function keyUrl(parsed: URL, kept: ReadonlySet<string>): string {
  const first = new Map<string, string>();
  for (const [k, v] of parsed.searchParams) if (kept.has(k) && !first.has(k)) first.set(k, v);
  const query = new URLSearchParams(
    [...first].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** Path plus the sorted query (first value of each) of the parameters kept; never Next's `_rsc` hash. */
export function normalizeUrl(url: string, kept: ReadonlySet<string>): string {
  // The common case, a plain path, needs no parsing (this runs on every request).
  return isPlainPath(url) ? url : keyUrl(parse(url), kept);
}

/**
 * The URL Next renders for a request: the key's URL, so the stored page (and its RSC payload,
 * which carries the URL) holds nothing the key leaves out. A client navigation's `_rsc` goes
 * along: Next checks it (and answers 307 when it is wrong); it is not part of the key. A
 * document's does not: it means nothing there, and its value (up to the URL's length, chosen by
 * whoever asked first) was written into the stored page's payload for every later reader. The
 * visitor's browser keeps its own address (with `source` etc.) for the tracker; canonical links
 * never carry a query but the page's own.
 */
export function renderUrl(
  url: string,
  kept: ReadonlySet<string>,
  clientNavigation: boolean,
): string {
  if (isPlainPath(url)) return url;
  const parsed = parse(url);
  const rsc = clientNavigation ? parsed.searchParams.get('_rsc') : null;
  const base = keyUrl(parsed, kept);
  return rsc === null
    ? base
    : `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams({ _rsc: rsc })}`;
}

export type KeyParts = {
  device: Device;
  url: string;
  /** The query parameters the URL's page reads (pageQuery); none when left out. */
  query?: ReadonlySet<string>;
  /** Cookie values that change the page, e.g. { sidebarAB: 'a' }. */
  variants?: Record<string, string>;
  /** For RSC payloads: the request headers Next varies them on. */
  rscHeaders?: Record<string, string>;
};

export function pageCacheKey({
  device,
  url,
  query = NONE,
  variants = {},
  rscHeaders,
}: KeyParts): string {
  const parts = [device, normalizeUrl(url, query)];
  const v = Object.entries(variants).sort(([a], [b]) => (a < b ? -1 : 1));
  if (v.length) parts.push(v.map(([k, val]) => `${k}=${val}`).join('&'));
  if (rscHeaders) {
    const h = Object.entries(rscHeaders).sort(([a], [b]) => (a < b ? -1 : 1));
    parts.push(`rsc:${h.map(([k, val]) => `${k}=${val}`).join('&')}`);
  }
  return parts.join('|');
}
