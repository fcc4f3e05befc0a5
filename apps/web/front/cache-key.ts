/**
 * The spec's page-cache key: the device type plus the URL with `medium`, `source` and `author`
 * removed and the remaining query parameters sorted. Cookies that change the page (the A/B
 * variant) are appended, so two variants never share an entry.
 */
export const IGNORED_QUERY_PARAMS = new Set(['medium', 'source', 'author']);

export type Device = 'mobile' | 'pc';

const MOBILE_UA = /Mobi|Android|iPhone|iPod|IEMobile|Opera Mini|BlackBerry|webOS/i;

export function deviceOf(userAgent: string | undefined): Device {
  return userAgent && MOBILE_UA.test(userAgent) ? 'mobile' : 'pc';
}

/** Path plus sorted query, without the ignored parameters and without Next's `_rsc` hash. */
export function normalizeUrl(url: string): string {
  // The common case, a plain path, needs no parsing (this runs on every request).
  if (!url.includes('?') && !url.includes('#') && !url.includes('%') && url.startsWith('/') && !url.startsWith('//')) return url;
  // Appended, not resolved: `//evil/x` is a path here, never a host (it must not share `/x`'s entry).
  const parsed = url.startsWith('/') ? new URL(`http://front.invalid${url}`) : new URL(url, 'http://front.invalid');
  const params = [...parsed.searchParams.entries()]
    .filter(([k]) => !IGNORED_QUERY_PARAMS.has(k) && k !== '_rsc')
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

export type KeyParts = {
  device: Device;
  url: string;
  /** Cookie values that change the page, e.g. { sidebarAB: 'a' }. */
  variants?: Record<string, string>;
  /** For RSC payloads: the request headers Next varies them on. */
  rscHeaders?: Record<string, string>;
};

export function pageCacheKey({ device, url, variants = {}, rscHeaders }: KeyParts): string {
  const parts = [device, normalizeUrl(url)];
  const v = Object.entries(variants).sort(([a], [b]) => (a < b ? -1 : 1));
  if (v.length) parts.push(v.map(([k, val]) => `${k}=${val}`).join('&'));
  if (rscHeaders) {
    const h = Object.entries(rscHeaders).sort(([a], [b]) => (a < b ? -1 : 1));
    parts.push(`rsc:${h.map(([k, val]) => `${k}=${val}`).join('&')}`);
  }
  return parts.join('|');
}
