import { siteConfig } from '@tsuzuri/config';
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { CONSOLE_PATH_HEADER } from './lib/console/path-header';
import { isConsoleRequestPath } from './lib/console/paths';
import { decideLocaleSegment } from './lib/locale-path';
import { movedPageTarget, readSiteUrl } from './lib/site-routes';
import { routing } from './i18n/routing';

const i18n = createMiddleware(routing);

/**
 * Runs on every page request that reaches Next (on a page-cache hit it does not run, so nothing
 * here may depend on the visitor beyond the URL). Applies the configured-locale rule, then lets
 * next-intl map "/x" to the default locale and "/en/x" to English.
 */
export default function proxy(request: NextRequest) {
  const site = siteConfig();
  const { pathname, search } = request.nextUrl;
  // The console is not localised by URL; its pages learn the path asked for (login returns there).
  if (isConsoleRequestPath(pathname)) {
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set(CONSOLE_PATH_HEADER, `${pathname}${search}`);
    return NextResponse.next({ request: { headers: requestHeaders } });
  }
  const locales = { configured: site.locales, defaultLocale: site.defaultLocale };
  const url = readSiteUrl(pathname, search, locales);
  // Pages only: APIs, the sitemap, robots.txt and files are not localized (site-routes.ts).
  if (url.kind !== 'page') return NextResponse.next();
  const decision = decideLocaleSegment(pathname, {
    configured: site.locales,
    supported: routing.locales,
    defaultLocale: site.defaultLocale,
  });
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location + search, request.url), 301);
  }
  const moved = movedPageTarget(url, locales);
  if (moved) return NextResponse.redirect(new URL(moved + search, request.url), 301);
  if (decision.kind === 'not-a-locale') {
    // "/en/foo" while English is off is an unknown slug "en" of the default locale: a 404.
    return NextResponse.rewrite(new URL(`/${site.defaultLocale}${pathname}${search}`, request.url));
  }
  return i18n(request);
}

export const config = {
  // Everything but Next's own files and the two media uploads (the admin API's and the
  // console's); the proxy itself asks site-routes.ts which paths are pages. Next copies a body for
  // the proxy and cuts it at 10 MB: an upload of up to MEDIA_LIMITS.maxBytes must reach its route
  // handler whole, and neither is a page.
  matcher: ['/((?!_next/|api/admin/media$|admin/api/media$).*)'],
};
