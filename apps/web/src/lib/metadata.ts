import 'server-only';
import { siteConfig } from '@tsuzuri/config';
import type { Metadata } from 'next';
import { localePrefix } from './locale-path';
import { cardPath, feedPath } from './site-routes';

/** Open Graph's locale names (language_TERRITORY) for the site's locales. */
const OG_LOCALES: Record<string, string> = { ja: 'ja_JP', en: 'en_US' };
export const ogLocale = (locale: string) => OG_LOCALES[locale] ?? locale;

/** The social card's size (lib/social-card/card.tsx draws it). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

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
  /** An article's page: og:type article, its dates and section, and its own card image. */
  article?: { slug: string; publishedAt: string; updatedAt: string; section?: string };
  /** The page's own feed (a category's or the blog's), listed before the site's. */
  feed?: { category: string; title: string };
};

export function localizedPath(locale: string, path: string): string {
  const prefix = localePrefix(locale, siteConfig().defaultLocale);
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

/** The query that is part of a page's identity, as text (empty values left out). */
function identityQuery(query?: Record<string, string | undefined>): string {
  return new URLSearchParams(
    Object.entries(query ?? {}).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
}

/** The page's canonical URL, absolute: with the locale's prefix and the query that identifies it. */
export function canonicalUrl(
  locale: string,
  path: string,
  query?: Record<string, string | undefined>,
): string {
  const url = new URL(localizedPath(locale, path), siteConfig().siteUrl);
  url.search = identityQuery(query);
  return url.toString();
}

/**
 * The social card for a page, absolute: the article's own (its version in the query, so a network
 * that keeps images by URL fetches the edited card), or the site's.
 */
export function cardImage(locale: string, article?: { slug: string; updatedAt: string }) {
  const url = new URL(cardPath(locale, article?.slug), siteConfig().siteUrl);
  if (article) url.searchParams.set('v', article.updatedAt.replace(/\D/g, ''));
  return { url: url.toString(), width: CARD_WIDTH, height: CARD_HEIGHT };
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
 * The title as the layout's template will show it: with " | {site}" after it, but as it is when
 * it already names the site (a product called "Tsuzuri …", a news item about the site), which
 * would read the name twice in a search result that has room for about 30 Japanese characters.
 */
function tabTitle(title: string | undefined, siteName: string): Metadata['title'] {
  return title?.includes(siteName) ? { absolute: title } : title;
}

/**
 * The head every page shares: canonical (with its identifying query), hreflang alternates for
 * each configured locale that has the page plus x-default, RSS feed links, description, keywords,
 * robots.
 */
export function pageMetadata(head: PageHead): Metadata {
  const config = siteConfig();
  const qs = identityQuery(head.query);
  const withQuery = (p: string) => (qs ? `${p}?${qs}` : p);
  const available = (head.availableLocales ?? config.locales).filter((l) =>
    (config.locales as string[]).includes(l),
  );
  const languages: Record<string, string> = {};
  for (const l of available) languages[l] = withQuery(localizedPath(l, head.path));
  const xDefault = available.includes(config.defaultLocale) ? config.defaultLocale : available[0];
  if (xDefault) languages['x-default'] = withQuery(localizedPath(xDefault, head.path));

  return {
    title: tabTitle(head.title, config.siteName),
    description: head.description,
    keywords: Array.isArray(head.keywords) ? head.keywords.join(', ') : head.keywords,
    alternates: {
      canonical: withQuery(localizedPath(head.locale, head.path)),
      languages,
      types: { 'application/rss+xml': feedLinks(head, config) },
    },
    robots: head.noindex ? { index: false, follow: true } : undefined,
    ...socialMetadata({
      ...head,
      url: canonicalUrl(head.locale, head.path, head.query),
      alternateLocales: available.filter((l) => l !== head.locale),
    }),
  };
}

/**
 * Open Graph and Twitter card tags (docs/product.md#social-cards): the page's canonical URL, its
 * locale as Open Graph names it, the article's dates and section, and the card image (the
 * article's own, or the site's).
 */
export function socialMetadata(
  head: Pick<PageHead, 'locale' | 'title' | 'description' | 'article'> & {
    url: string;
    alternateLocales?: string[];
  },
): Pick<Metadata, 'openGraph' | 'twitter'> {
  const config = siteConfig();
  const title = head.title ?? config.siteName;
  const image = { ...cardImage(head.locale, head.article), alt: title };
  const a = head.article;
  return {
    openGraph: {
      siteName: config.siteName,
      title,
      description: head.description,
      url: head.url,
      locale: ogLocale(head.locale),
      alternateLocale: (head.alternateLocales ?? []).map(ogLocale),
      images: [image],
      ...(a
        ? {
            type: 'article',
            publishedTime: a.publishedAt,
            modifiedTime: a.updatedAt,
            ...(a.section ? { section: a.section } : {}),
          }
        : { type: 'website' }),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: head.description,
      images: [image],
    },
  };
}
