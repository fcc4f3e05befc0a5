import 'server-only';
import { siteConfig } from '@tsuzuri/config';
import type { SitemapArticle, SitemapScope } from '@tsuzuri/content/repositories';
import { repositories } from '@/repositories';
import {
  newestLastmod,
  pageUrls,
  partsOf,
  SITEMAP_TYPES,
  type SitemapType,
  type SitemapUrl,
} from './sitemap';
import { pathFor, SITEMAP_PAGES } from './site-routes';

type Site = { locales: string[]; defaultLocale: string; origin: string };
/** The types listed from a short list, each cut into parts by position (partsOf). */
type ListedType = Exclude<SitemapType, 'articles'>;

function siteAndScope(): { site: Site; scope: SitemapScope } {
  const config = siteConfig();
  const locales = config.locales as string[];
  return {
    site: { locales, defaultLocale: config.defaultLocale, origin: config.siteUrl },
    scope: { locales, excludedSlugs: config.adultUrls },
  };
}

/** An image URL made absolute; nothing for one a crawler cannot fetch (a data: URL). */
function absoluteImage(src: string, origin: string): string[] {
  const url = URL.parse(src, origin);
  return url && /^https?:$/.test(url.protocol) ? [url.toString()] : [];
}

/** Each article's URL in its own locale, its slug's other published locales as alternates. */
export function articleUrls(articles: SitemapArticle[], site: Site): SitemapUrl[] {
  return articles.map((a) => {
    const path = pathFor('entry', { slug: a.slug });
    const own = pageUrls(path, a.slugLocales, site)[a.slugLocales.indexOf(a.locale)];
    return {
      ...own,
      lastmod: a.updatedAt,
      images: a.images.flatMap((src) => absoluteImage(src, site.origin)),
    };
  });
}

/** The paths of the fixed pages (the pages' sitemap lists them). */
const fixedPagePaths = () => new Set(SITEMAP_PAGES.map((route) => pathFor(route)));

/**
 * A category page changes when an article it lists does: its lastmod, per locale, is their
 * newest (the database groups them: sitemap.categoryDates). No article, no date: none is made up.
 * A category whose URL is one of the site's own pages (the blog's /blog is the blog listing) is
 * left to the pages' sitemap: a URL is listed once.
 */
export function categoryUrls(
  uids: string[],
  dates: { uid: string; locale: string; newest: string }[],
  site: Site,
): SitemapUrl[] {
  const newest = new Map(dates.map((d) => [`${d.locale}/${d.uid}`, d.newest]));
  const fixed = fixedPagePaths();
  const own = uids.filter((uid) => !fixed.has(pathFor('entry', { slug: uid })));
  return own.flatMap((uid) =>
    pageUrls(pathFor('entry', { slug: uid }), site.locales, site).map((url, i) => ({
      ...url,
      lastmod: newest.get(`${site.locales[i]}/${uid}`),
    })),
  );
}

/**
 * Every URL of a listed type, in every served locale. Fixed pages have no date of their own, so
 * no lastmod (a made-up one would teach crawlers to ignore it).
 */
async function listedUrls(
  type: ListedType,
  site: Site,
  scope: SitemapScope,
): Promise<SitemapUrl[]> {
  if (type === 'pages')
    return SITEMAP_PAGES.flatMap((route) => pageUrls(pathFor(route), site.locales, site));
  const { categories, products, sitemap } = await repositories();
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
  return categoryUrls(await categories.allUids(), await sitemap.categoryDates(scope), site);
}

/**
 * The sitemap index's children: each listed type's parts, then the articles' parts newest first
 * (the warmer reads the index in order and stops at its budget: the newest articles come first).
 * A type with nothing to list still has its part 1, empty.
 */
export async function sitemapIndex(): Promise<
  { type: SitemapType; page: number; lastmod?: string }[]
> {
  const { site, scope } = siteAndScope();
  const listed = await Promise.all(
    SITEMAP_TYPES.filter((t): t is ListedType => t !== 'articles').map(async (type) =>
      partsOf(await listedUrls(type, site, scope)).map((urls, i) => ({
        type,
        page: i + 1,
        lastmod: newestLastmod(urls),
      })),
    ),
  );
  const parts = await (await repositories()).sitemap.articleParts(scope);
  const articles = parts.length
    ? parts.map((p) => ({ type: 'articles' as const, page: p.part, lastmod: p.newest }))
    : [{ type: 'articles' as const, page: 1 }];
  return [...listed.flat(), ...articles];
}

/** One child's URLs: `null` for a part that lists nothing (but part 1, which always answers). */
export async function sitemapPart(type: SitemapType, page: number): Promise<SitemapUrl[] | null> {
  const { site, scope } = siteAndScope();
  if (type !== 'articles') return partsOf(await listedUrls(type, site, scope))[page - 1] ?? null;
  const articles = await (await repositories()).sitemap.articlePart(page, scope);
  return articles.length || page === 1 ? articleUrls(articles, site) : null;
}
