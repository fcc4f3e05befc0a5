import type { PageRoute } from '@tsuzuri/analytics';

/** The site's own routes without a slug (apps/web/src/app/[locale]/…). */
const FIXED = new Set(['contact', 'pagelink', 'privacy-policy', 'resource', 'search-result', 'ping', 'error-404', 'not-found-page']);
/** Paged listings ("/blog/2"): they look like "/{slug}/{id}" but are never articles. */
const LISTINGS = new Set(['blog', 'by-latest', 'by-popularity']);
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PAGE_NO = /^[1-9]\d{0,8}$/;
const MAX_PATH = 512;

/**
 * The page path of a reported URL, as a browser would request it: an http(s) URL's pathname
 * (relative URLs against the site), percent-encoded by the URL parser — so no raw `<`, `>`,
 * quote, space or control character is ever stored or shown —, repeated and trailing slashes
 * collapsed, at most 512 characters. '-' when there is no such path (none given, not a URL, or
 * another scheme: `javascript:<svg …>` has a "path" that is markup).
 */
export function normalizedPagePath(url: string | undefined): string {
  if (!url) return '-';
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://report.invalid');
  } catch {
    return '-';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return '-';
  const path = parsed.pathname
    .replace(/'/g, '%27') // the one quote the parser leaves as is
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1');
  // Cut long paths on a whole character: never half of a %XX escape.
  return path.length <= MAX_PATH ? path : path.slice(0, MAX_PATH).replace(/%[0-9a-f]?$/i, '');
}

/** The page a path names: its locale (a served locale as first segment, else the default) and its route. */
export function pageOf(pathname: string, locales: readonly string[], defaultLocale: string): { locale: string; route: PageRoute } {
  const segments = pathname === '-' ? [] : pathname.split('/').filter(Boolean);
  const locale = segments.length && locales.includes(segments[0]) ? (segments.shift() as string) : defaultLocale;
  if (pathname === '-') return { locale, route: { kind: 'unknown' } };
  return { locale, route: routeOf(segments) };
}

function routeOf([first, second, ...rest]: string[]): PageRoute {
  if (rest.length) return { kind: 'unknown' };
  if (first === undefined) return { kind: 'fixed' };
  if (FIXED.has(first)) return second === undefined ? { kind: 'fixed' } : { kind: 'unknown' };
  if (LISTINGS.has(first)) {
    if (second === undefined) return { kind: 'listing', page: 1 };
    return PAGE_NO.test(second) ? { kind: 'listing', page: Number(second) } : { kind: 'unknown' };
  }
  if (!SLUG.test(first)) return { kind: 'unknown' };
  if (second === undefined) return { kind: 'entry', slug: first };
  // "/{slug}/{id}": the same article by its numeric id.
  return /^\d{1,9}$/.test(second) ? { kind: 'entry', slug: first, id: Number(second) } : { kind: 'unknown' };
}
