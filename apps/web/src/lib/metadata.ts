import 'server-only';
import { siteConfig } from '@tsuzuri/config';
import type { Metadata } from 'next';
import { localePrefix } from './locale-path';
import { feedPath } from './site-routes';

type PageHead = {
  locale: string;
  /** The path without a locale prefix: "/", "/dvd", "/blog/2". */
  path: string;
  title?: string;
  description: string;
  keywords?: string | string[];
  /** Locales in which this page exists; default: every configured locale. */
  availableLocales?: string[];
  noindex?: boolean;
  /** Query parameters that are part of the page's identity (a category query; docs/product.md#page-head). */
  query?: Record<string, string | undefined>;
  /** The page's own feed (a category's or the blog's), listed before the site's. */
  feed?: { category: string; title: string };
};

export function localizedPath(locale: string, path: string): string {
  const prefix = localePrefix(locale, siteConfig().defaultLocale);
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

/** The RSS feeds a page links to (docs/product.md#feeds): its own, then the site's, in its locale. */
function feedLinks(
  head: PageHead,
  config: { siteName: string; defaultLocale: string },
): { url: string; title: string }[] {
  const where = { locale: head.locale, defaultLocale: config.defaultLocale };
  const own = head.feed
    ? [{ url: feedPath(head.feed.category, where), title: head.feed.title }]
    : [];
  return [...own, { url: feedPath(undefined, where), title: config.siteName }];
}

/**
 * The head every page shares: canonical (with its identifying query), hreflang alternates for
 * each configured locale that has the page plus x-default, RSS feed links, description, keywords,
 * robots.
 */
export function pageMetadata(head: PageHead): Metadata {
  const config = siteConfig();
  const qs = new URLSearchParams(
    Object.entries(head.query ?? {}).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  const withQuery = (p: string) => (qs ? `${p}?${qs}` : p);
  const available = (head.availableLocales ?? config.locales).filter((l) =>
    (config.locales as string[]).includes(l),
  );
  const languages: Record<string, string> = {};
  for (const l of available) languages[l] = withQuery(localizedPath(l, head.path));
  const xDefault = available.includes(config.defaultLocale) ? config.defaultLocale : available[0];
  if (xDefault) languages['x-default'] = withQuery(localizedPath(xDefault, head.path));

  return {
    title: head.title,
    description: head.description,
    keywords: Array.isArray(head.keywords) ? head.keywords.join(', ') : head.keywords,
    alternates: {
      canonical: withQuery(localizedPath(head.locale, head.path)),
      languages,
      types: { 'application/rss+xml': feedLinks(head, config) },
    },
    robots: head.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: head.title,
      description: head.description,
      locale: head.locale,
      siteName: config.siteName,
      type: 'website',
    },
  };
}
