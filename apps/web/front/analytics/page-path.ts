import type { PageRoute } from '@tsuzuri/analytics';
import { pageRouteSpec, readSiteUrl } from '@/lib/site-routes';

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

/** The page a path names: its locale (a served locale as first segment, else the default) and its route (site-routes.ts). */
export function pageOf(
  pathname: string,
  locales: readonly string[],
  defaultLocale: string,
): { locale: string; route: PageRoute } {
  if (pathname === '-') return { locale: defaultLocale, route: { kind: 'unknown' } };
  const { kind, route, params, locale } = readSiteUrl(pathname, '', {
    configured: locales,
    defaultLocale,
  });
  if (kind !== 'page' || route === 'unknown') return { locale, route: { kind: 'unknown' } };
  if (route === 'entry')
    return {
      locale,
      route: {
        kind: 'entry',
        slug: params.slug as string,
        ...(params.id !== undefined ? { id: params.id } : {}),
      },
    };
  if (pageRouteSpec(route)?.shape === 'listing')
    return { locale, route: { kind: 'listing', page: params.page ?? 1 } };
  return { locale, route: { kind: 'fixed' } };
}
