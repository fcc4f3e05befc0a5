import { siteConfig } from '@tsuzuri/content/config';
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { decideLocaleSegment } from './lib/locale-path';
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
  const decision = decideLocaleSegment(pathname, {
    configured: site.locales,
    supported: routing.locales,
    defaultLocale: site.defaultLocale,
  });
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location + search, request.url), 301);
  }
  if (decision.kind === 'not-a-locale') {
    // "/en/foo" while English is off is an unknown slug "en" of the default locale: a 404.
    return internalRewrite(request, NextResponse.rewrite(new URL(`/${site.defaultLocale}${pathname}${search}`, request.url)));
  }
  return internalRewrite(request, i18n(request));
}

/**
 * Next 16.2.6+ treats a rewrite whose origin differs from the incoming request's Host as an
 * external URL (vercel/next.js#94342), and request.url here may say "localhost" while the
 * visitor asked 127.0.0.1 or a public host. Re-anchor the rewrite on the request's own Host so
 * it stays internal; Next rejects path-only rewrites.
 */
function internalRewrite(request: NextRequest, response: NextResponse): NextResponse {
  const target = response.headers.get('x-middleware-rewrite');
  const host = request.headers.get('host');
  if (target && host) {
    const url = new URL(target);
    url.host = host;
    response.headers.set('x-middleware-rewrite', url.toString());
  }
  return response;
}

export const config = {
  // Pages only: not API routes, Next's assets, the sitemap or files with an extension.
  matcher: ['/((?!api|_next|_vercel|sitemap\\.xml|robots\\.txt|webpush|images|.*\\..*).*)'],
};
