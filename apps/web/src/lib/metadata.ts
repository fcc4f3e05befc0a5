import 'server-only';
import { siteConfig } from '@tsuzuri/config';
import type { Metadata } from 'next';
import { localePrefix } from './locale-path';

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
};

export function localizedPath(locale: string, path: string): string {
  const prefix = localePrefix(locale, siteConfig().defaultLocale);
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

/**
 * The head every page shares: canonical (with its identifying query), hreflang alternates for
 * each configured locale that has the page plus x-default, description, keywords, robots.
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
    alternates: { canonical: withQuery(localizedPath(head.locale, head.path)), languages },
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
