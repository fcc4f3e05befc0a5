import type { PageRoute } from '@tsuzuri/analytics';
import { readSiteUrl, type SiteLocales } from '@/lib/site-routes';
import { normalizedPagePath, pageOf } from '../analytics/page-path';

export type SourcePage = { path: string; name: string; locale: string; route: PageRoute };

/** The host of an absolute http(s) URL, or null. */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host : null;
  } catch {
    return null;
  }
}

/**
 * Which page sent the reader: the link's own `from` parameter when it carries one (a path on
 * this site), else the `Referer` when it is this site's (its host is the request's host or the
 * site's domain). Named as the analytics rollups name pages (page-path.ts, site-routes.ts); null
 * when neither says (a bookmark, a mail, another site, a stripped referrer).
 */
export function sourcePage(
  query: URLSearchParams,
  headers: { host?: string; referer?: string },
  site: SiteLocales & { domain: string },
): SourcePage | null {
  const from = query.get('from');
  let url: string | null = null;
  // A path only: "//other.example/x" or "/\\other" would be another host to a URL parser.
  if (from && /^\/(?![/\\])/.test(from)) url = from;
  else if (headers.referer) {
    const host = hostOf(headers.referer);
    const own = [headers.host, site.domain].filter(Boolean).map((h) => h?.toLowerCase());
    if (host && own.includes(host.toLowerCase())) url = headers.referer;
  }
  if (!url) return null;
  const path = normalizedPagePath(url);
  if (path === '-') return null;
  const { locale, route } = pageOf(path, site.configured, site.defaultLocale);
  return { path, name: readSiteUrl(path, '', site).pageName, locale, route };
}
