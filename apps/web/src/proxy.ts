import { siteConfig } from '@tsuzuri/config';
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
    return NextResponse.rewrite(new URL(`/${site.defaultLocale}${pathname}${search}`, request.url));
  }
  return i18n(request);
}

export const config = {
  // Pages only: not API routes, Next's assets, the sitemap or files with an extension.
  matcher: ['/((?!api|_next|_vercel|category/list|article/recently_top_article|sitemap\\.xml|robots\\.txt|webpush|images|.*\\..*).*)'],
};
