import 'server-only';
import { siteConfig } from '@tsuzuri/config';
import type { SitemapEntry } from '@tsuzuri/content/repositories';
import { repositories } from '@/repositories';
import {
  pageUrls,
  SITEMAP_TYPES,
  type SitemapType,
  type SitemapUrl,
  splitSitemap,
} from './sitemap';
import { pathFor, SITEMAP_PAGES } from './site-routes';

type Site = { locales: string[]; defaultLocale: string; origin: string };

/** An image URL made absolute; nothing for one a crawler cannot fetch (a data: URL). */
function absoluteImage(src: string, origin: string): string[] {
  const url = URL.parse(src, origin);
  return url && /^https?:$/.test(url.protocol) ? [url.toString()] : [];
}

/** Each locale's URL of one page, with that locale's own lastmod and images. */
function perLocale(
  path: string,
  byLocale: Map<string, { lastmod?: string; images?: string[] }>,
  site: Site,
): SitemapUrl[] {
  const locales = [...byLocale.keys()];
  return pageUrls(path, locales, { defaultLocale: site.defaultLocale, origin: site.origin }).map(
    (url, i) => ({ ...url, ...byLocale.get(locales[i]) }),
  );
}

function articleUrls(entries: SitemapEntry[], site: Site): SitemapUrl[] {
  const bySlug = new Map<string, Map<string, { lastmod: string; images: string[] }>>();
  for (const e of entries) {
    const locales = bySlug.get(e.slug) ?? new Map();
    const images = e.images.flatMap((src) => absoluteImage(src, site.origin));
    locales.set(e.locale, { lastmod: e.updatedAt, images });
    bySlug.set(e.slug, locales);
  }
  return [...bySlug].flatMap(([slug, locales]) =>
    perLocale(pathFor('entry', { slug }), locales, site),
  );
}

/**
 * A category page changes when an article it lists does: its lastmod is their newest. One pass
 * over the articles (the categories sitemap has a few URLs per category, but the site may hold
 * 100,000 articles: asking each category to filter them all grew as categories × articles).
 */
export function categoryUrls(uids: string[], entries: SitemapEntry[], site: Site): SitemapUrl[] {
  const newest = new Map<string, string>();
  for (const e of entries)
    for (const uid of e.categoryUids) {
      const key = `${e.locale}/${uid}`;
      const seen = newest.get(key);
      if (seen === undefined || e.updatedAt > seen) newest.set(key, e.updatedAt);
    }
  return uids.flatMap((uid) => {
    const locales = new Map(site.locales.map((l) => [l, { lastmod: newest.get(`${l}/${uid}`) }]));
    return perLocale(pathFor('entry', { slug: uid }), locales, site);
  });
}

/**
 * Every URL of one type, in every served locale, adult-listed articles left out. Fixed pages
 * have no date of their own, so no lastmod (a made-up one would teach crawlers to ignore it).
 */
export async function sitemapUrls(type: SitemapType): Promise<SitemapUrl[]> {
  const config = siteConfig();
  const site = {
    locales: config.locales as string[],
    defaultLocale: config.defaultLocale,
    origin: config.siteUrl,
  };
  if (type === 'pages')
    return SITEMAP_PAGES.flatMap((route) => pageUrls(pathFor(route), site.locales, site));
  const { articles, categories, products } = await repositories();
  if (type === 'products') {
    // A product page exists in every locale (its texts fall back to the default locale's).
    const items = await products.list(site.defaultLocale);
    return items.flatMap((p) =>
      pageUrls(pathFor('products', { slug: p.slug }), site.locales, {
        ...site,
        lastmod: p.updatedAt,
      }),
    );
  }
  // The category sitemap dates its pages by their articles and lists no images: no body is read.
  const entries = (await articles.sitemapEntries({ images: type === 'articles' })).filter(
    (e) => site.locales.includes(e.locale) && !config.adultUrls.includes(e.slug),
  );
  if (type === 'articles') return articleUrls(entries, site);
  return categoryUrls(await categories.allUids(), entries, site);
}

/** Every child sitemap: its type, number and URLs, each type split under SITEMAP_LIMITS. */
export async function sitemapFiles(): Promise<
  { type: SitemapType; page: number; urls: SitemapUrl[] }[]
> {
  const all = await Promise.all(
    SITEMAP_TYPES.map(async (type) => ({ type, urls: await sitemapUrls(type) })),
  );
  return all.flatMap(({ type, urls }) =>
    splitSitemap(urls).map((file, i) => ({ type, page: i + 1, urls: file })),
  );
}
